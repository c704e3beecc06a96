CREATE TABLE "channel_analytics" (
	"channel_id" text NOT NULL,
	"end_date" text NOT NULL,
	"report" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_analytics_channel_id_end_date_pk" PRIMARY KEY("channel_id","end_date")
);
--> statement-breakpoint
ALTER TABLE "channel_analytics" ADD CONSTRAINT "channel_analytics_channel_id_youtube_links_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "youtube_links"("channel_id") ON DELETE cascade ON UPDATE no action;
