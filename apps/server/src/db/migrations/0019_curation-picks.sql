CREATE TABLE "portal"."customized_answers" (
	"answer_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."customized_answers_answer_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"grade" smallint NOT NULL,
	"interests" text[] NOT NULL,
	"favourite_book_keys" integer[] NOT NULL,
	"reading_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customized_answers_member_idx" ON "portal"."customized_answers" USING btree ("member_key","created_at");