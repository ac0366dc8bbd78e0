CREATE TABLE "portal"."comment" (
	"comment_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."comment_comment_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_key" text NOT NULL,
	"parent_key" integer,
	"writer_key" integer NOT NULL,
	"sch_key" integer,
	"side_code" text,
	"content" text NOT NULL,
	"status_code" text DEFAULT 'shown' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."comment_report" (
	"report_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."comment_report_report_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_key" integer NOT NULL,
	"reporter_key" integer NOT NULL,
	"reason" text NOT NULL,
	"status_code" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "comment_report_once" UNIQUE("comment_key","reporter_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."balance_game" (
	"balance_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."balance_game_balance_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"writer_key" integer NOT NULL,
	"title" text NOT NULL,
	"book_title" text NOT NULL,
	"book_author" text DEFAULT '' NOT NULL,
	"option_a" text NOT NULL,
	"option_b" text NOT NULL,
	"image_a" text,
	"image_b" text,
	"status_code" text DEFAULT '01' NOT NULL,
	"return_reason" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."balance_vote" (
	"balance_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_vote_balance_key_member_key_pk" PRIMARY KEY("balance_key","member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."discussion_room" (
	"room_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."discussion_room_room_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"writer_key" integer NOT NULL,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"book_title" text NOT NULL,
	"book_author" text DEFAULT '' NOT NULL,
	"request_type" text NOT NULL,
	"scope_code" text DEFAULT 'school' NOT NULL,
	"masking_yn" text DEFAULT 'Y' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"summary" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."newsgroup_topic" (
	"topic_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."newsgroup_topic_topic_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer,
	"writer_key" integer NOT NULL,
	"title" text NOT NULL,
	"book_title" text NOT NULL,
	"book_author" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"status_code" text DEFAULT 'shown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."comment" ADD CONSTRAINT "comment_writer_key_member_member_key_fk" FOREIGN KEY ("writer_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."comment" ADD CONSTRAINT "comment_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."comment_report" ADD CONSTRAINT "comment_report_comment_key_comment_comment_key_fk" FOREIGN KEY ("comment_key") REFERENCES "portal"."comment"("comment_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."comment_report" ADD CONSTRAINT "comment_report_reporter_key_member_member_key_fk" FOREIGN KEY ("reporter_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."balance_game" ADD CONSTRAINT "balance_game_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."balance_game" ADD CONSTRAINT "balance_game_writer_key_member_member_key_fk" FOREIGN KEY ("writer_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."balance_vote" ADD CONSTRAINT "balance_vote_balance_key_balance_game_balance_key_fk" FOREIGN KEY ("balance_key") REFERENCES "portal"."balance_game"("balance_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."balance_vote" ADD CONSTRAINT "balance_vote_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."discussion_room" ADD CONSTRAINT "discussion_room_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."discussion_room" ADD CONSTRAINT "discussion_room_writer_key_member_member_key_fk" FOREIGN KEY ("writer_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."newsgroup_topic" ADD CONSTRAINT "newsgroup_topic_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."newsgroup_topic" ADD CONSTRAINT "newsgroup_topic_writer_key_member_member_key_fk" FOREIGN KEY ("writer_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_target_idx" ON "portal"."comment" USING btree ("target_type","target_key","parent_key");--> statement-breakpoint
CREATE INDEX "comment_writer_idx" ON "portal"."comment" USING btree ("writer_key");--> statement-breakpoint
CREATE INDEX "comment_report_status_idx" ON "portal"."comment_report" USING btree ("status_code");--> statement-breakpoint
CREATE INDEX "balance_game_school_idx" ON "portal"."balance_game" USING btree ("sch_key","status_code");--> statement-breakpoint
CREATE INDEX "discussion_room_school_idx" ON "portal"."discussion_room" USING btree ("sch_key","end_date");--> statement-breakpoint
CREATE INDEX "newsgroup_topic_created_idx" ON "portal"."newsgroup_topic" USING btree ("created_at");