DROP TABLE "library"."library_notice" CASCADE;--> statement-breakpoint
DROP TABLE "portal"."notice" CASCADE;