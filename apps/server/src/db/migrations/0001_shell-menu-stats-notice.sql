CREATE TABLE "portal"."menu_click_stat" (
	"sch_key" integer,
	"stat_date" date NOT NULL,
	"menu_name" text NOT NULL,
	"type" text NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_click_stat_unique" UNIQUE NULLS NOT DISTINCT("sch_key","stat_date","menu_name","type")
);
--> statement-breakpoint
CREATE TABLE "portal"."notice" (
	"notice_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."notice_notice_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "portal"."menu_click_stat" ADD CONSTRAINT "menu_click_stat_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;