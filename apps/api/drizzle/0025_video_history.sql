-- Snapshots kept 30 days, in a table partitioned by UTC day: retention drops whole days instead of deleting
-- rows (docs/decisions/video-history.md). Partitions are made on demand by video_snapshots_partition(day),
-- which the store calls before each write; existing rows move into the new table.
ALTER TABLE "video_snapshots" RENAME TO "video_snapshots_old";--> statement-breakpoint
ALTER TABLE "video_snapshots_old" DROP CONSTRAINT "video_snapshots_video_id_videos_id_fk";--> statement-breakpoint
ALTER TABLE "video_snapshots_old" RENAME CONSTRAINT "video_snapshots_video_id_taken_at_pk" TO "video_snapshots_old_pk";--> statement-breakpoint
DROP INDEX IF EXISTS "video_snapshots_taken_at_idx";--> statement-breakpoint
CREATE TABLE "video_snapshots" (
	"video_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"view_count" bigint NOT NULL,
	"like_count" bigint,
	"comment_count" bigint,
	"source" text DEFAULT 'api' NOT NULL,
	CONSTRAINT "video_snapshots_video_id_taken_at_pk" PRIMARY KEY("video_id","taken_at")
) PARTITION BY RANGE ("taken_at");--> statement-breakpoint
ALTER TABLE "video_snapshots" ADD CONSTRAINT "video_snapshots_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION video_snapshots_partition(day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := 'video_snapshots_p' || to_char(day, 'YYYYMMDD');
BEGIN
  IF to_regclass(name) IS NOT NULL THEN
    RETURN;
  END IF;
  -- Writers of the same day queue here; the loser of a race finds the table made and moves on.
  PERFORM pg_advisory_xact_lock(hashtext('video_snapshots_partition'));
  BEGIN
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF video_snapshots FOR VALUES FROM (%L) TO (%L)',
      name,
      to_char(day, 'YYYY-MM-DD') || ' 00:00:00+00',
      to_char(day + 1, 'YYYY-MM-DD') || ' 00:00:00+00'
    );
  EXCEPTION WHEN duplicate_table OR unique_violation THEN
    NULL;
  END;
END;
$$;--> statement-breakpoint
SELECT video_snapshots_partition(d::date) FROM (
	SELECT DISTINCT ("taken_at" AT TIME ZONE 'UTC')::date AS d FROM "video_snapshots_old"
) AS days;--> statement-breakpoint
INSERT INTO "video_snapshots" ("video_id", "taken_at", "view_count")
	SELECT "video_id", "taken_at", "view_count" FROM "video_snapshots_old";--> statement-breakpoint
DROP TABLE "video_snapshots_old";--> statement-breakpoint
-- Title and thumbnail changes, with views per hour over the 24 hours before and after each.
CREATE TABLE "video_changes" (
	"video_id" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"vph_before" double precision,
	"vph_after" double precision,
	CONSTRAINT "video_changes_video_id_changed_at_kind_pk" PRIMARY KEY("video_id","changed_at","kind")
);--> statement-breakpoint
ALTER TABLE "video_changes" ADD CONSTRAINT "video_changes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_changes_changed_at_idx" ON "video_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail_etag" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "outlier_at_age" double precision;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "outlier_at_age_sample" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_outlier_at_age_asc_idx" ON "videos" USING btree ("outlier_at_age" ASC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "videos_outlier_at_age_desc_idx" ON "videos" USING btree ("outlier_at_age" DESC NULLS LAST,"id" DESC NULLS LAST);
