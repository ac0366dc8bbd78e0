CREATE TABLE "portal"."contest_answer" (
	"contest_key" integer NOT NULL,
	"question_no" integer NOT NULL,
	"member_key" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_answer_once" UNIQUE("contest_key","question_no","member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."contest_player" (
	"contest_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"status_code" text DEFAULT 'alive' NOT NULL,
	"out_no" integer,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_player_contest_key_member_key_pk" PRIMARY KEY("contest_key","member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."quiz_attempt" (
	"quiz_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"score" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempt_quiz_key_member_key_pk" PRIMARY KEY("quiz_key","member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."quiz_contest" (
	"contest_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."quiz_contest_contest_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"teacher_key" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target_grade" integer NOT NULL,
	"target_class_no" integer,
	"time_limit_sec" integer DEFAULT 20 NOT NULL,
	"status_code" text DEFAULT 'draft' NOT NULL,
	"current_no" integer DEFAULT 0 NOT NULL,
	"phase_code" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."quiz_question" (
	"question_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."quiz_question_question_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_key" integer,
	"contest_key" integer,
	"question_no" integer NOT NULL,
	"question_type_code" text NOT NULL,
	"question" text NOT NULL,
	"choice_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_quiz" (
	"quiz_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_quiz_quiz_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer,
	"writer_key" integer NOT NULL,
	"scope_code" text DEFAULT 'school' NOT NULL,
	"status_code" text DEFAULT 'approved' NOT NULL,
	"title" text NOT NULL,
	"book_title" text NOT NULL,
	"book_author" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."contest_answer" ADD CONSTRAINT "contest_answer_contest_key_quiz_contest_contest_key_fk" FOREIGN KEY ("contest_key") REFERENCES "portal"."quiz_contest"("contest_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."contest_answer" ADD CONSTRAINT "contest_answer_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."contest_player" ADD CONSTRAINT "contest_player_contest_key_quiz_contest_contest_key_fk" FOREIGN KEY ("contest_key") REFERENCES "portal"."quiz_contest"("contest_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."contest_player" ADD CONSTRAINT "contest_player_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."quiz_attempt" ADD CONSTRAINT "quiz_attempt_quiz_key_reading_quiz_quiz_key_fk" FOREIGN KEY ("quiz_key") REFERENCES "portal"."reading_quiz"("quiz_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."quiz_attempt" ADD CONSTRAINT "quiz_attempt_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."quiz_contest" ADD CONSTRAINT "quiz_contest_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."quiz_contest" ADD CONSTRAINT "quiz_contest_teacher_key_member_member_key_fk" FOREIGN KEY ("teacher_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."quiz_question" ADD CONSTRAINT "quiz_question_quiz_key_reading_quiz_quiz_key_fk" FOREIGN KEY ("quiz_key") REFERENCES "portal"."reading_quiz"("quiz_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."quiz_question" ADD CONSTRAINT "quiz_question_contest_key_quiz_contest_contest_key_fk" FOREIGN KEY ("contest_key") REFERENCES "portal"."quiz_contest"("contest_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_quiz" ADD CONSTRAINT "reading_quiz_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_quiz" ADD CONSTRAINT "reading_quiz_writer_key_member_member_key_fk" FOREIGN KEY ("writer_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_contest_school_idx" ON "portal"."quiz_contest" USING btree ("sch_key","status_code");--> statement-breakpoint
CREATE INDEX "quiz_question_quiz_idx" ON "portal"."quiz_question" USING btree ("quiz_key");--> statement-breakpoint
CREATE INDEX "quiz_question_contest_idx" ON "portal"."quiz_question" USING btree ("contest_key");--> statement-breakpoint
CREATE INDEX "reading_quiz_school_idx" ON "portal"."reading_quiz" USING btree ("sch_key","status_code");