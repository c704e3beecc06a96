ALTER TABLE "user_daily_usage" ADD COLUMN "keyword_searches" integer DEFAULT 0 NOT NULL;
