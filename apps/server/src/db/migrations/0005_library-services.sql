CREATE TABLE "library"."furnish_request" (
	"request_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."furnish_request_request_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lib_code" text NOT NULL,
	"book_key" integer NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"publisher" text,
	"isbn" text,
	"pub_year" smallint,
	"patron_id" integer NOT NULL,
	"memo" text,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"decline_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library"."ill_request" (
	"ill_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."ill_request_ill_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"book_key" integer NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"publisher" text,
	"isbn" text,
	"patron_id" integer NOT NULL,
	"borrowing_lib_code" text NOT NULL,
	"lending_lib_code" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reg_no" text,
	"refuse_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library"."library_notice" (
	"notice_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."library_notice_notice_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lib_code" text,
	"prov_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"important_yn" char(1) DEFAULT 'N' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library"."loan" (
	"loan_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."loan_loan_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lib_code" text NOT NULL,
	"reg_no" text NOT NULL,
	"call_no" text NOT NULL,
	"book_key" integer NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"publisher" text,
	"isbn" text,
	"patron_id" integer NOT NULL,
	"loaned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loan_date" date NOT NULL,
	"due_date" date NOT NULL,
	"renew_count" smallint DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	"return_date" date
);
--> statement-breakpoint
CREATE TABLE "library"."loan_rule" (
	"lib_code" text NOT NULL,
	"grade" smallint NOT NULL,
	"loan_limit" smallint NOT NULL,
	"loan_days" smallint NOT NULL,
	"renew_limit" smallint NOT NULL,
	"rsvt_limit" smallint NOT NULL,
	CONSTRAINT "loan_rule_lib_code_grade_pk" PRIMARY KEY("lib_code","grade")
);
--> statement-breakpoint
CREATE TABLE "library"."reservation" (
	"rsvt_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library"."reservation_rsvt_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lib_code" text NOT NULL,
	"book_key" integer NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"publisher" text,
	"isbn" text,
	"patron_id" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reg_no" text,
	"ready_at" timestamp with time zone,
	"pickup_until" date,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "library"."patron" ADD COLUMN "grade" smallint;--> statement-breakpoint
ALTER TABLE "library"."patron" ADD COLUMN "class_no" smallint;--> statement-breakpoint
ALTER TABLE "library"."furnish_request" ADD CONSTRAINT "furnish_request_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."furnish_request" ADD CONSTRAINT "furnish_request_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."ill_request" ADD CONSTRAINT "ill_request_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."ill_request" ADD CONSTRAINT "ill_request_borrowing_lib_code_school_library_lib_code_fk" FOREIGN KEY ("borrowing_lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."ill_request" ADD CONSTRAINT "ill_request_lending_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lending_lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."library_notice" ADD CONSTRAINT "library_notice_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."loan" ADD CONSTRAINT "loan_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."loan" ADD CONSTRAINT "loan_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."loan_rule" ADD CONSTRAINT "loan_rule_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."reservation" ADD CONSTRAINT "reservation_lib_code_school_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "library"."school_library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."reservation" ADD CONSTRAINT "reservation_patron_id_patron_patron_id_fk" FOREIGN KEY ("patron_id") REFERENCES "library"."patron"("patron_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "furnish_request_open_unique" ON "library"."furnish_request" USING btree ("patron_id","book_key") WHERE "library"."furnish_request"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "furnish_request_lib_idx" ON "library"."furnish_request" USING btree ("lib_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ill_request_open_unique" ON "library"."ill_request" USING btree ("patron_id","book_key") WHERE "library"."ill_request"."status" in ('REQUESTED', 'APPROVED', 'SENT', 'RECEIVED');--> statement-breakpoint
CREATE INDEX "ill_request_lending_idx" ON "library"."ill_request" USING btree ("lending_lib_code","status");--> statement-breakpoint
CREATE INDEX "ill_request_borrowing_idx" ON "library"."ill_request" USING btree ("borrowing_lib_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "library_notice_title_unique" ON "library"."library_notice" USING btree ("prov_code","title");--> statement-breakpoint
CREATE INDEX "library_notice_lib_idx" ON "library"."library_notice" USING btree ("lib_code","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_open_copy_unique" ON "library"."loan" USING btree ("lib_code","reg_no") WHERE "library"."loan"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "loan_patron_idx" ON "library"."loan" USING btree ("patron_id","returned_at");--> statement-breakpoint
CREATE INDEX "loan_lib_due_idx" ON "library"."loan" USING btree ("lib_code","due_date") WHERE "library"."loan"."returned_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_active_unique" ON "library"."reservation" USING btree ("patron_id","lib_code","book_key") WHERE "library"."reservation"."status" in ('WAITING', 'READY');--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_ready_copy_unique" ON "library"."reservation" USING btree ("lib_code","reg_no") WHERE "library"."reservation"."status" = 'READY';--> statement-breakpoint
CREATE INDEX "reservation_queue_idx" ON "library"."reservation" USING btree ("lib_code","book_key","status","rsvt_key");--> statement-breakpoint
CREATE INDEX "reservation_patron_idx" ON "library"."reservation" USING btree ("patron_id","status");