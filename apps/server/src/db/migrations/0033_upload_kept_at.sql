ALTER TABLE "portal"."board_file" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
-- Decision 225: uploads that another use already took before this migration (rich-text images, club
-- albums and covers, marathon covers) are kept, so the purge never removes a picture someone shows.
UPDATE "portal"."board_file" SET "kept_at" = now() WHERE "post_key" IS NULL;--> statement-breakpoint
-- Decision 227: a comment target's key has one spelling; rows written as '020' join the thread of 20.
UPDATE "portal"."comment" SET "target_key" = ("target_key"::bigint)::text
  WHERE "target_key" ~ '^0[0-9]{1,18}$' AND ("target_key"::bigint) BETWEEN 1 AND 2147483647;
