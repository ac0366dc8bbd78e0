CREATE TABLE "search"."import_job" (
	"job_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search"."import_job_job_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lib_code" text NOT NULL,
	"member_key" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"encoding" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search"."import_line" (
	"job_key" integer NOT NULL,
	"seq" integer NOT NULL,
	"line_no" integer NOT NULL,
	"reg_no" text,
	"title" text,
	"outcome" text NOT NULL,
	"reason" text,
	"book_key" integer,
	CONSTRAINT "import_line_job_key_seq_pk" PRIMARY KEY("job_key","seq")
);
--> statement-breakpoint
ALTER TABLE "search"."import_job" ADD CONSTRAINT "import_job_lib_code_library_lib_code_fk" FOREIGN KEY ("lib_code") REFERENCES "search"."library"("lib_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search"."import_line" ADD CONSTRAINT "import_line_job_key_import_job_job_key_fk" FOREIGN KEY ("job_key") REFERENCES "search"."import_job"("job_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_lib_code_idx" ON "search"."import_job" USING btree ("lib_code");--> statement-breakpoint
CREATE INDEX "import_line_outcome_idx" ON "search"."import_line" USING btree ("job_key","outcome");