CREATE TABLE "portal"."promotion_intro" (
	"collection_key" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_member_key" integer
);
--> statement-breakpoint
ALTER TABLE "portal"."promotion_intro" ADD CONSTRAINT "promotion_intro_mod_member_key_member_member_key_fk" FOREIGN KEY ("mod_member_key") REFERENCES "portal"."member"("member_key") ON DELETE set null ON UPDATE no action;