CREATE TABLE "portal"."badge_activity" (
	"activity_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."badge_activity_activity_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"badge_type_code" text NOT NULL,
	"source_key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_activity_once" UNIQUE("member_key","badge_type_code","source_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."book_shelf" (
	"shelf_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."book_shelf_shelf_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"shelf_name" text NOT NULL,
	"description" text,
	"public_yn" char(1) DEFAULT 'N' NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	"mod_date" timestamp with time zone DEFAULT now() NOT NULL,
	"seed_key" text,
	CONSTRAINT "book_shelf_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."live_ticket" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."member_badge" (
	"member_key" integer NOT NULL,
	"badge_type_code" text NOT NULL,
	"level" integer NOT NULL,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_badge_member_key_badge_type_code_level_pk" PRIMARY KEY("member_key","badge_type_code","level")
);
--> statement-breakpoint
CREATE TABLE "portal"."member_message" (
	"message_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."member_message_message_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_key" integer NOT NULL,
	"receiver_key" integer NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"sender_asterisk_yn" char(1) DEFAULT 'N' NOT NULL,
	"receiver_asterisk_yn" char(1) DEFAULT 'N' NOT NULL,
	"sender_deleted_at" timestamp with time zone,
	"receiver_deleted_at" timestamp with time zone
);
--> statement-breakpoint
-- Books kept before shelves existed go to a shelf "내 서재" of their member, so none is lost.
ALTER TABLE "portal"."my_lib_bookshelf" ADD COLUMN "shelf_key" integer;--> statement-breakpoint
INSERT INTO "portal"."book_shelf" ("member_key", "shelf_name") SELECT DISTINCT "member_key", '내 서재' FROM "portal"."my_lib_bookshelf";--> statement-breakpoint
UPDATE "portal"."my_lib_bookshelf" b SET "shelf_key" = s."shelf_key" FROM "portal"."book_shelf" s WHERE s."member_key" = b."member_key";--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ALTER COLUMN "shelf_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD COLUMN "book_key" integer;--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD COLUMN "kind" text DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD COLUMN "link_route" text;--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "portal"."badge_activity" ADD CONSTRAINT "badge_activity_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."book_shelf" ADD CONSTRAINT "book_shelf_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."live_ticket" ADD CONSTRAINT "live_ticket_token_hash_member_session_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "portal"."member_session"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."member_badge" ADD CONSTRAINT "member_badge_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."member_message" ADD CONSTRAINT "member_message_sender_key_member_member_key_fk" FOREIGN KEY ("sender_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."member_message" ADD CONSTRAINT "member_message_receiver_key_member_member_key_fk" FOREIGN KEY ("receiver_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_activity_member_idx" ON "portal"."badge_activity" USING btree ("member_key","badge_type_code");--> statement-breakpoint
CREATE INDEX "book_shelf_member_idx" ON "portal"."book_shelf" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "book_shelf_public_idx" ON "portal"."book_shelf" USING btree ("public_yn");--> statement-breakpoint
CREATE INDEX "member_message_receiver_idx" ON "portal"."member_message" USING btree ("receiver_key","sent_at");--> statement-breakpoint
CREATE INDEX "member_message_sender_idx" ON "portal"."member_message" USING btree ("sender_key","sent_at");--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD CONSTRAINT "my_lib_bookshelf_shelf_key_book_shelf_shelf_key_fk" FOREIGN KEY ("shelf_key") REFERENCES "portal"."book_shelf"("shelf_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_lib_bookshelf_shelf_idx" ON "portal"."my_lib_bookshelf" USING btree ("shelf_key","sort_order");--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD CONSTRAINT "my_lib_bookshelf_shelf_book" UNIQUE("shelf_key","title","isbn");--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD CONSTRAINT "system_notification_once" UNIQUE("member_key","dedupe_key");