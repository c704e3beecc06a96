CREATE TABLE "affiliate_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"website" text NOT NULL,
	"followers" text NOT NULL,
	"message" text NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"handle" text,
	"thumbnail_url" text,
	"uploads_playlist_id" text NOT NULL,
	"subscriber_count" bigint NOT NULL,
	"hidden_subscriber_count" boolean DEFAULT false NOT NULL,
	"video_count" integer NOT NULL,
	"view_count" bigint NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_usage" (
	"day" text PRIMARY KEY NOT NULL,
	"units" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_channels" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"tracked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"retry_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_snapshots" (
	"video_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"view_count" bigint NOT NULL,
	CONSTRAINT "video_snapshots_video_id_taken_at_pk" PRIMARY KEY("video_id","taken_at")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"duration_iso" text NOT NULL,
	"format" text NOT NULL,
	"view_count" bigint NOT NULL,
	"like_count" bigint NOT NULL,
	"comment_count" bigint NOT NULL,
	"outlier_score" double precision,
	"lifetime_vph" double precision NOT NULL,
	"recent_vph" double precision,
	"channel_title" text NOT NULL,
	"channel_subscriber_count" bigint NOT NULL,
	"channel_video_count" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_snapshots" ADD CONSTRAINT "video_snapshots_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_applications_created_at_idx" ON "affiliate_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "affiliate_applications_ip_hash_idx" ON "affiliate_applications" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "tracked_channels_tracked_at_idx" ON "tracked_channels" USING btree ("tracked_at");--> statement-breakpoint
CREATE INDEX "video_snapshots_taken_at_idx" ON "video_snapshots" USING btree ("taken_at");--> statement-breakpoint
CREATE INDEX "videos_channel_id_idx" ON "videos" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "videos_fetched_at_idx" ON "videos" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "videos_outlier_asc_idx" ON "videos" USING btree ("outlier_score","id");--> statement-breakpoint
CREATE INDEX "videos_outlier_desc_idx" ON "videos" USING btree ("outlier_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_view_count_idx" ON "videos" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "videos_like_count_idx" ON "videos" USING btree ("like_count","id");--> statement-breakpoint
CREATE INDEX "videos_comment_count_idx" ON "videos" USING btree ("comment_count","id");--> statement-breakpoint
CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "videos_lifetime_vph_idx" ON "videos" USING btree ("lifetime_vph","id");--> statement-breakpoint
CREATE INDEX "videos_title_idx" ON "videos" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "videos_channel_title_idx" ON "videos" USING btree ("channel_title","id");--> statement-breakpoint
CREATE INDEX "videos_channel_subscriber_count_idx" ON "videos" USING btree ("channel_subscriber_count","id");--> statement-breakpoint
CREATE INDEX "videos_channel_video_count_idx" ON "videos" USING btree ("channel_video_count","id");--> statement-breakpoint
CREATE INDEX "videos_title_search_idx" ON "videos" USING gin (to_tsvector('simple', "title"));