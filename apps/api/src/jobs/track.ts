// Tracking a channel: channels.list -> its uploads playlist -> the latest 50 uploads -> videos.list.
// About 3 quota units for a new channel (channels.list is shared by 50 channels, videos.list by 50 ids).
import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import { trackedChannels, videos } from "../db/schema.ts";
import { deleteChannels, fetchAndStoreVideos, type IngestContext } from "../videos/ingest.ts";
import { upsertChannels } from "../videos/store.ts";
import { PERMANENT_SOURCES } from "../videos/tracking.ts";
import { isQuotaError } from "./errors.ts";

/** Uploads looked at per channel: one playlistItems page, enough for the outlier baseline (30 per format). */
export const LATEST_UPLOADS = 50;
/** A tracked channel is looked at again after this long, to find new uploads and refresh its statistics. */
const RETRACK_AFTER_MS = 24 * 3_600_000;
/** Stored videos fresher than this are not fetched again when their channel is tracked. */
const FRESH_VIDEO_MS = 6 * 3_600_000;

export interface TrackResult {
  channels: number;
  videosStored: number;
  failed: number;
}

/**
 * Tracks the given channels now. Per-channel failures (a channel YouTube no longer serves, a missing
 * uploads playlist) are recorded on the tracked-channel row and the others go on; quota errors stop
 * the run (the rest waits for the next day).
 */
async function trackChannels(ctx: IngestContext, channelIds: readonly string[]): Promise<TrackResult> {
  const { db, youtube, logger } = ctx;
  const result: TrackResult = { channels: 0, videosStored: 0, failed: 0 };
  if (channelIds.length === 0) return result;

  const fetched = await youtube.channelsList(channelIds);
  const now = ctx.now();
  await upsertChannels(db, fetched.items, now);
  if (fetched.missingIds.length > 0) {
    // Terminated or never valid: its stored data goes; seeds stay listed with the error for the admin.
    await deleteChannels(db, fetched.missingIds);
    await db
      .delete(trackedChannels)
      .where(
        and(
          inArray(trackedChannels.channelId, fetched.missingIds),
          notInArray(trackedChannels.source, [...PERMANENT_SOURCES]),
        ),
      );
    for (const id of fetched.missingIds) await recordFailure(ctx, id, "channel not found on YouTube");
    result.failed += fetched.missingIds.length;
  }

  // Latest uploads of each channel (1 unit each), then one videos.list over all of them.
  const uploadIds = new Map<string, string[]>();
  for (const channel of fetched.items) {
    try {
      const ids: string[] = [];
      for await (const item of youtube.uploads(channel.contentDetails.relatedPlaylists.uploads, {
        limit: LATEST_UPLOADS,
      })) {
        ids.push(item.contentDetails.videoId);
      }
      uploadIds.set(channel.id, ids);
    } catch (error) {
      if (isQuotaError(error)) throw error;
      logger.warn({ err: error, channelId: channel.id }, "could not list a channel's uploads");
      await recordFailure(ctx, channel.id, error instanceof Error ? error.message : String(error));
      result.failed++;
    }
  }

  const allIds = [...uploadIds.values()].flat();
  const fresh = await freshVideoIds(ctx, allIds, now);
  const stored = await fetchAndStoreVideos(
    ctx,
    allIds.filter((id) => !fresh.has(id)),
  );
  result.videosStored = stored.stored.length;

  const done = [...uploadIds.keys()];
  if (done.length > 0) {
    await db
      .update(trackedChannels)
      .set({ trackedAt: now, failures: 0, lastError: null, retryAt: null })
      .where(inArray(trackedChannels.channelId, done));
  }
  result.channels = done.length;
  return result;
}

/** Tracks channels never tracked yet (oldest request first), then those due again. */
export async function trackDueChannels(ctx: IngestContext, { limit = 50 } = {}): Promise<TrackResult> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ channelId: trackedChannels.channelId })
    .from(trackedChannels)
    .where(
      and(
        or(
          isNull(trackedChannels.trackedAt),
          lt(trackedChannels.trackedAt, new Date(now.getTime() - RETRACK_AFTER_MS)),
        ),
        or(isNull(trackedChannels.retryAt), lte(trackedChannels.retryAt, now)),
      ),
    )
    .orderBy(sql`${trackedChannels.trackedAt} asc nulls first`, asc(trackedChannels.requestedAt))
    .limit(limit);
  return trackChannels(
    ctx,
    due.map((row) => row.channelId),
  );
}

async function freshVideoIds(ctx: IngestContext, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: videos.id, fetchedAt: videos.fetchedAt })
    .from(videos)
    .where(inArray(videos.id, [...ids]));
  return new Set(
    rows.filter((row) => now.getTime() - row.fetchedAt.getTime() < FRESH_VIDEO_MS).map((row) => row.id),
  );
}

/** A channel that keeps failing is tried less often: after 2^failures hours, at most a day. */
async function recordFailure(ctx: IngestContext, channelId: string, message: string) {
  await ctx.db
    .update(trackedChannels)
    .set({
      failures: sql`${trackedChannels.failures} + 1`,
      lastError: message.slice(0, 500),
      retryAt: sql`${ctx.now().toISOString()}::timestamptz
        + make_interval(hours => least(24, power(2, least(${trackedChannels.failures}, 5)))::int)`,
    })
    .where(eq(trackedChannels.channelId, channelId));
}
