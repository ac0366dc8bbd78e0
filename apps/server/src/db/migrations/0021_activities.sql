CREATE TABLE "portal"."reading_activity_reply" (
	"reply_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_activity_reply_reply_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rea_act_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_activity_subject" (
	"subject_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_activity_subject_subject_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"teacher_member_key" integer NOT NULL,
	"title" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"book_key" integer,
	"book_title" text,
	"author" text,
	"target_grade" smallint,
	"target_class" smallint,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "sch_key" integer;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "rea_act_code" char(2) DEFAULT '02' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "book_key" integer;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "book_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "privacy_bound_code" char(2) DEFAULT '01' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "status_code" char(2) DEFAULT '01' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "recommended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "subject_key" integer;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity_reply" ADD CONSTRAINT "reading_activity_reply_rea_act_key_reading_activity_rea_act_key_fk" FOREIGN KEY ("rea_act_key") REFERENCES "portal"."reading_activity"("rea_act_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity_reply" ADD CONSTRAINT "reading_activity_reply_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity_subject" ADD CONSTRAINT "reading_activity_subject_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity_subject" ADD CONSTRAINT "reading_activity_subject_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_activity_reply_activity_idx" ON "portal"."reading_activity_reply" USING btree ("rea_act_key");--> statement-breakpoint
CREATE INDEX "reading_activity_subject_school_idx" ON "portal"."reading_activity_subject" USING btree ("sch_key","due_date");--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD CONSTRAINT "reading_activity_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD CONSTRAINT "reading_activity_subject_key_reading_activity_subject_subject_key_fk" FOREIGN KEY ("subject_key") REFERENCES "portal"."reading_activity_subject"("subject_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_activity_school_idx" ON "portal"."reading_activity" USING btree ("sch_key","status_code","created_at");--> statement-breakpoint
CREATE INDEX "reading_activity_recommended_idx" ON "portal"."reading_activity" USING btree ("recommended","recommended_at");