CREATE TABLE "recap_outbox" (
	"uid" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message_id" text NOT NULL,
	"detail" text,
	"marks" jsonb,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recap_outbox_uid_day_pk" PRIMARY KEY("uid","day")
);
--> statement-breakpoint
CREATE TABLE "role_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_uid" text,
	"actor" text NOT NULL,
	"target_uid" text NOT NULL,
	"target_email" text NOT NULL,
	"role" text NOT NULL,
	"granted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recap_outbox" ADD CONSTRAINT "recap_outbox_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recap_outbox_created_at_idx" ON "recap_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "role_changes_created_at_idx" ON "role_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_recap_idx" ON "users" USING btree ("uid") WHERE subscribed_to_daily_recap_email and email_verified;