CREATE TABLE "portal"."teacher_class" (
	"teacher_member_key" integer NOT NULL,
	"sch_key" integer NOT NULL,
	"grade" integer NOT NULL,
	"class_no" integer NOT NULL,
	"homeroom_yn" char(1) DEFAULT 'N' NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_class_pk" PRIMARY KEY("teacher_member_key","grade","class_no")
);
--> statement-breakpoint
ALTER TABLE "portal"."teacher_class" ADD CONSTRAINT "teacher_class_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."teacher_class" ADD CONSTRAINT "teacher_class_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_class_one_homeroom" ON "portal"."teacher_class" USING btree ("teacher_member_key") WHERE "portal"."teacher_class"."homeroom_yn" = 'Y';