CREATE TABLE "youtube_links" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail_url" text,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"key_id" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"subscriptions_refreshed_at" timestamp with time zone,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "youtube_links" ADD CONSTRAINT "youtube_links_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_oauth_states" ADD CONSTRAINT "youtube_oauth_states_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "youtube_links_uid_idx" ON "youtube_links" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "youtube_links_subscriptions_refreshed_at_idx" ON "youtube_links" USING btree ("subscriptions_refreshed_at");--> statement-breakpoint
CREATE INDEX "youtube_oauth_states_uid_idx" ON "youtube_oauth_states" USING btree ("uid","expires_at");