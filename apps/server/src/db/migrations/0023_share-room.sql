CREATE TABLE "portal"."board_post_like" (
	"post_key" integer NOT NULL,
	"member_key" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_post_like_post_key_member_key_pk" PRIMARY KEY("post_key","member_key")
);
--> statement-breakpoint
ALTER TABLE "portal"."board_post" ADD COLUMN "download_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."board_post" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."board_post_like" ADD CONSTRAINT "board_post_like_post_key_board_post_post_key_fk" FOREIGN KEY ("post_key") REFERENCES "portal"."board_post"("post_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."board_post_like" ADD CONSTRAINT "board_post_like_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;