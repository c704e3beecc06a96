// Fetching from YouTube into the store: the one path used by the routes (unknown ids) and the jobs.
import { inArray } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { channels } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { CallOptions, YoutubeClient } from "../youtube/client.ts";
import type { YoutubeVideo } from "../youtube/schemas.ts";
import { recentlyMissing, rememberMissing } from "./missing.ts";
import { loadChannels, recomputeOutlierScores, upsertChannels, upsertVideos } from "./store.ts";

export interface IngestContext {
  db: Database;
  youtube: YoutubeClient;
  /** The clock: fetch times, VPH and the outlier baseline's 7-day rule all use it. */
  now: () => Date;
  logger: Logger;
}

export interface FetchVideosResult {
  /** Stored (inserted or refreshed) video ids. */
  stored: string[];
  /** Ids YouTube did not return: deleted, private or never valid. */
  missing: string[];
  /** Channels of the stored videos. */
  channelIds: string[];
}

/**
 * videos.list for `ids` (batches of 50, 1 unit each), channels.list for the channels not stored yet
 * (batches of 50), then stores both and recomputes the outlier scores of the channels concerned.
 * Videos whose channel YouTube does not return (terminated) are not stored. Ids YouTube reported missing
 * within the last day are not asked again (videos/missing.ts).
 */
export async function fetchAndStoreVideos(
  ctx: IngestContext,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<FetchVideosResult> {
  const { youtube, db } = ctx;
  if (ids.length === 0) return { stored: [], missing: [], channelIds: [] };
  const known = await recentlyMissing(db, ids, ctx.now());
  const toAsk = ids.filter((id) => !known.has(id));
  if (toAsk.length === 0) return { stored: [], missing: [...known], channelIds: [] };
  const { items, missingIds } = await youtube.videosList(toAsk, options);
  const now = ctx.now();
  await rememberMissing(db, missingIds, now);
  const stored = await storeFetchedVideos(ctx, items, now, options);
  return { ...stored, missing: [...known, ...missingIds, ...stored.orphans] };
}

/** Stores videos already fetched (see fetchAndStoreVideos); fetches the channels not stored yet. */
export async function storeFetchedVideos(
  ctx: IngestContext,
  items: readonly YoutubeVideo[],
  now: Date,
  options: CallOptions = {},
  /** Thumbnail ETags read for these videos (see upsertVideos). */
  thumbnailEtags?: ReadonlyMap<string, string>,
): Promise<{ stored: string[]; channelIds: string[]; orphans: string[] }> {
  const { db, youtube } = ctx;
  const channelIds = [...new Set(items.map((video) => video.snippet.channelId))];
  const known = await loadChannels(db, channelIds);
  const toFetch = channelIds.filter((id) => !known.has(id));
  let gone = new Set<string>();
  if (toFetch.length > 0) {
    const fetched = await youtube.channelsList(toFetch, options);
    await upsertChannels(db, fetched.items, now);
    gone = new Set(fetched.missingIds);
    await deleteChannels(
      db,
      fetched.missingIds.filter((id) => known.has(id)),
    );
  }
  const storable = items.filter((video) => !gone.has(video.snippet.channelId));
  await upsertVideos(db, storable, now, thumbnailEtags);
  const storedChannels = channelIds.filter((id) => !gone.has(id));
  await recomputeOutlierScores(db, storedChannels, now);
  return {
    stored: storable.map((video) => video.id),
    channelIds: storedChannels,
    orphans: items.filter((video) => gone.has(video.snippet.channelId)).map((video) => video.id),
  };
}

/** Channels YouTube no longer serves go, with their videos (cascade). */
export async function deleteChannels(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(channels)
    .where(inArray(channels.id, [...ids]))
    .returning({ id: channels.id });
  return deleted.length;
}
