// The long-lived pieces behind the routes and jobs, built from the environment: the YouTube client with
// its database-backed daily budget, the video service, and the job queue with every job defined on it
// (started by start.ts only: tests build services without running jobs).
import { createPlanResolver, type PlanResolver } from "./billing/plan.ts";
import type { DatabaseConnection } from "./db/index.ts";
import type { Env } from "./env.ts";
import { defineStoreJobs, nudgeStoreJobs, STORE_JOBS, type StoreJobsConfig } from "./jobs/store-jobs.ts";
import type { Logger } from "./logger.ts";
import { createJobQueue, type JobQueue, type QueueConfig } from "./queue/index.ts";
import { createDatabaseQuotaBudget } from "./videos/quota-budget.ts";
import { createVideoService, type VideoService } from "./videos/service.ts";
import { createYoutubeClient, type YoutubeClient } from "./youtube/client.ts";
import type { QuotaBudget } from "./youtube/quota.ts";

export interface Services {
  /** Null without YOUTUBE_API_KEY. */
  youtube: YoutubeClient | null;
  quota: QuotaBudget | null;
  videos: VideoService;
  /** The job queue: `queue.send(name, data)`; jobs are defined below (apps/api/README.md#jobs). */
  queue: JobQueue;
  /** The user's plan (Free / Standard / Professional), from the one rule of @vi/types. */
  plans: PlanResolver;
  now: () => Date;
}

export function createServices({
  env,
  db,
  logger,
  now = () => new Date(),
  queue: queueConfig,
  storeJobs: storeJobsConfig,
}: {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  now?: () => Date;
  queue?: Partial<QueueConfig>;
  storeJobs?: Partial<StoreJobsConfig>;
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
  const queue = createJobQueue({ database: db.queue, db: db.db, logger, config: queueConfig });
  // Every job of the product is defined here, once, in every process (API and workers alike).
  defineStoreJobs(queue, {
    db: db.db,
    youtube,
    logger,
    now,
    config: { seedChannelIds: env.YOUTUBE_SEED_CHANNEL_IDS, ...storeJobsConfig },
  });
  const videos = createVideoService({
    db: db.db,
    youtube,
    now,
    logger,
    // New channels are tracked soon rather than at the next minute's run; a queue not started (tests,
    // or one restarting) leaves them to that run.
    onChannelsQueued: () => {
      nudgeStoreJobs(queue, [STORE_JOBS.track]).catch((error) =>
        logger.debug({ err: error }, "track nudge not sent"),
      );
    },
  });
  const plans = createPlanResolver({
    db: db.db,
    products: {
      standard: env.STRIPE_STANDARD_PRODUCT_IDS,
      professional: env.STRIPE_PROFESSIONAL_PRODUCT_IDS,
    },
    now,
  });
  return { youtube, quota, videos, queue, plans, now };
}
