ALTER TABLE "user_daily_usage" ADD COLUMN "keyword_searches" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "channel_analysis_runs" SET "status" = 'failed', "error" = 'Another run of this channel the same day was kept.' WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "uid", "channel_id", "day" ORDER BY "created_at", "id") AS "n" FROM "channel_analysis_runs" WHERE "status" <> 'failed') AS "ranked" WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "channel_analysis_runs_once_a_day_idx" ON "channel_analysis_runs" USING btree ("uid","channel_id","day") WHERE status <> 'failed';
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allowance_timezone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allowance_timezone_next" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allowance_timezone_from" timestamp with time zone;
