CREATE TABLE "portal"."book_group" (
	"book_group_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."book_group_book_group_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"teacher_member_key" integer NOT NULL,
	"grade" integer NOT NULL,
	"class_no" integer NOT NULL,
	"title" text NOT NULL,
	"book_title" text NOT NULL,
	"book_author" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	CONSTRAINT "book_group_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."book_group_chapter" (
	"chapter_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."book_group_chapter_chapter_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_group_key" integer NOT NULL,
	"chapter_no" integer NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	CONSTRAINT "book_group_chapter_no" UNIQUE("book_group_key","chapter_no")
);
--> statement-breakpoint
CREATE TABLE "portal"."book_group_post" (
	"post_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."book_group_post_post_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chapter_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"content" text NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_group_post_once" UNIQUE("chapter_key","member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_group" (
	"group_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_group_group_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"cover_file_key" integer,
	"capacity" integer NOT NULL,
	"member_count" integer DEFAULT 1 NOT NULL,
	"book_list" text[] DEFAULT '{}' NOT NULL,
	"recruit_start_date" date NOT NULL,
	"recruit_end_date" date NOT NULL,
	"recruit_status_code" char(2) NOT NULL,
	"open_yn" char(1) DEFAULT 'N' NOT NULL,
	"founder_member_key" integer NOT NULL,
	"leader_member_key" integer NOT NULL,
	"approver_member_key" integer,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	CONSTRAINT "reading_group_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "reading_group_seats" CHECK ("portal"."reading_group"."member_count" >= 0 and "portal"."reading_group"."member_count" <= "portal"."reading_group"."capacity"),
	CONSTRAINT "reading_group_capacity" CHECK ("portal"."reading_group"."capacity" between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_group_image" (
	"image_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_group_image_image_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_key" integer NOT NULL,
	"file_key" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"writer_member_key" integer,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_group_image_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_group_member" (
	"group_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"status_code" char(2) NOT NULL,
	"apply_message" text DEFAULT '' NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "reading_group_member_group_key_member_key_pk" PRIMARY KEY("group_key","member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_group_post" (
	"post_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_group_post_post_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_key" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"book_title" text,
	"writer_member_key" integer,
	"writer_name" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_group_schedule" (
	"schedule_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_group_schedule_schedule_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_key" integer NOT NULL,
	"title" text NOT NULL,
	"meet_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."book_group" ADD CONSTRAINT "book_group_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."book_group" ADD CONSTRAINT "book_group_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."book_group_chapter" ADD CONSTRAINT "book_group_chapter_book_group_key_book_group_book_group_key_fk" FOREIGN KEY ("book_group_key") REFERENCES "portal"."book_group"("book_group_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."book_group_post" ADD CONSTRAINT "book_group_post_chapter_key_book_group_chapter_chapter_key_fk" FOREIGN KEY ("chapter_key") REFERENCES "portal"."book_group_chapter"("chapter_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."book_group_post" ADD CONSTRAINT "book_group_post_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group" ADD CONSTRAINT "reading_group_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group" ADD CONSTRAINT "reading_group_cover_file_key_board_file_file_key_fk" FOREIGN KEY ("cover_file_key") REFERENCES "portal"."board_file"("file_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group" ADD CONSTRAINT "reading_group_founder_member_key_member_member_key_fk" FOREIGN KEY ("founder_member_key") REFERENCES "portal"."member"("member_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group" ADD CONSTRAINT "reading_group_leader_member_key_member_member_key_fk" FOREIGN KEY ("leader_member_key") REFERENCES "portal"."member"("member_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group" ADD CONSTRAINT "reading_group_approver_member_key_member_member_key_fk" FOREIGN KEY ("approver_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_image" ADD CONSTRAINT "reading_group_image_group_key_reading_group_group_key_fk" FOREIGN KEY ("group_key") REFERENCES "portal"."reading_group"("group_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_image" ADD CONSTRAINT "reading_group_image_file_key_board_file_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "portal"."board_file"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_image" ADD CONSTRAINT "reading_group_image_writer_member_key_member_member_key_fk" FOREIGN KEY ("writer_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_member" ADD CONSTRAINT "reading_group_member_group_key_reading_group_group_key_fk" FOREIGN KEY ("group_key") REFERENCES "portal"."reading_group"("group_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_member" ADD CONSTRAINT "reading_group_member_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_post" ADD CONSTRAINT "reading_group_post_group_key_reading_group_group_key_fk" FOREIGN KEY ("group_key") REFERENCES "portal"."reading_group"("group_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_post" ADD CONSTRAINT "reading_group_post_writer_member_key_member_member_key_fk" FOREIGN KEY ("writer_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_group_schedule" ADD CONSTRAINT "reading_group_schedule_group_key_reading_group_group_key_fk" FOREIGN KEY ("group_key") REFERENCES "portal"."reading_group"("group_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_group_class_idx" ON "portal"."book_group" USING btree ("sch_key","grade","class_no");--> statement-breakpoint
CREATE INDEX "reading_group_school_idx" ON "portal"."reading_group" USING btree ("sch_key","recruit_status_code");--> statement-breakpoint
CREATE INDEX "reading_group_image_idx" ON "portal"."reading_group_image" USING btree ("group_key","reg_date");--> statement-breakpoint
CREATE INDEX "reading_group_member_idx" ON "portal"."reading_group_member" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "reading_group_post_list_idx" ON "portal"."reading_group_post" USING btree ("group_key","kind","reg_date");--> statement-breakpoint
CREATE INDEX "reading_group_schedule_idx" ON "portal"."reading_group_schedule" USING btree ("group_key","meet_date");