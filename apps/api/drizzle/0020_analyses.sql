CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"key" text NOT NULL,
	"target" text NOT NULL,
	"title" text,
	"language" text,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_usage" (
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"used" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_usage_uid_kind_day_pk" PRIMARY KEY("uid","kind","day")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_usage" ADD CONSTRAINT "analysis_usage_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_once_a_day_idx" ON "analyses" USING btree ("uid","kind","day","key");--> statement-breakpoint
CREATE INDEX "analyses_uid_created_at_idx" ON "analyses" USING btree ("uid","created_at","id");--> statement-breakpoint
CREATE INDEX "analyses_created_at_idx" ON "analyses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analysis_usage_updated_at_idx" ON "analysis_usage" USING btree ("updated_at");