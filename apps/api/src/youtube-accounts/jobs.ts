// Keeping linked channels' subscriptions fresh on the job queue (docs/decisions/jobs-queue.md): a daily
// sweep sends one `youtube_subscriptions` job per link not read for a day; each reads that channel's
// subscriptions with its refreshed token and queues the subscribed channels for tracking.
import type { Logger } from "../logger.ts";
import type { JobQueue } from "../queue/index.ts";
import type { YoutubeLinking } from "./service.ts";

const YOUTUBE_LINK_JOBS = {
  subscriptions: "youtube_subscriptions",
  sweep: "youtube_subscriptions_sweep",
} as const;

/** Subscriptions are read again when older than this. */
const REFRESH_AFTER_MS = 24 * 3_600_000;
/** Links handled per sweep (20 quota units each at most). */
const SWEEP_BATCH = 200;

export function defineYoutubeLinkJobs(
  queue: JobQueue,
  deps: { linking: YoutubeLinking; logger: Logger; now: () => Date },
): void {
  const { linking, logger, now } = deps;

  queue.define<{ channelId: string }>({
    name: YOUTUBE_LINK_JOBS.subscriptions,
    policy: "standard",
    handler: async ({ channelId }) => {
      const result = await linking.refreshSubscriptions(channelId);
      if ("needsReconnect" in result)
        logger.info({ channelId }, "subscriptions not read: channel needs reconnecting");
      return { channelId, ...result };
    },
  });

  queue.define({
    name: YOUTUBE_LINK_JOBS.sweep,
    cron: "20 3 * * *",
    policy: "stately",
    handler: async () => {
      const stale = await linking.staleLinks(new Date(now().getTime() - REFRESH_AFTER_MS), SWEEP_BATCH);
      let sent = 0;
      for (const channelId of stale) {
        // One job per channel an hour: a sweep running again does not pile up duplicates.
        const options = { singletonKey: channelId, singletonSeconds: 3_600 };
        if (await queue.send(YOUTUBE_LINK_JOBS.subscriptions, { channelId }, options)) sent++;
      }
      return { stale: stale.length, sent };
    },
  });
}
