-- The lag of a channel's public Atom feed behind the Data API, measured at each Data API refresh of one of
-- its videos younger than 48 hours; the hourly snapshots of the first 48 hours come from the feed while it
-- is at most 30 minutes (docs/decisions/video-history.md).
ALTER TABLE "channels" ADD COLUMN "feed_lag_ms" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feed_lag_at" timestamp with time zone;
--> statement-breakpoint
-- Each channel's typical start per format, computed with its outlier scores after its videos are refreshed,
-- so GET /channels/curve reads one row instead of the channel's snapshots (docs/decisions/video-history.md).
CREATE TABLE "channel_curves" (
	"channel_id" text NOT NULL,
	"format" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"points" jsonb NOT NULL,
	CONSTRAINT "channel_curves_channel_id_format_pk" PRIMARY KEY("channel_id","format")
);
--> statement-breakpoint
ALTER TABLE "channel_curves" ADD CONSTRAINT "channel_curves_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "channels"("id") ON DELETE cascade ON UPDATE no action;
