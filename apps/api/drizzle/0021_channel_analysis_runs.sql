CREATE TABLE "channel_analysis_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"input" text NOT NULL,
	"channel_id" text NOT NULL,
	"timezone" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"progress" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_analysis_runs" ADD CONSTRAINT "channel_analysis_runs_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_analysis_runs_uid_created_at_idx" ON "channel_analysis_runs" USING btree ("uid","created_at");