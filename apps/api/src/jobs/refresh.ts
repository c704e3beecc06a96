// Refreshing stored statistics: the stalest videos first, 50 ids per videos.list call (1 unit). Channel
// statistics are kept fresh by the daily track of each tracked channel; the refresh fetches a channel
// only when that has not happened for CHANNEL_MAX_AGE_MS, then in full batches of 50 before the videos.
// Cadence and quota: docs/decisions/refresh-and-retention.md, docs/decisions/youtube-quota.md.
import { feedLagMs, HISTORY_MAX_AGE_MS } from "@vi/metrics";
import { and, asc, gt, lt, or, sql } from "drizzle-orm";
import { videos } from "../db/schema.ts";
import { deleteChannels, type IngestContext, storeFetchedVideos } from "../videos/ingest.ts";
import { deleteVideos, insertSnapshots, upsertChannels, videoThumbnailUrl } from "../videos/store.ts";
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

/**
 * The channel's public feed takes over the hourly snapshots of the first 48 hours while its measured lag
 * behind the Data API is at most this (half the hourly step) and was measured within FEED_LAG_VALID_MS;
 * the Data API then refreshes those videos every 6 hours (docs/decisions/video-history.md).
 */
export const FEED_MAX_LAG_MS = 30 * MINUTE;
const FEED_LAG_VALID_MS = 24 * HOUR;
/** The part of the cadence the feed can take over: the hourly snapshots of the first 48 hours. */
const FEED_AGE_MS = 48 * HOUR;

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

/** The channels whose feed takes over the hourly snapshots at `now` (see FEED_MAX_LAG_MS). */
const feedReadyChannels = (now: number) => sql`(select c.id from channels c
  where c.feed_lag_ms <= ${FEED_MAX_LAG_MS} and c.feed_lag_at > ${new Date(now - FEED_LAG_VALID_MS).toISOString()}::timestamptz)`;

/**
 * Videos due a Data API refresh at `now` by the cadence (see REFRESH_CADENCE); the hourly step leaves out
 * the channels whose feed takes it over (they keep the 6-hourly step).
 */
function staleCondition(now: number) {
  return or(
    lt(videos.fetchedAt, new Date(now - STALE_AFTER_MS + DUE_SLACK_MS)),
    ...REFRESH_CADENCE.map((step) =>
      and(
        gt(videos.publishedAt, new Date(now - step.untilAgeMs)),
        lt(videos.fetchedAt, new Date(now - step.everyMs + DUE_SLACK_MS)),
        step.everyMs < 6 * HOUR ? sql`${videos.channelId} not in ${feedReadyChannels(now)}` : undefined,
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
    await measureFeedLag(ctx, items, now);
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

/**
 * At a Data API refresh of videos younger than 48 hours, reads their channels' feeds at the same instant
 * and stores each channel's lag: the largest of its videos' (feedLagMs: the feed's count placed on the
 * Data API's curve, just refreshed). A feed that cannot be read clears the channel's measurement.
 */
async function measureFeedLag(ctx: IngestContext, items: readonly YoutubeVideo[], now: Date) {
  const young = items.filter((video) => now.getTime() - Date.parse(video.snippet.publishedAt) < FEED_AGE_MS);
  if (young.length === 0) return;
  const byChannel = groupBy(young, (video) => video.snippet.channelId);
  const since = new Date(now.getTime() - FEED_AGE_MS - HOUR).toISOString();
  const snapshots = await ctx.db.execute<{
    video_id: string;
    taken_at: string | Date;
    view_count: number | string;
  }>(sql`
    select video_id, taken_at, view_count from video_snapshots
    where video_id in (select json_array_elements_text(${JSON.stringify(young.map((v) => v.id))}::json))
      and taken_at >= ${since}::timestamptz and source = 'api'
    order by taken_at
  `);
  const curves = groupBy(snapshots.rows, (row) => row.video_id);
  const lags: { id: string; lag: number | null }[] = [];
  for (const [channelId, list] of byChannel) {
    const feed = await ctx.youtube.channelFeed(channelId);
    let lag: number | null = null;
    for (const video of list) {
      const views = feed?.get(video.id);
      if (views === undefined) continue;
      const curve = (curves.get(video.id) ?? []).map((row) => ({
        at: new Date(row.taken_at).getTime(),
        views: Number(row.view_count),
      }));
      const measured = feedLagMs(curve, video.snippet.publishedAt, views, now);
      if (measured !== null) lag = Math.max(lag ?? 0, measured);
    }
    lags.push({ id: channelId, lag: lag === null ? null : Math.round(lag) });
  }
  await ctx.db.execute(sql`
    update channels as c set feed_lag_ms = u.lag, feed_lag_at = ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(lags)}::json) as u(id text, lag integer)
    where c.id = u.id
  `);
}

/** Map.groupBy, which Node 20 (still supported) lacks. */
function groupBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export interface FeedSnapshotResult {
  channels: number;
  snapshots: number;
}

/**
 * The hourly snapshots of the first 48 hours from the channels' public feeds (no quota), for the channels
 * whose feed is fresh enough (see FEED_MAX_LAG_MS): each such video whose newest snapshot is an hour old
 * gets one from its channel's feed, `source = 'feed'` (views only). The Data API's 6-hourly refreshes go
 * on, and keep the lag measured.
 */
export async function feedSnapshots(
  ctx: Pick<IngestContext, "db" | "now" | "youtube">,
): Promise<FeedSnapshotResult> {
  const now = ctx.now();
  const due = await ctx.db.execute<{ id: string; channel_id: string }>(sql`
    select v.id, v.channel_id from videos v
    where v.published_at > ${new Date(now.getTime() - FEED_AGE_MS).toISOString()}::timestamptz
      and v.channel_id in ${feedReadyChannels(now.getTime())}
      and not exists (select 1 from video_snapshots s where s.video_id = v.id
        and s.taken_at > ${new Date(now.getTime() - HOUR + DUE_SLACK_MS).toISOString()}::timestamptz)
  `);
  const result: FeedSnapshotResult = { channels: 0, snapshots: 0 };
  for (const [channelId, list] of groupBy(due.rows, (row) => row.channel_id)) {
    const feed = await ctx.youtube.channelFeed(channelId);
    if (!feed) continue;
    result.channels += 1;
    const rows = list.flatMap((row) => {
      const views = feed.get(row.id);
      return views === undefined ? [] : [{ videoId: row.id, views, likes: null, comments: null }];
    });
    await insertSnapshots(ctx.db, rows, now, "feed");
    result.snapshots += rows.length;
  }
  return result;
}
