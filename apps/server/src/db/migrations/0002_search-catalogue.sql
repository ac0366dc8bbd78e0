CREATE TABLE "library"."ill_group" (
	"group_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."ill_group_group_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_code" text NOT NULL,
	"prov_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ill_group_group_code_unique" UNIQUE("group_code")
);
--> statement-breakpoint
CREATE TABLE "library"."ill_group_member" (
	"group_key" integer NOT NULL,
	"neis_code" text NOT NULL,
	"lib_code" text NOT NULL,
	"sch_key" integer NOT NULL,
	"sch_name" text NOT NULL,
	CONSTRAINT "ill_group_member_group_key_neis_code_pk" PRIMARY KEY("group_key","neis_code")
);
--> statement-breakpoint
CREATE TABLE "portal"."banned_word" (
	"word_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."banned_word_word_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_word_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "search"."library" (
	"lib_code" text PRIMARY KEY NOT NULL,
	"neis_code" text NOT NULL,
	"sch_key" integer NOT NULL,
	"prov_code" text NOT NULL,
	"name" text NOT NULL,
	"sch_level_code" text,
	CONSTRAINT "library_neis_code_unique" UNIQUE("neis_code")
);
--> statement-breakpoint
CREATE TABLE "search"."holding" (
	"holding_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search"."holding_holding_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_key" integer NOT NULL,
	"lib_code" text NOT NULL,
	"reg_no" text NOT NULL,
	"call_no" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"due_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holding_lib_code_reg_no_unique" UNIQUE("lib_code","reg_no")
);
--> statement-breakpoint
CREATE TABLE "search"."keyword_block" (
	"block_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search"."keyword_block_block_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"neis_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_block_keyword_neis_code_unique" UNIQUE("keyword","neis_code")
);
--> statement-breakpoint
CREATE TABLE "search"."keyword_log" (
	"log_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search"."keyword_log_log_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"search_type" text,
	"prov_code" text,
	"neis_code" text,
	"member_ref" text,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "category_code" text;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "pub_form_code" text DEFAULT 'BK' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "language_code" text DEFAULT 'kor' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "title_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "author_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "publisher_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "title_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "search_tokens" "tsvector";--> statement-breakpoint
ALTER TABLE "library"."ill_group_member" ADD CONSTRAINT "ill_group_member_group_key_ill_group_group_key_fk" FOREIGN KEY ("group_key") REFERENCES "library"."ill_group"("group_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search"."holding" ADD CONSTRAINT "holding_book_key_book_book_key_fk" FOREIGN KEY ("book_key") REFERENCES "search"."book"("book_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search"."holding" ADD CONSTRAINT "holding_lib_code_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "search"."library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ill_group_prov_code_idx" ON "library"."ill_group" USING btree ("prov_code");--> statement-breakpoint
CREATE INDEX "ill_group_member_neis_code_idx" ON "library"."ill_group_member" USING btree ("neis_code");--> statement-breakpoint
CREATE INDEX "library_prov_code_idx" ON "search"."library" USING btree ("prov_code");--> statement-breakpoint
CREATE INDEX "library_sch_key_idx" ON "search"."library" USING btree ("sch_key");--> statement-breakpoint
CREATE INDEX "holding_book_key_idx" ON "search"."holding" USING btree ("book_key");--> statement-breakpoint
CREATE INDEX "holding_lib_code_book_key_idx" ON "search"."holding" USING btree ("lib_code","book_key");--> statement-breakpoint
CREATE INDEX "keyword_log_searched_at_idx" ON "search"."keyword_log" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "keyword_log_neis_code_searched_at_idx" ON "search"."keyword_log" USING btree ("neis_code","searched_at");