CREATE TABLE "portal"."portfolio" (
	"portfolio_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."portfolio_portfolio_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"sch_key" integer,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"privacy_bound_code" char(2) DEFAULT '02' NOT NULL,
	"feedback" text,
	"reviewer_member_key" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."portfolio_item" (
	"item_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."portfolio_item_item_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"portfolio_key" integer NOT NULL,
	"item_type" text NOT NULL,
	"ref_key" integer NOT NULL,
	"rea_act_key" integer,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"item_date" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."portfolio" ADD CONSTRAINT "portfolio_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."portfolio" ADD CONSTRAINT "portfolio_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."portfolio" ADD CONSTRAINT "portfolio_reviewer_member_key_member_member_key_fk" FOREIGN KEY ("reviewer_member_key") REFERENCES "portal"."member"("member_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."portfolio_item" ADD CONSTRAINT "portfolio_item_portfolio_key_portfolio_portfolio_key_fk" FOREIGN KEY ("portfolio_key") REFERENCES "portal"."portfolio"("portfolio_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."portfolio_item" ADD CONSTRAINT "portfolio_item_rea_act_key_reading_activity_rea_act_key_fk" FOREIGN KEY ("rea_act_key") REFERENCES "portal"."reading_activity"("rea_act_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_member_idx" ON "portal"."portfolio" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "portfolio_school_idx" ON "portal"."portfolio" USING btree ("sch_key","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_item_portfolio_idx" ON "portal"."portfolio_item" USING btree ("portfolio_key","sort_order");