CREATE TABLE "portal"."lesson_apply" (
	"apply_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."lesson_apply_apply_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"slot_key" integer NOT NULL,
	"lesson_date" date NOT NULL,
	"teacher_member_key" integer,
	"teacher_name" text NOT NULL,
	"grade" integer NOT NULL,
	"class_no" integer NOT NULL,
	"subject" text NOT NULL,
	"student_count" integer NOT NULL,
	"purpose" text NOT NULL,
	"books" text DEFAULT '' NOT NULL,
	"status_code" char(2) DEFAULT '01' NOT NULL,
	"manager_message" text,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	CONSTRAINT "lesson_apply_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."lesson_closed_day" (
	"sch_key" integer NOT NULL,
	"closed_date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "lesson_closed_day_once" UNIQUE("sch_key","closed_date")
);
--> statement-breakpoint
CREATE TABLE "portal"."lesson_slot" (
	"slot_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."lesson_slot_slot_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"room_name" text NOT NULL,
	"period_no" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"weekdays" text DEFAULT '12345' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "lesson_slot_school_room_period" UNIQUE("sch_key","room_name","period_no")
);
--> statement-breakpoint
ALTER TABLE "portal"."lesson_apply" ADD CONSTRAINT "lesson_apply_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_apply" ADD CONSTRAINT "lesson_apply_slot_key_lesson_slot_slot_key_fk" FOREIGN KEY ("slot_key") REFERENCES "portal"."lesson_slot"("slot_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_apply" ADD CONSTRAINT "lesson_apply_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_closed_day" ADD CONSTRAINT "lesson_closed_day_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_slot" ADD CONSTRAINT "lesson_slot_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_apply_slot_held" ON "portal"."lesson_apply" USING btree ("slot_key","lesson_date") WHERE "portal"."lesson_apply"."status_code" in ('01', '02', '03');--> statement-breakpoint
CREATE INDEX "lesson_apply_school_date_idx" ON "portal"."lesson_apply" USING btree ("sch_key","lesson_date");--> statement-breakpoint
CREATE INDEX "lesson_apply_teacher_idx" ON "portal"."lesson_apply" USING btree ("teacher_member_key");