CREATE TABLE "saved_videos" (
	"uid" text NOT NULL,
	"video_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_videos_uid_video_id_pk" PRIMARY KEY("uid","video_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_beta_tester" boolean DEFAULT false NOT NULL,
	"subscribed_to_daily_recap_email" boolean DEFAULT true NOT NULL,
	"subscription_live" jsonb,
	"youtube" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_videos" ADD CONSTRAINT "saved_videos_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_videos_video_id_idx" ON "saved_videos" USING btree ("video_id");