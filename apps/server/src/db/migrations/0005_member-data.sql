CREATE TABLE "portal"."my_lib_bookshelf" (
	"shelf_book_key" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal"."my_lib_bookshelf_shelf_book_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_key" integer NOT NULL,
	"isbn" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "portal"."my_lib_bookshelf" ADD CONSTRAINT "my_lib_bookshelf_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD CONSTRAINT "reading_activity_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."reading_activity" ADD CONSTRAINT "reading_activity_teacher_member_key_member_member_key_fk" FOREIGN KEY ("teacher_member_key") REFERENCES "portal"."member"("member_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."system_notification" ADD CONSTRAINT "system_notification_member_key_member_member_key_fk" FOREIGN KEY ("member_key") REFERENCES "portal"."member"("member_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_lib_bookshelf_member_idx" ON "portal"."my_lib_bookshelf" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "reading_activity_member_idx" ON "portal"."reading_activity" USING btree ("member_key");--> statement-breakpoint
CREATE INDEX "reading_activity_teacher_idx" ON "portal"."reading_activity" USING btree ("teacher_member_key");--> statement-breakpoint
CREATE INDEX "system_notification_member_idx" ON "portal"."system_notification" USING btree ("member_key");