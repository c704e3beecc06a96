// Refreshing stored statistics: the stalest videos first, 50 ids per videos.list call (1 unit). Channel
// statistics are kept fresh by the daily track of each tracked channel; the refresh fetches a channel
// only when that has not happened for CHANNEL_MAX_AGE_MS, then in full batches of 50 before the videos.
// Cadence and quota: docs/decisions/refresh-and-retention.md, docs/decisions/youtube-quota.md.
import { HISTORY_MAX_AGE_MS } from "@vi/metrics";
import { and, asc, gt, lt, or, sql } from "drizzle-orm";
import { videos } from "../db/schema.ts";
import { deleteChannels, type IngestContext, storeFetchedVideos } from "../videos/ingest.ts";
import { deleteVideos, upsertChannels, videoThumbnailUrl } from "../videos/store.ts";
import type { YoutubeVideo } from "../youtube/schemas.ts";

const HOUR = 3_600_000;
const MINUTE = 60_000;
/**
 * The cadence follows age, so each video's first 30 days have a curve (docs/product.md#history): hourly for
 * the first 48 hours, every 6 hours to day 7, daily after (statistics must be renewed within 30 days anyway).
 */
export const REFRESH_CADENCE = [
  { untilAgeMs: 48 * HOUR, everyMs: HOUR },
  { untilAgeMs: 7 * 24 * HOUR, everyMs: 6 * HOUR },
] as const;
/** Videos past the cadence's ages change slowly: refreshed daily. */
const STALE_AFTER_MS = 24 * HOUR;
/**
 * The refresh job runs every minute: a video is due a little before its interval ends, so an hourly
 * video is refreshed every hour rather than every hour and one minute.
 */
const DUE_SLACK_MS = 2 * MINUTE;

/** How often a video of this age is refreshed. */
export function refreshIntervalMs(ageMs: number): number {
  return REFRESH_CADENCE.find((step) => ageMs < step.untilAgeMs)?.everyMs ?? STALE_AFTER_MS;
}
/** Ids per step: progress is saved between steps, so a quota error loses at most one step. */
const STEP = 500;
/** A channel whose statistics are older than this is fetched again by the video refresh. */
const CHANNEL_MAX_AGE_MS = 3 * 24 * HOUR;

export interface RefreshResult {
  refreshed: number;
  deleted: number;
}

/** Stale videos, stalest first. */
export async function staleVideoIds(ctx: Pick<IngestContext, "db" | "now">, limit: number) {
  const rows = await ctx.db
    .select({ id: videos.id })
    .from(videos)
    .where(staleCondition(ctx.now().getTime()))
    .orderBy(asc(videos.fetchedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Videos due a refresh at `now` by the cadence (see REFRESH_CADENCE). */
function staleCondition(now: number) {
  return or(
    lt(videos.fetchedAt, new Date(now - STALE_AFTER_MS + DUE_SLACK_MS)),
    ...REFRESH_CADENCE.map((step) =>
      and(
        gt(videos.publishedAt, new Date(now - step.untilAgeMs)),
        lt(videos.fetchedAt, new Date(now - step.everyMs + DUE_SLACK_MS)),
      ),
    ),
  );
}

/**
 * Refreshes up to `limit` stale videos (all of them when `ids` is given: a full refresh). Videos YouTube
 * no longer returns are deleted from the store, as the API policy asks for deleted or private content.
 */
export async function refreshVideos(
  ctx: IngestContext,
  { limit = 5_000, ids }: { limit?: number; ids?: readonly string[] } = {},
): Promise<RefreshResult> {
  const todo = ids ? [...ids] : await staleVideoIds(ctx, limit);
  const result: RefreshResult = { refreshed: 0, deleted: 0 };
  if (todo.length === 0) return result;

  const channelCutoff = new Date(ctx.now().getTime() - CHANNEL_MAX_AGE_MS);
  const staleChannels = await ctx.db.execute<{ id: string }>(sql`
    select distinct c.id from channels c join videos v on v.channel_id = c.id
    where v.id in (select json_array_elements_text(${JSON.stringify(todo)}::json))
      and c.fetched_at < ${channelCutoff.toISOString()}::timestamptz
  `);
  if (staleChannels.rows.length > 0) {
    const fetched = await ctx.youtube.channelsList(staleChannels.rows.map((row) => row.id));
    await upsertChannels(ctx.db, fetched.items, ctx.now());
    await deleteChannels(ctx.db, fetched.missingIds);
  }

  for (let start = 0; start < todo.length; start += STEP) {
    const batch = todo.slice(start, start + STEP);
    const { items, missingIds } = await ctx.youtube.videosList(batch);
    const now = ctx.now();
    const stored = await storeFetchedVideos(ctx, items, now, {}, await thumbnailEtagsOfNew(ctx, items, now));
    result.refreshed += stored.stored.length;
    result.deleted += await deleteVideos(ctx.db, [...missingIds, ...stored.orphans]);
  }
  return result;
}

/** Thumbnail changes are tracked through a video's first 30 days (its history): their images' ETags. */
async function thumbnailEtagsOfNew(ctx: IngestContext, items: readonly YoutubeVideo[], now: Date) {
  const urls = new Map<string, string>();
  for (const video of items) {
    const url = videoThumbnailUrl(video.snippet.thumbnails);
    const age = now.getTime() - Date.parse(video.snippet.publishedAt);
    if (url && age <= HISTORY_MAX_AGE_MS) urls.set(video.id, url);
  }
  return urls.size > 0 ? ctx.youtube.thumbnailEtags(urls) : new Map<string, string>();
}

/** How many stored videos are stale now (for the admin screen). */
export async function countStaleVideos(ctx: Pick<IngestContext, "db" | "now">): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(staleCondition(ctx.now().getTime()));
  return row?.n ?? 0;
}
