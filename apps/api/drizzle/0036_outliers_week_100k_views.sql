-- ">= 100K views" (the views chip of the outliers page) over a date range sorted by subscribers: the week walk
-- read each week's subscriber order from its start, through a run of small channels' videos that fail the
-- filter (a run that grows with the store); this index holds only the videos that pass it
-- (docs/decisions/throughput.md).
CREATE INDEX "videos_week_subscriber_count_100k_idx" ON "videos" USING btree ((floor(extract(epoch from ("published_at" - '1970-01-01 00:00:00+00'::timestamptz)) / 604800)::integer),"channel_subscriber_count", "id", "published_at", "view_count", "outlier_score", "format") WHERE "view_count" >= 100000;
