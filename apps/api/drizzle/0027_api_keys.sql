CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "api_key_usage" (
	"uid" text NOT NULL,
	"day" text NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "api_key_usage_uid_day_pk" PRIMARY KEY("uid","day")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_uid_idx" ON "api_keys" USING btree ("uid","created_at");
