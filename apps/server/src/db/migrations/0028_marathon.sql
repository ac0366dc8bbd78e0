CREATE TABLE "portal"."reading_diary" (
	"reading_diary_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_diary_reading_diary_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reading_marathon_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"book_key" integer NOT NULL,
	"book_title" text NOT NULL,
	"book_author" text DEFAULT '' NOT NULL,
	"kdc" text,
	"read_pages" integer NOT NULL,
	"read_date" date NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_marathon" (
	"reading_marathon_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_marathon_reading_marathon_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"maker_key" integer NOT NULL,
	"type_code" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"img_type" text DEFAULT '01' NOT NULL,
	"img_key" text DEFAULT '1' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"target_grade" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"privacy_bound_code" text DEFAULT '02' NOT NULL,
	"goal_unit_code" text,
	"goal_count" integer,
	"kdc_code" text,
	"start_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_marathon_book" (
	"reading_marathon_key" integer NOT NULL,
	"book_key" integer NOT NULL,
	"sort_no" integer NOT NULL,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"kdc" text,
	CONSTRAINT "reading_marathon_book_reading_marathon_key_book_key_pk" PRIMARY KEY("reading_marathon_key","book_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_marathon_member" (
	"reading_marathon_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"halfway_notified_at" timestamp with time zone,
	CONSTRAINT "reading_marathon_member_reading_marathon_key_member_key_pk" PRIMARY KEY("reading_marathon_key","member_key")
);
--> statement-breakpoint
ALTER TABLE "portal"."reading_diary" ADD CONSTRAINT "reading_diary_reading_marathon_key_reading_marathon_reading_marathon_key_fk" FOREIGN KEY ("reading_marathon_key") REFERENCES "portal"."reading_marathon"("reading_marathon_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_diary" ADD CONSTRAINT "reading_diary_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_marathon" ADD CONSTRAINT "reading_marathon_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_marathon" ADD CONSTRAINT "reading_marathon_maker_key_member_member_key_fk" FOREIGN KEY ("maker_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_marathon_book" ADD CONSTRAINT "reading_marathon_book_reading_marathon_key_reading_marathon_reading_marathon_key_fk" FOREIGN KEY ("reading_marathon_key") REFERENCES "portal"."reading_marathon"("reading_marathon_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_marathon_member" ADD CONSTRAINT "reading_marathon_member_reading_marathon_key_reading_marathon_reading_marathon_key_fk" FOREIGN KEY ("reading_marathon_key") REFERENCES "portal"."reading_marathon"("reading_marathon_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_marathon_member" ADD CONSTRAINT "reading_marathon_member_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_diary_member_idx" ON "portal"."reading_diary" USING btree ("reading_marathon_key","member_key","book_key");--> statement-breakpoint
CREATE INDEX "reading_marathon_school_idx" ON "portal"."reading_marathon" USING btree ("sch_key","start_date");--> statement-breakpoint
CREATE INDEX "reading_marathon_maker_idx" ON "portal"."reading_marathon" USING btree ("maker_key");--> statement-breakpoint
CREATE INDEX "reading_marathon_member_idx" ON "portal"."reading_marathon_member" USING btree ("member_key");