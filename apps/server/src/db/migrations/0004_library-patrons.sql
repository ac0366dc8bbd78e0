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
ALTER TABLE "library"."dls_token" ADD CONSTRAINT "dls_token_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."patron" ADD CONSTRAINT "patron_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patron_lib_idx" ON "library"."patron" USING btree ("lib_code");