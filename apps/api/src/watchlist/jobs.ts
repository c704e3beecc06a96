// The watchlist's jobs (docs/product.md#jobs): WebSub subscriptions renewed and feeds polled every 5
// minutes, the uploads they name stored at once (Data API: statistics only), breakouts detected and
// emailed every minute, waiting follows tracked and followed channels kept tracked hourly.
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../logger.ts";
import type { JobQueue } from "../queue/index.ts";
import type { RecapDeps } from "../recap/send.ts";
import { fetchAndStoreVideos } from "../videos/ingest.ts";
import type { YoutubeClient } from "../youtube/client.ts";
import { sendBreakoutEmail, usersToEmail } from "./email.ts";
import { detectBreakouts, type Watchlist } from "./service.ts";
import { pollFeeds, renewSubscriptions, type WebsubConfig } from "./websub.ts";

export const WATCHLIST_JOBS = {
  websub: "watchlist_websub",
  uploads: "watchlist_uploads",
  breakouts: "watchlist_breakouts",
  tracking: "watchlist_tracking",
} as const;

export function websubConfig(env: Env): WebsubConfig {
  return {
    hubUrl: env.WEBSUB_HUB_URL,
    callbackBase: (env.WEBSUB_CALLBACK_BASE_URL ?? env.apiPublicUrl).replace(/\/+$/, ""),
    feedBaseUrl: env.YOUTUBE_FEED_BASE_URL.replace(/\/+$/, ""),
  };
}

export interface WatchlistJobDeps {
  env: Env;
  db: Database;
  youtube: YoutubeClient | null;
  watchlist: Watchlist;
  recap: RecapDeps;
  logger: Logger;
  now: () => Date;
}

/** Stores new uploads named by a push or a feed (videos.list, 50 ids a unit; channels.list if new). */
async function storeUploads(
  deps: Pick<WatchlistJobDeps, "db" | "youtube" | "logger" | "now">,
  videoIds: readonly string[],
) {
  if (!deps.youtube || videoIds.length === 0) return { stored: 0 };
  const result = await fetchAndStoreVideos(
    { db: deps.db, youtube: deps.youtube, now: deps.now, logger: deps.logger },
    videoIds,
  );
  return { stored: result.stored.length };
}

/** One round of breakouts: record the new ones, then email every user who has some waiting. */
export async function breakoutRound(deps: Pick<WatchlistJobDeps, "db" | "recap" | "logger" | "now">) {
  const detected = await detectBreakouts(deps.db, deps.now());
  const outcomes: Record<string, number> = {};
  for (const uid of await usersToEmail(deps.db)) {
    try {
      const result = await sendBreakoutEmail(
        {
          db: deps.db,
          mailer: deps.recap.mailer,
          logger: deps.logger,
          now: deps.now,
          signingSecret: deps.recap.signingSecret,
          webOrigin: deps.recap.webOrigin,
          apiPublicUrl: deps.recap.apiPublicUrl,
          from: deps.recap.from,
        },
        uid,
      );
      outcomes[result.status] = (outcomes[result.status] ?? 0) + 1;
    } catch (error) {
      // Left 'sending': the next round sends it again with the same Message-ID.
      outcomes.failed = (outcomes.failed ?? 0) + 1;
      deps.logger.warn({ err: error, uid }, "breakout email not sent");
    }
  }
  // Kept 30 days (the feed's window), then dropped with the emails that carried them.
  const cutoff = new Date(deps.now().getTime() - 30 * 86_400_000).toISOString();
  await deps.db.execute(
    sql`delete from watchlist_breakouts where detected_at < ${cutoff}::timestamptz and email_id is not null`,
  );
  await deps.db.execute(
    sql`delete from breakout_emails where created_at < ${cutoff}::timestamptz and status <> 'sending'`,
  );
  return { detected: detected.length, emails: outcomes };
}

export function defineWatchlistJobs(queue: JobQueue, deps: WatchlistJobDeps): void {
  const config = websubConfig(deps.env);
  queue.define({
    name: WATCHLIST_JOBS.websub,
    cron: "*/5 * * * *",
    policy: "stately",
    handler: async () => {
      const subscriptions = await renewSubscriptions({ ...deps, config });
      const feeds = await pollFeeds({ ...deps, config });
      const ids = [...feeds.fresh.values()].flat();
      const stored = await storeUploads(deps, ids);
      return { subscriptions, polled: feeds.polled, newUploads: ids.length, ...stored };
    },
  });
  queue.define<{ channelId: string; videoIds: string[] }>({
    name: WATCHLIST_JOBS.uploads,
    handler: async ({ videoIds }) => storeUploads(deps, videoIds),
  });
  queue.define({
    name: WATCHLIST_JOBS.breakouts,
    cron: "* * * * *",
    policy: "stately",
    handler: async () => breakoutRound(deps),
  });
  queue.define({
    name: WATCHLIST_JOBS.tracking,
    cron: "7 * * * *",
    policy: "stately",
    handler: async () => deps.watchlist.maintainTracking(),
  });
}
