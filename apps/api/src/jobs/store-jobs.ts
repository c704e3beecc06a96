// The jobs that keep the video store fresh, on the job queue (src/queue/): tracking and refresh every
// minute in batches (sending themselves again while a backlog drains), discovery, retention and planner
// statistics hourly. The jobs and their timing: docs/product.md#jobs; the queue: docs/decisions/jobs-queue.md.
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import type { Logger } from "../logger.ts";
import type { JobQueue } from "../queue/index.ts";
import type { YoutubeClient } from "../youtube/client.ts";
import { QuotaBudgetExhaustedError, YoutubeApiKeyError } from "../youtube/errors.ts";
import { nextPacificMidnight } from "../youtube/quota.ts";
import { discoverChannels } from "./discovery.ts";
import { isBlockingError } from "./errors.ts";
import { feedSnapshots, refreshVideos } from "./refresh.ts";
import { applyRetention } from "./retention.ts";
import { trackDueChannels } from "./track.ts";

const HOUR = 3_600_000;

export const STORE_JOBS = {
  discovery: "discovery",
  track: "track",
  refresh: "refresh",
  retention: "retention",
  analyze: "analyze",
} as const;

export interface StoreJobsConfig {
  /** Channels tracked per run (default 50: one full channels.list batch). */
  trackBatch: number;
  /** Stale videos refreshed per run (default 2,500: 50 units). */
  refreshBatch: number;
  /** Pause before the next batch while a backlog drains (default 1 s): requests get their turn. */
  drainDelaySeconds: number;
  seedChannelIds: readonly string[];
}

const DEFAULT_STORE_JOBS_CONFIG: StoreJobsConfig = {
  trackBatch: 50,
  refreshBatch: 2_500,
  drainDelaySeconds: 1,
  seedChannelIds: [],
};

/** Stored videos changed by more than this start an ANALYZE (PGlite has no autovacuum). */
const ANALYZE_AFTER_CHANGES = 1_000;

export function defineStoreJobs(
  queue: JobQueue,
  deps: {
    db: Database;
    youtube: YoutubeClient | null;
    logger: Logger;
    now: () => Date;
    config?: Partial<StoreJobsConfig>;
  },
): void {
  const { db, youtube, logger, now } = deps;
  const config = { ...DEFAULT_STORE_JOBS_CONFIG, ...deps.config };
  // A spent quota or a refused key pauses this worker's YouTube jobs (retries within the day cannot help);
  // another worker finds out with its own first call, which the budget refuses without asking YouTube.
  let pausedUntil: Date | null = null;
  let pauseReason: string | null = null;

  const paused = () => {
    if (pausedUntil && pausedUntil <= now()) {
      pausedUntil = null;
      pauseReason = null;
    }
    return pausedUntil !== null;
  };
  const pausedOutput = () => ({ paused: true, until: pausedUntil?.toISOString(), reason: pauseReason });

  async function withPause<T extends object>(name: string, run: () => Promise<T>): Promise<object> {
    try {
      return await run();
    } catch (error) {
      if (!isBlockingError(error)) throw error;
      const at = now().getTime();
      pausedUntil =
        error instanceof QuotaBudgetExhaustedError
          ? error.resetsAt
          : error instanceof YoutubeApiKeyError
            ? new Date(at + HOUR)
            : nextPacificMidnight(at);
      pauseReason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { job: name, until: pausedUntil.toISOString(), reason: pauseReason },
        "YouTube jobs paused",
      );
      return pausedOutput();
    }
  }

  /** The next batch soon (stately queue: a run already waiting absorbs it). */
  const sendAgain = (name: string) => queue.send(name, {}, { startAfter: config.drainDelaySeconds });

  queue.define({
    name: STORE_JOBS.discovery,
    cron: "5 * * * *",
    policy: "stately",
    handler: () =>
      discoverChannels(
        { db, logger, now, youtube: youtube && !paused() ? youtube : null },
        { seedChannelIds: config.seedChannelIds },
      ),
  });

  queue.define({
    name: STORE_JOBS.track,
    cron: "* * * * *",
    policy: "stately",
    handler: async () => {
      if (!youtube) return { skipped: "YOUTUBE_API_KEY is not set" };
      if (paused()) return pausedOutput();
      return withPause(STORE_JOBS.track, async () => {
        const result = await trackDueChannels({ db, youtube, logger, now }, { limit: config.trackBatch });
        if (result.channels + result.failed >= config.trackBatch) await sendAgain(STORE_JOBS.track);
        else if (result.videosStored > 0)
          await queue.send(STORE_JOBS.analyze, { changed: result.videosStored });
        return result;
      });
    },
  });

  queue.define({
    name: STORE_JOBS.refresh,
    cron: "* * * * *",
    policy: "stately",
    handler: async () => {
      if (!youtube) return { skipped: "YOUTUBE_API_KEY is not set" };
      if (paused()) return pausedOutput();
      return withPause(STORE_JOBS.refresh, async () => {
        const result = await refreshVideos({ db, youtube, logger, now }, { limit: config.refreshBatch });
        if (result.refreshed + result.deleted >= config.refreshBatch) await sendAgain(STORE_JOBS.refresh);
        // The hourly snapshots the channels' feeds take over (no quota).
        const feed = await feedSnapshots({ db, youtube, now });
        return { ...result, feed };
      });
    },
  });

  queue.define({
    name: STORE_JOBS.retention,
    cron: "15 * * * *",
    policy: "stately",
    handler: async () => {
      const result = await applyRetention({ db, now });
      if (result.videosDeleted > 0) await queue.send(STORE_JOBS.analyze, { changed: result.videosDeleted });
      return result;
    },
  });

  // Planner statistics drive the outliers query (docs/decisions/outliers-collect-or-walk.md). Sent after
  // changes (stately: one waits at a time), and hourly; it skips small changes until the hour comes.
  queue.define<{ changed?: number }>({
    name: STORE_JOBS.analyze,
    cron: "30 * * * *",
    policy: "stately",
    retryLimit: 1,
    handler: async ({ changed }) => {
      if (changed !== undefined && changed < ANALYZE_AFTER_CHANGES) return { skipped: "few changes" };
      await db.execute(sql`analyze videos`);
      return { analyzed: "videos" };
    },
  });
}

/** Runs the store's jobs soon (start-up, or channels were queued for tracking). */
export async function nudgeStoreJobs(queue: JobQueue, names: readonly string[]): Promise<void> {
  for (const name of names) await queue.send(name, {});
}
