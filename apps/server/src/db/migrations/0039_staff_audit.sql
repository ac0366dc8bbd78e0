CREATE TABLE "portal"."staff_audit" (
	"audit_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."staff_audit_audit_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"acted_at" timestamp with time zone NOT NULL,
	"actor_key" integer NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_key" text NOT NULL,
	"sch_key" integer,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_school_idx" ON "portal"."staff_audit" USING btree ("sch_key","acted_at");--> statement-breakpoint
CREATE INDEX "staff_audit_acted_idx" ON "portal"."staff_audit" USING btree ("acted_at");