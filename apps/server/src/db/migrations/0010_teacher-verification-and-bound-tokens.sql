CREATE TABLE "library"."patron_link_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"patron_id" integer NOT NULL,
	"lib_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library"."dls_token" ADD COLUMN "session_hash" text;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "verify_status" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "verify_reason" text;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "library"."patron_link_code" ADD CONSTRAINT "patron_link_code_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patron_link_code_patron_idx" ON "library"."patron_link_code" USING btree ("patron_id");--> statement-breakpoint
CREATE INDEX "member_school_type_idx" ON "portal"."member" USING btree ("sch_key","member_type_code");--> statement-breakpoint
-- Teachers who registered themselves were never checked: they wait for their school manager (decision 050).
UPDATE "portal"."member" SET "verify_status" = 'pending' WHERE "member_type_code" = '02';--> statement-breakpoint
-- Library tokens issued before they were bound to a session die now (decision 052).
UPDATE "library"."dls_token" SET "revoked_at" = now() WHERE "revoked_at" IS NULL;
