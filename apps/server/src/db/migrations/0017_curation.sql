CREATE TABLE "portal"."center_curation" (
	"curation_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."center_curation_curation_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_book_key" integer,
	"writer_key" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."center_curation_book" (
	"curation_key" integer NOT NULL,
	"book_key" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "center_curation_book_curation_key_book_key_pk" PRIMARY KEY("curation_key","book_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."member_recommendation" (
	"recommend_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."member_recommendation_recommend_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"member_type_code" text NOT NULL,
	"sch_key" integer,
	"book_key" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search"."holding" ADD COLUMN "accession_date" date;--> statement-breakpoint
ALTER TABLE "portal"."center_curation_book" ADD CONSTRAINT "center_curation_book_curation_key_center_curation_curation_key_fk" FOREIGN KEY ("curation_key") REFERENCES "portal"."center_curation"("curation_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_recommendation_member_book_unique" ON "portal"."member_recommendation" USING btree ("member_key","book_key");--> statement-breakpoint
CREATE INDEX "member_recommendation_type_idx" ON "portal"."member_recommendation" USING btree ("member_type_code","created_at");--> statement-breakpoint
CREATE INDEX "holding_accession_date_idx" ON "search"."holding" USING btree ("accession_date");