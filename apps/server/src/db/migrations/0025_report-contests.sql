CREATE TABLE "portal"."report_contest" (
	"contest_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."report_contest_contest_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"teacher_member_key" integer NOT NULL,
	"title" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"target_grade" smallint,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."report_contest_entry" (
	"entry_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."report_contest_entry_entry_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contest_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"rea_act_key" integer NOT NULL,
	"score" smallint,
	"award_code" text,
	"judge_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."report_contest" ADD CONSTRAINT "report_contest_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."report_contest" ADD CONSTRAINT "report_contest_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."report_contest_entry" ADD CONSTRAINT "report_contest_entry_contest_key_report_contest_contest_key_fk" FOREIGN KEY ("contest_key") REFERENCES "portal"."report_contest"("contest_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."report_contest_entry" ADD CONSTRAINT "report_contest_entry_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."report_contest_entry" ADD CONSTRAINT "report_contest_entry_rea_act_key_reading_activity_rea_act_key_fk" FOREIGN KEY ("rea_act_key") REFERENCES "portal"."reading_activity"("rea_act_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_contest_school_idx" ON "portal"."report_contest" USING btree ("sch_key","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "report_contest_entry_one_idx" ON "portal"."report_contest_entry" USING btree ("contest_key","member_key");