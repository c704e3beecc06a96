CREATE TABLE "user_daily_usage" (
	"uid" text NOT NULL,
	"day" text NOT NULL,
	"youtube_units" integer DEFAULT 0 NOT NULL,
	"channels_added" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_usage_uid_day_pk" PRIMARY KEY("uid","day")
);
--> statement-breakpoint
CREATE TABLE "youtube_missing_videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_daily_usage_day_idx" ON "user_daily_usage" USING btree ("day");--> statement-breakpoint
CREATE INDEX "youtube_missing_videos_checked_at_idx" ON "youtube_missing_videos" USING btree ("checked_at");