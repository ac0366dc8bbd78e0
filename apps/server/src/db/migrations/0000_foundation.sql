CREATE SCHEMA "library";
--> statement-breakpoint
CREATE SCHEMA "portal";
--> statement-breakpoint
CREATE SCHEMA "search";
--> statement-breakpoint
CREATE SCHEMA "sso";
--> statement-breakpoint
CREATE TABLE "library"."school_library" (
	"lib_code" text PRIMARY KEY NOT NULL,
	"neis_code" text NOT NULL,
	"sch_key" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_library_neis_code_unique" UNIQUE("neis_code")
);
--> statement-breakpoint
CREATE TABLE "portal"."footer_detail" (
	"sch_key" integer PRIMARY KEY NOT NULL,
	"addr" text NOT NULL,
	"tel_no" text NOT NULL,
	"center_no" text NOT NULL,
	"copy_right" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."main_setup" (
	"setup_code" text PRIMARY KEY NOT NULL,
	"setup_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."member" (
	"member_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."member_member_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"member_type_code" text NOT NULL,
	"sch_key" integer,
	"grade" integer,
	"class_no" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."menu" (
	"menu_id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"audience" text NOT NULL,
	"group_code" text NOT NULL,
	"group_name" text NOT NULL,
	"group_order" integer NOT NULL,
	"menu_name" text NOT NULL,
	"route_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."region" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."school" (
	"sch_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."school_sch_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"neis_code" text NOT NULL,
	"prov_code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"kind" text NOT NULL,
	"sch_level_code" text,
	"zip" text,
	"addr" text NOT NULL,
	"addr_detail" text,
	"tel_no" text,
	"fax_no" text,
	"homepage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_neis_code_name_unique" UNIQUE("neis_code","name")
);
--> statement-breakpoint
CREATE TABLE "search"."book" (
	"book_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search"."book_book_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_key" text NOT NULL,
	"isbn13" text,
	"title" text NOT NULL,
	"author" text,
	"publisher" text,
	"pub_year" integer,
	"volume" text,
	"kdc" text,
	"isbn_add_code" text,
	"source" text NOT NULL,
	CONSTRAINT "book_record_key_unique" UNIQUE("record_key"),
	CONSTRAINT "book_isbn13_unique" UNIQUE("isbn13")
);
--> statement-breakpoint
CREATE TABLE "search"."kdc_division" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search"."loan_ranking" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"gender" text NOT NULL,
	"age_band" integer NOT NULL,
	"rank" integer NOT NULL,
	"isbn13" text NOT NULL,
	"loans" integer NOT NULL,
	CONSTRAINT "loan_ranking_year_month_gender_age_band_isbn13_rank_pk" PRIMARY KEY("year","month","gender","age_band","isbn13","rank")
);
--> statement-breakpoint
CREATE TABLE "sso"."account" (
	"account_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso"."account_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
ALTER TABLE "portal"."footer_detail" ADD CONSTRAINT "footer_detail_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD CONSTRAINT "member_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;