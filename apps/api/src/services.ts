// The long-lived pieces behind the routes and jobs, built from the environment: the YouTube client with
// its database-backed daily budget, the video service, and the job scheduler (started by index.ts only).
import { createPlanResolver, type PlanResolver } from "./billing/plan.ts";
import type { DatabaseConnection } from "./db/index.ts";
import type { Env } from "./env.ts";
import { createScheduler, type Scheduler, type SchedulerConfig } from "./jobs/scheduler.ts";
import type { Logger } from "./logger.ts";
import { createDatabaseQuotaBudget } from "./videos/quota-budget.ts";
import { createVideoService, type VideoService } from "./videos/service.ts";
import { createYoutubeClient, type YoutubeClient } from "./youtube/client.ts";
import type { QuotaBudget } from "./youtube/quota.ts";

export interface Services {
  /** Null without YOUTUBE_API_KEY. */
  youtube: YoutubeClient | null;
  quota: QuotaBudget | null;
  videos: VideoService;
  scheduler: Scheduler;
  /** The user's plan (Free / Standard / Professional), from the one rule of @vi/types. */
  plans: PlanResolver;
  now: () => Date;
}

export function createServices({
  env,
  db,
  logger,
  now = () => new Date(),
  scheduler: schedulerConfig,
}: {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  now?: () => Date;
  scheduler?: Partial<SchedulerConfig>;
}): Services {
  const apiKey = env.YOUTUBE_API_KEY;
  const quota = apiKey
    ? createDatabaseQuotaBudget({
        db: db.db,
        dailyLimit: env.YOUTUBE_DAILY_QUOTA,
        now: () => now().getTime(),
      })
    : null;
  const youtube =
    apiKey && quota
      ? createYoutubeClient({ baseUrl: env.YOUTUBE_API_BASE_URL, apiKey, quota, logger })
      : null;
  const scheduler = createScheduler({
    db: db.db,
    youtube,
    logger,
    now,
    config: { seedChannelIds: env.YOUTUBE_SEED_CHANNEL_IDS, ...schedulerConfig },
  });
  const videos = createVideoService({
    db: db.db,
    youtube,
    now,
    logger,
    onChannelsQueued: () => scheduler.wake(),
  });
  const plans = createPlanResolver({
    db: db.db,
    products: {
      standard: env.STRIPE_STANDARD_PRODUCT_IDS,
      professional: env.STRIPE_PROFESSIONAL_PRODUCT_IDS,
    },
    now,
  });
  return { youtube, quota, videos, scheduler, plans, now };
}
