CREATE TABLE "portal"."member_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_key" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "sso"."login_attempt" (
	"attempt_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso"."login_attempt_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso"."sso_session" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sso"."account" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sso"."account" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."member_session" ADD CONSTRAINT "member_session_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso"."sso_session" ADD CONSTRAINT "sso_session_account_id_account_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "sso"."account"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "portal"."member_session" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "login_attempt_subject_idx" ON "sso"."login_attempt" USING btree ("scope","subject","attempted_at");--> statement-breakpoint
CREATE INDEX "sso_session_account_idx" ON "sso"."sso_session" USING btree ("account_id");