CREATE TABLE "portal"."class_change_request" (
	"request_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."class_change_request_request_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"sch_key" integer NOT NULL,
	"from_grade" integer,
	"from_class_no" integer,
	"grade" integer NOT NULL,
	"class_no" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."class_join_code" (
	"code_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."class_join_code_code_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sch_key" integer NOT NULL,
	"grade" integer NOT NULL,
	"class_no" integer NOT NULL,
	"code" text NOT NULL,
	"issued_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."school_year_roll_over" (
	"sch_key" integer NOT NULL,
	"school_year" integer NOT NULL,
	"moved" integer NOT NULL,
	"graduated" integer NOT NULL,
	"rolled_by" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_year_roll_over_pk" PRIMARY KEY("sch_key","school_year")
);
--> statement-breakpoint
ALTER TABLE "portal"."class_change_request" ADD CONSTRAINT "class_change_request_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."class_change_request" ADD CONSTRAINT "class_change_request_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."class_join_code" ADD CONSTRAINT "class_join_code_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."class_join_code" ADD CONSTRAINT "class_join_code_issued_by_member_member_key_fk" FOREIGN KEY ("issued_by") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."school_year_roll_over" ADD CONSTRAINT "school_year_roll_over_sch_key_school_sch_key_fk" FOREIGN KEY ("sch_key") REFERENCES "portal"."school"("sch_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_change_request_school_idx" ON "portal"."class_change_request" USING btree ("sch_key","status");--> statement-breakpoint
CREATE UNIQUE INDEX "class_change_request_one_pending" ON "portal"."class_change_request" USING btree ("member_key") WHERE "portal"."class_change_request"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "class_join_code_code_uq" ON "portal"."class_join_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "class_join_code_one_live" ON "portal"."class_join_code" USING btree ("sch_key","grade","class_no") WHERE "portal"."class_join_code"."revoked_at" is null;