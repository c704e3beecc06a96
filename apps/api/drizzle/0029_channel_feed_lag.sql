-- The lag of a channel's public Atom feed behind the Data API, measured at each Data API refresh of one of
-- its videos younger than 48 hours; the hourly snapshots of the first 48 hours come from the feed while it
-- is at most 30 minutes (docs/decisions/video-history.md).
ALTER TABLE "channels" ADD COLUMN "feed_lag_ms" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "feed_lag_at" timestamp with time zone;
