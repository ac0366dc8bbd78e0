-- Decision 236: reading marathons move to spec 000 §3's visibility codes (the reading activities' table).
-- Stored rows are rewritten by their old meaning: 01 (everyone) becomes 04 (nationwide), 03 (the maker
-- only) becomes 01 (private); 02 (the school) keeps its code. One statement, so no row is moved twice.
UPDATE "portal"."reading_marathon" SET "privacy_bound_code" = CASE "privacy_bound_code"
  WHEN '01' THEN '04'
  WHEN '03' THEN '01'
  ELSE "privacy_bound_code" END
WHERE "privacy_bound_code" IN ('01', '03');--> statement-breakpoint
ALTER TABLE "portal"."reading_marathon" ADD CONSTRAINT "reading_marathon_privacy_bound" CHECK ("portal"."reading_marathon"."privacy_bound_code" in ('01', '02', '04'));
