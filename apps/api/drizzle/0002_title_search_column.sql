DROP INDEX "videos_title_search_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_title_search_idx" ON "videos" USING gin ("title_search");