ALTER TABLE "search"."book" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "work_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search"."book" ADD COLUMN "work_head" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "book_work_key_idx" ON "search"."book" USING btree ("work_key");--> statement-breakpoint
-- Custom (decision 240): search lists one result per work, from its head record (`work_head`). The
-- prefix indexes of decision 015 carry the mark, so the tiers stay index-only scans.
DROP INDEX IF EXISTS "search"."book_title_norm_prefix_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_title_norm_prefix_idx" ON "search"."book" USING btree ("title_norm" text_pattern_ops) INCLUDE ("popularity", "pub_year", "book_key", "work_head");
--> statement-breakpoint
DROP INDEX IF EXISTS "search"."book_title_initials_prefix_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "book_title_initials_prefix_idx" ON "search"."book" USING btree ("title_initials" text_pattern_ops) INCLUDE ("popularity", "pub_year", "book_key", "work_head");
--> statement-breakpoint
-- The seeded records are read again at the next start (their titles cleaned of series and parallel
-- titles, their work keys written): the seed's back-fill rewrites rows without tokens.
UPDATE "search"."book" SET "search_tokens" = NULL WHERE "source" IN ('loan-ranking', 'children-2025');
