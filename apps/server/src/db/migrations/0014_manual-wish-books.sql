DROP INDEX "library"."furnish_request_open_unique";--> statement-breakpoint
ALTER TABLE "library"."furnish_request" ALTER COLUMN "book_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "library"."furnish_request" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
UPDATE "library"."furnish_request" SET "dedupe_key" = 'book:' || "book_key";--> statement-breakpoint
ALTER TABLE "library"."furnish_request" ALTER COLUMN "dedupe_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "furnish_request_open_unique" ON "library"."furnish_request" USING btree ("patron_id","dedupe_key") WHERE "library"."furnish_request"."status" = 'REQUESTED';
