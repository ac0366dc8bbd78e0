CREATE TABLE "portal"."board_file" (
	"file_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."board_file_file_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_key" integer,
	"storage_key" text NOT NULL,
	"original_file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"image_yn" char(1) DEFAULT 'N' NOT NULL,
	"uploader_member_key" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."board_post" (
	"post_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."board_post_post_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_code" text NOT NULL,
	"sch_key" integer,
	"prov_code" text DEFAULT 'A10' NOT NULL,
	"sch_level_code" text,
	"member_type_code" text,
	"category_code" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pinned_yn" char(1) DEFAULT 'N' NOT NULL,
	"popup_yn" char(1) DEFAULT 'N' NOT NULL,
	"event_yn" char(1) DEFAULT 'N' NOT NULL,
	"hidden_yn" char(1) DEFAULT 'N' NOT NULL,
	"open_scope" text DEFAULT '04' NOT NULL,
	"start_date" date,
	"end_date" date,
	"view_count" integer DEFAULT 0 NOT NULL,
	"writer_member_key" integer,
	"writer_name" text NOT NULL,
	"request_type" char(1),
	"public_yn" char(1) DEFAULT 'Y' NOT NULL,
	"status_code" char(1),
	"answer" text,
	"answerer_member_key" integer,
	"answerer_name" text,
	"answered_at" timestamp with time zone,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seed_key" text,
	CONSTRAINT "board_post_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."site_page" (
	"sr_code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_member_key" integer
);
--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "portal"."board_file" ADD CONSTRAINT "board_file_post_key_board_post_post_key_fk" FOREIGN KEY ("post_key") REFERENCES "portal"."board_post"("post_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."board_file" ADD CONSTRAINT "board_file_uploader_member_key_member_member_key_fk" FOREIGN KEY ("uploader_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."board_post" ADD CONSTRAINT "board_post_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."board_post" ADD CONSTRAINT "board_post_writer_member_key_member_member_key_fk" FOREIGN KEY ("writer_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."board_post" ADD CONSTRAINT "board_post_answerer_member_key_member_member_key_fk" FOREIGN KEY ("answerer_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."site_page" ADD CONSTRAINT "site_page_mod_member_key_member_member_key_fk" FOREIGN KEY ("mod_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_file_post_idx" ON "portal"."board_file" USING btree ("post_key");--> statement-breakpoint
CREATE INDEX "board_post_list_idx" ON "portal"."board_post" USING btree ("board_code","sch_key","pinned_yn","reg_date");--> statement-breakpoint
CREATE INDEX "board_post_writer_idx" ON "portal"."board_post" USING btree ("writer_member_key");