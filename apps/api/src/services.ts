// The long-lived pieces behind the routes and jobs, built from the environment: the YouTube client with
// its database-backed daily budget, the video service, and the job queue with every job defined on it
// (started by start.ts only: tests build services without running jobs).
import { YOUTUBE_JOB_RESERVED_SHARE } from "@vi/types";
import { defineAnalysesJobs } from "./analyses/jobs.ts";
import { createAnalysisQuota } from "./analyses/quota.ts";
import { type AnalysisService, createAnalysisService } from "./analyses/service.ts";
import { createPlanResolver, type PlanResolver } from "./billing/plan.ts";
import { type Billing, createBilling } from "./billing/service.ts";
import {
  type ChannelAnalyses,
  createChannelAnalyses,
  defineChannelAnalysisJob,
} from "./channel-analyses/service.ts";
import type { DatabaseConnection } from "./db/index.ts";
import type { Env } from "./env.ts";
import { defineStoreJobs, nudgeStoreJobs, STORE_JOBS, type StoreJobsConfig } from "./jobs/store-jobs.ts";
import type { Logger } from "./logger.ts";
import { createOwnAnalytics, type OwnAnalytics } from "./own-analytics/service.ts";
import { createJobQueue, type JobQueue, type QueueConfig } from "./queue/index.ts";
import { createLimitStore, type LimitStore, limitStoreConfig } from "./rate-limit/store.ts";
import { defineRecapJobs } from "./recap/jobs.ts";
import { createSmtpMailer, type Mailer } from "./recap/mailer.ts";
import type { RecapDeps } from "./recap/send.ts";
import { createDatabaseQuotaBudget } from "./videos/quota-budget.ts";
import { createVideoService, type VideoService } from "./videos/service.ts";
import { createUserAllowance } from "./videos/user-allowance.ts";
import { defineWatchlistJobs } from "./watchlist/jobs.ts";
import { createWatchlist, type Watchlist } from "./watchlist/service.ts";
import { createYoutubeClient, type YoutubeClient } from "./youtube/client.ts";
import type { QuotaBudget } from "./youtube/quota.ts";
import { createGoogleClient, type GoogleClient } from "./youtube-accounts/google.ts";
import { defineYoutubeLinkJobs } from "./youtube-accounts/jobs.ts";
import { createYoutubeLinking, type YoutubeLinking } from "./youtube-accounts/service.ts";
import { createTokenCipher } from "./youtube-accounts/token-cipher.ts";

export interface Services {
  /** The jobs' client (retries, the whole budget). Null without YOUTUBE_API_KEY. */
  youtube: YoutubeClient | null;
  /** The request path's client (one attempt, a deadline, the lookups' share). Null without YOUTUBE_API_KEY. */
  lookupYoutube: YoutubeClient | null;
  quota: QuotaBudget | null;
  videos: VideoService;
  /** The job queue: `queue.send(name, data)`; jobs are defined below (apps/api/README.md#jobs). */
  queue: JobQueue;
  /** The user's plan (Free / Standard / Professional), from the one rule of @vi/types. */
  plans: PlanResolver;
  /** Paid plans on Stripe; null without STRIPE_SECRET_KEY. */
  billing: Billing | null;
  /** YouTube channel linking (Google OAuth); null without GOOGLE_OAUTH_CLIENT_ID. */
  youtubeLinking: YoutubeLinking | null;
  /** A linked channel's own analytics (YouTube Analytics API); null without channel linking. */
  ownAnalytics: OwnAnalytics | null;
  now: () => Date;
  /** The daily recap email: SMTP (null without SMTP_URL), links, signing secret (src/recap/). */
  recap: RecapDeps;
  /** Analyses and their daily plan quotas (src/analyses/). */
  analyses: AnalysisService;
  /** Channel and search-result analyses (src/channel-analyses/). */
  channelAnalyses: ChannelAnalyses;
  /** Where request limits are counted: shared by every process (Redis or PostgreSQL), memory on PGlite. */
  limits: LimitStore;
  /** Followed channels, their feed and breakout alerts (src/watchlist/). */
  watchlist: Watchlist;
}

export function createServices({
  env,
  db,
  logger,
  now = () => new Date(),
  queue: queueConfig,
  storeJobs: storeJobsConfig,
  mailer,
}: {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  now?: () => Date;
  queue?: Partial<QueueConfig>;
  storeJobs?: Partial<StoreJobsConfig>;
  /** The recap's mail sender; built from SMTP_URL when not given. */
  mailer?: Mailer | null;
}): Services {
  const limits = createLimitStore(
    limitStoreConfig({ redisUrl: env.REDIS_URL, redisKeyPrefix: env.REDIS_KEY_PREFIX, pool: db.pool }),
  );
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
  // Request handlers: one attempt with a short deadline (retries are the jobs'), and only the lookups'
  // share of the same daily counter, so a flood of lookups never takes the jobs' reserve.
  const lookupYoutube = apiKey
    ? createYoutubeClient({
        baseUrl: env.YOUTUBE_API_BASE_URL,
        apiKey,
        quota: createDatabaseQuotaBudget({
          db: db.db,
          dailyLimit: Math.floor(env.YOUTUBE_DAILY_QUOTA * (1 - YOUTUBE_JOB_RESERVED_SHARE)),
          now: () => now().getTime(),
        }),
        logger,
        retry: { retries: 0 },
        timeoutMs: env.YOUTUBE_REQUEST_TIMEOUT_MS,
      })
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
  const plans = createPlanResolver({
    db: db.db,
    products: {
      standard: env.STRIPE_STANDARD_PRODUCT_IDS,
      professional: env.STRIPE_PROFESSIONAL_PRODUCT_IDS,
    },
    now,
  });
  const videos = createVideoService({
    db: db.db,
    youtube: lookupYoutube,
    plans,
    allowance: createUserAllowance({ db: db.db, now }),
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
  const recap: RecapDeps = {
    db: db.db,
    mailer:
      mailer !== undefined
        ? mailer
        : env.SMTP_URL
          ? createSmtpMailer({ url: env.SMTP_URL, from: env.RECAP_FROM })
          : null,
    logger,
    now,
    products: {
      standard: env.STRIPE_STANDARD_PRODUCT_IDS,
      professional: env.STRIPE_PROFESSIONAL_PRODUCT_IDS,
    },
    signingSecret: env.RECAP_SIGNING_SECRET,
    webOrigin: env.webOrigin,
    apiPublicUrl: env.apiPublicUrl,
    from: env.RECAP_FROM,
  };
  if (!recap.mailer) logger.info("SMTP_URL is not set: the daily recap email is off");
  defineRecapJobs(queue, recap);
  const linked = createYoutubeLinkingFromEnv({ env, db, logger, now, quota, queue });
  const youtubeLinking = linked?.linking ?? null;
  const ownAnalytics = linked
    ? createOwnAnalytics({ db: db.db, linking: linked.linking, google: linked.google, quota, logger, now })
    : null;
  const billing = createBillingFromEnv({ env, db, logger, now, limits });
  const analyses = createAnalysisService({
    db: db.db,
    now,
    quota: createAnalysisQuota({ db: db.db, plans, now, upgradeUrl: `${env.webOrigin}/pricing` }),
  });
  const channelAnalyses = createChannelAnalyses({
    db: db.db,
    youtube,
    requestYoutube: lookupYoutube,
    videos,
    analyses,
    queue,
    now,
    logger,
  });
  defineChannelAnalysisJob(queue, () => channelAnalyses, now);
  defineAnalysesJobs(queue, { analyses, now });
  const nudgeTrack = () => {
    nudgeStoreJobs(queue, [STORE_JOBS.track]).catch((error) =>
      logger.debug({ err: error }, "track nudge not sent"),
    );
  };
  const watchlist = createWatchlist({
    db: db.db,
    plans,
    allowance: createUserAllowance({ db: db.db, now }),
    resolveChannel: channelAnalyses.resolveChannel,
    linking: youtubeLinking,
    now,
    logger,
    upgradeUrl: `${env.webOrigin}/pricing`,
    onChannelsQueued: nudgeTrack,
  });
  defineWatchlistJobs(queue, { env, db: db.db, youtube, watchlist, recap, logger, now });
  return {
    youtube,
    lookupYoutube,
    quota,
    videos,
    queue,
    plans,
    billing,
    youtubeLinking,
    ownAnalytics,
    now,
    recap,
    analyses,
    channelAnalyses,
    limits,
    watchlist,
  };
}

/** Channel linking and its jobs, when a Google OAuth client is configured (env.ts checks the rest). */
function createYoutubeLinkingFromEnv(deps: {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  now: () => Date;
  quota: QuotaBudget | null;
  queue: JobQueue;
}): { linking: YoutubeLinking; google: GoogleClient } | null {
  const { env, logger, now, queue } = deps;
  if (!env.GOOGLE_OAUTH_CLIENT_ID || !env.GOOGLE_OAUTH_CLIENT_SECRET) return null;
  const google = createGoogleClient({
    clientId: env.GOOGLE_OAUTH_CLIENT_ID,
    clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET,
    redirectUri: env.googleRedirectUri,
    accountsBaseUrl: env.GOOGLE_ACCOUNTS_BASE_URL,
    oauthBaseUrl: env.GOOGLE_OAUTH_BASE_URL,
    youtubeBaseUrl: env.YOUTUBE_API_BASE_URL,
    analyticsBaseUrl: env.YOUTUBE_ANALYTICS_API_BASE_URL,
  });
  const linking = createYoutubeLinking({
    db: deps.db.db,
    google,
    cipher: createTokenCipher(env.TOKEN_ENCRYPTION_KEYS),
    logger,
    now,
    quota: deps.quota,
    onChannelsQueued: () => {
      nudgeStoreJobs(queue, [STORE_JOBS.track]).catch((error) =>
        logger.debug({ err: error }, "track nudge not sent"),
      );
    },
  });
  defineYoutubeLinkJobs(queue, { linking, logger, now });
  return { linking, google };
}

/** Billing on Stripe when a secret key is configured (env.ts requires the rest with it). */
function createBillingFromEnv(deps: {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  now: () => Date;
  limits: LimitStore;
}): Billing | null {
  const { env } = deps;
  if (
    !env.STRIPE_SECRET_KEY ||
    !env.STRIPE_WEBHOOK_SECRET ||
    !env.STRIPE_STANDARD_PRICE_ID ||
    !env.STRIPE_PROFESSIONAL_PRICE_ID
  )
    return null;
  return createBilling({
    db: deps.db.db,
    logger: deps.logger,
    now: deps.now,
    limits: deps.limits,
    config: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
      prices: { standard: env.STRIPE_STANDARD_PRICE_ID, professional: env.STRIPE_PROFESSIONAL_PRICE_ID },
      products: {
        standard: env.STRIPE_STANDARD_PRODUCT_IDS,
        professional: env.STRIPE_PROFESSIONAL_PRODUCT_IDS,
      },
      trialDays: env.STRIPE_TRIAL_DAYS,
      discounts: {
        standard: env.STRIPE_STANDARD_DISCOUNT_PERCENT ?? null,
        professional: env.STRIPE_PROFESSIONAL_DISCOUNT_PERCENT ?? null,
      },
      webOrigin: env.webOrigin,
    },
  });
}
