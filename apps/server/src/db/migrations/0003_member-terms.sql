ALTER TABLE "portal"."member" ADD COLUMN "terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "guardian_agreed_at" timestamp with time zone;