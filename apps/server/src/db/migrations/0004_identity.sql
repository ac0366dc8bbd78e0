CREATE TABLE "library"."dls_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"patron_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library"."patron" (
	"patron_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."patron_patron_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lib_code" text NOT NULL,
	"card_no" text NOT NULL,
	"name" text NOT NULL,
	"loan_yn" char(1) DEFAULT 'Y' NOT NULL,
	"loan_n_reason" text,
	"linked_member_key" integer,
	"linked_at" timestamp with time zone,
	"agree_yn" char(1) DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patron_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "patron_linked_member_key_unique" UNIQUE("linked_member_key")
);
--> statement-breakpoint
CREATE TABLE "portal"."member_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_key" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "portal"."my_lib_bookshelf" (
	"shelf_book_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."my_lib_bookshelf_shelf_book_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"isbn" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."oidc_login" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"callback_at" timestamp with time zone,
	"login_id" text,
	"result_hash" text,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_login_result_hash_unique" UNIQUE("result_hash")
);
--> statement-breakpoint
CREATE TABLE "portal"."reading_activity" (
	"rea_act_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."reading_activity_rea_act_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"teacher_member_key" integer,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."system_notification" (
	"notification_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."system_notification_notification_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"title" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso"."login_attempt" (
	"attempt_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sso"."login_attempt_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso"."oidc_payload" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payload_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "sso"."oidc_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "portal"."member" ADD COLUMN "terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."member" ADD COLUMN "guardian_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso"."account" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sso"."account" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library"."dls_token" ADD CONSTRAINT "dls_token_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."patron" ADD CONSTRAINT "patron_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."member_session" ADD CONSTRAINT "member_session_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."my_lib_bookshelf" ADD CONSTRAINT "my_lib_bookshelf_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD CONSTRAINT "reading_activity_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD CONSTRAINT "reading_activity_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD CONSTRAINT "system_notification_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso"."sso_session" ADD CONSTRAINT "sso_session_account_id_account_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "sso"."account"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patron_lib_idx" ON "library"."patron" USING btree ("lib_code");--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "portal"."member_session" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "my_lib_bookshelf_member_idx" ON "portal"."my_lib_bookshelf" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "reading_activity_member_idx" ON "portal"."reading_activity" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "reading_activity_teacher_idx" ON "portal"."reading_activity" USING btree ("teacher_member_key");--> statement-breakpoint
CREATE INDEX "system_notification_member_idx" ON "portal"."system_notification" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "login_attempt_subject_idx" ON "sso"."login_attempt" USING btree ("scope","subject","attempted_at");--> statement-breakpoint
CREATE INDEX "oidc_payload_grant_idx" ON "sso"."oidc_payload" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payload_uid_idx" ON "sso"."oidc_payload" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sso_session_account_idx" ON "sso"."sso_session" USING btree ("account_id");