// Which channels the store follows: the admin seed list, the channels of videos users save (looked-up
// videos queue theirs when fetched, see VideoService), and the channels linked users subscribe to.
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { savedVideos, users, videos, youtubeMissingVideos } from "../db/schema.ts";
import type { IngestContext } from "../videos/ingest.ts";
import { fetchAndStoreVideos } from "../videos/ingest.ts";
import { MISSING_VIDEO_TTL_MS } from "../videos/missing.ts";
import { requestTracking } from "../videos/tracking.ts";

export interface DiscoveryResult {
  /** Channels new to the tracked list. */
  queued: number;
  /** Saved videos that were not stored (new, or dropped by retention) and were fetched. */
  savedVideosFetched: number;
}

/** Saved videos fetched per run when they are missing from the store (1 unit per 50). */
const SAVED_FETCH_LIMIT = 1_000;

/** Queues the admin seed channels (YOUTUBE_SEED_CHANNEL_IDS); they stay tracked until removed. */
async function queueSeedChannels(db: Database, channelIds: readonly string[], now: Date) {
  return requestTracking(db, channelIds, "seed", now);
}

export async function discoverChannels(
  ctx: Pick<IngestContext, "db" | "now" | "logger"> & { youtube: IngestContext["youtube"] | null },
  { seedChannelIds = [] }: { seedChannelIds?: readonly string[] } = {},
): Promise<DiscoveryResult> {
  const { db } = ctx;
  const now = ctx.now();
  let queued = (await queueSeedChannels(db, seedChannelIds, now)).length;

  // Saved videos missing from the store are fetched (that also queues nothing by itself: see below).
  let savedVideosFetched = 0;
  if (ctx.youtube) {
    const missing = await db
      .selectDistinct({ id: savedVideos.videoId })
      .from(savedVideos)
      .leftJoin(videos, eq(videos.id, savedVideos.videoId))
      // Ids YouTube reported missing within the day are not asked again (and do not take the batch).
      .leftJoin(
        youtubeMissingVideos,
        and(
          eq(youtubeMissingVideos.videoId, savedVideos.videoId),
          gte(youtubeMissingVideos.checkedAt, new Date(now.getTime() - MISSING_VIDEO_TTL_MS)),
        ),
      )
      .where(and(isNull(videos.id), isNull(youtubeMissingVideos.videoId)))
      .limit(SAVED_FETCH_LIMIT);
    if (missing.length > 0) {
      const fetched = await fetchAndStoreVideos(
        { ...ctx, youtube: ctx.youtube },
        missing.map((row) => row.id),
      );
      savedVideosFetched = fetched.stored.length;
    }
  }
  const savedChannels = await db
    .selectDistinct({ channelId: videos.channelId })
    .from(savedVideos)
    .innerJoin(videos, eq(videos.id, savedVideos.videoId));
  queued += (
    await requestTracking(
      db,
      savedChannels.map((row) => row.channelId),
      "saved",
      now,
    )
  ).length;

  // Linked channels and their subscriptions, from the users' youtube jsonb.
  const linked = await db.execute<{ channel_id: string }>(sql`
    select distinct account ->> 'channelId' as channel_id
    from ${users}, jsonb_array_elements(${users.youtube}) as account
    union
    select distinct subscription ->> 'channelId'
    from ${users}, jsonb_array_elements(${users.youtube}) as account,
      jsonb_array_elements(coalesce(account -> 'subscriptions', '[]'::jsonb)) as subscription
  `);
  queued += (
    await requestTracking(
      db,
      linked.rows.map((row) => row.channel_id),
      "subscription",
      now,
    )
  ).length;

  return { queued, savedVideosFetched };
}
