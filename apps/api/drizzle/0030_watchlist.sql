ALTER TABLE "users" ADD COLUMN "breakout_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "breakout_multiple" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE TABLE "watchlist" (
	"uid" text NOT NULL,
	"channel_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"tracking_from" timestamp with time zone,
	CONSTRAINT "watchlist_uid_channel_id_pk" PRIMARY KEY("uid","channel_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_channel_id_idx" ON "watchlist" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "watchlist_waiting_idx" ON "watchlist" USING btree ("added_at") WHERE "watchlist"."tracking_from" is null;--> statement-breakpoint
CREATE TABLE "breakout_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"status" text NOT NULL,
	"message_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "breakout_emails" ADD CONSTRAINT "breakout_emails_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "breakout_emails_uid_idx" ON "breakout_emails" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "breakout_emails_one_sending_idx" ON "breakout_emails" USING btree ("uid") WHERE "breakout_emails"."status" = 'sending';--> statement-breakpoint
CREATE TABLE "watchlist_breakouts" (
	"uid" text NOT NULL,
	"video_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"multiple" double precision NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"email_id" uuid,
	CONSTRAINT "watchlist_breakouts_uid_video_id_pk" PRIMARY KEY("uid","video_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist_breakouts" ADD CONSTRAINT "watchlist_breakouts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_breakouts" ADD CONSTRAINT "watchlist_breakouts_email_id_breakout_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "breakout_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watchlist_breakouts_uid_idx" ON "watchlist_breakouts" USING btree ("uid","detected_at");--> statement-breakpoint
CREATE INDEX "watchlist_breakouts_unsent_idx" ON "watchlist_breakouts" USING btree ("uid") WHERE "watchlist_breakouts"."email_id" is null;--> statement-breakpoint
CREATE TABLE "websub_subscriptions" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"lease_expires_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "websub_subscriptions_lease_idx" ON "websub_subscriptions" USING btree ("lease_expires_at");
