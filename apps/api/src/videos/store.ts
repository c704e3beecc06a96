// Writes YouTube data into the video store and derives what the product shows from it: lifetime VPH at
// fetch time, recent VPH from snapshots, outlier scores per channel and format. Every number comes from
// @vi/metrics, so the API, the web and the extension agree on the definitions (docs/product.md#metrics).
//
// Bulk writes pass one JSON document and expand it with json_to_recordset: one statement per batch, and
// the same SQL on PGlite and node-postgres, whose array parameters differ (docs/decisions/store-writes.md).
import { setImmediate } from "node:timers/promises";
import { formatIsoDuration, parseDuration } from "@vi/format";
import { isShort, lifetimeVph, outlierScore, RECENT_WINDOW_MS, recentVph } from "@vi/metrics";
import { VIDEO_ID_RE } from "@vi/types";
import { and, eq, getTableColumns, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { type ChannelRow, channels, type VideoRow, videoSnapshots, videos } from "../db/schema.ts";
import type { YoutubeChannel, YoutubeVideo } from "../youtube/schemas.ts";

/** The row of a video in the store as every reader needs it: all but the title's search vector. */
export type StoredVideo = Omit<VideoRow, "titleSearch">;

const { titleSearch: _searchOnly, ...storedVideoColumns } = getTableColumns(videos);
/** The columns of StoredVideo, for `db.select(STORED_VIDEO_COLUMNS)`. */
export const STORED_VIDEO_COLUMNS = storedVideoColumns;

/** Rows per write statement. */
const WRITE_CHUNK = 200;

/**
 * Lets waiting requests (/healthz included) run: PGlite answers queries without going through the event
 * loop's I/O phase, so every write step of the store calls this first (docs/decisions/store-writes.md).
 */
const yieldToRequests = () => setImmediate();

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function bestThumbnail(thumbnails: YoutubeChannel["snippet"]["thumbnails"]): string | null {
  if (!thumbnails) return null;
  return thumbnails.medium?.url ?? thumbnails.default?.url ?? thumbnails.high?.url ?? null;
}

/**
 * Inserts or updates channels from channels.list, and rewrites the copies of title, subscriber count and
 * video count that their stored videos carry (they feed the outliers table's filters and sorts).
 */
export async function upsertChannels(db: Database, items: readonly YoutubeChannel[], fetchedAt: Date) {
  if (items.length === 0) return;
  await yieldToRequests();
  const rows = items.map((channel) => ({
    id: channel.id,
    title: channel.snippet.title,
    handle: channel.snippet.customUrl ?? null,
    thumbnail_url: bestThumbnail(channel.snippet.thumbnails),
    uploads_playlist_id: channel.contentDetails.relatedPlaylists.uploads,
    subscriber_count: channel.statistics.subscriberCount ?? 0,
    hidden_subscriber_count: channel.statistics.hiddenSubscriberCount,
    video_count: channel.statistics.videoCount,
    view_count: channel.statistics.viewCount,
  }));
  await db.execute(sql`
    with input as (
      select * from json_to_recordset(${json(rows)}) as r(
        id text, title text, handle text, thumbnail_url text, uploads_playlist_id text,
        subscriber_count bigint, hidden_subscriber_count boolean, video_count integer, view_count bigint)
    ), upserted as (
      insert into channels (id, title, handle, thumbnail_url, uploads_playlist_id, subscriber_count,
        hidden_subscriber_count, video_count, view_count, fetched_at)
      select id, title, handle, thumbnail_url, uploads_playlist_id, subscriber_count,
        hidden_subscriber_count, video_count, view_count, ${iso(fetchedAt)}
      from input
      on conflict (id) do update set
        title = excluded.title, handle = excluded.handle, thumbnail_url = excluded.thumbnail_url,
        uploads_playlist_id = excluded.uploads_playlist_id, subscriber_count = excluded.subscriber_count,
        hidden_subscriber_count = excluded.hidden_subscriber_count, video_count = excluded.video_count,
        view_count = excluded.view_count, fetched_at = excluded.fetched_at
      returning id, title, subscriber_count, video_count
    )
    update videos as v set
      channel_title = u.title,
      channel_subscriber_count = u.subscriber_count,
      channel_video_count = u.video_count
    from upserted as u
    where v.channel_id = u.id
      and (v.channel_title, v.channel_subscriber_count, v.channel_video_count)
        is distinct from (u.title, u.subscriber_count, u.video_count)
  `);
}

/** Stored channels among `ids`. */
export async function loadChannels(db: Database, ids: readonly string[]): Promise<Map<string, ChannelRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(channels)
    .where(inArray(channels.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Inserts or updates videos from videos.list (their channels must be stored first), records a view
 * snapshot for each, and sets lifetime and recent VPH as of `fetchedAt`. Outlier scores are per channel:
 * call recomputeOutlierScores afterwards.
 */
export async function upsertVideos(db: Database, items: readonly YoutubeVideo[], fetchedAt: Date) {
  if (items.length === 0) return;
  await yieldToRequests();
  if (items.length > WRITE_CHUNK) {
    for (let start = 0; start < items.length; start += WRITE_CHUNK) {
      await upsertVideos(db, items.slice(start, start + WRITE_CHUNK), fetchedAt);
    }
    return;
  }
  const channelRows = await loadChannels(
    db,
    items.map((video) => video.snippet.channelId),
  );
  const ids = items.map((video) => video.id);
  const history = await loadSnapshots(db, ids, new Date(fetchedAt.getTime() - RECENT_WINDOW_MS));

  const rows = items.map((video) => {
    const channel = channelRows.get(video.snippet.channelId);
    if (!channel) throw new Error(`channel ${video.snippet.channelId} of video ${video.id} is not stored`);
    // Whole seconds: the column is an integer and the Shorts rule reads the stored value.
    const seconds = Math.round(parseDuration(video.contentDetails.duration) ?? 0);
    // The columns are NOT NULL (and the product's counts are numbers): a count the owner hides is 0.
    const views = video.statistics.viewCount ?? 0;
    const snapshots = [...(history.get(video.id) ?? []), { at: fetchedAt.getTime(), views }];
    return {
      id: video.id,
      channel_id: channel.id,
      title: video.snippet.title,
      tags: video.snippet.tags ?? [],
      published_at: video.snippet.publishedAt,
      duration_seconds: seconds,
      // Canonical form (P0D, PT4M13S, P1DT2H): what the clients' ISO-duration check accepts.
      duration_iso: formatIsoDuration(seconds),
      format: isShort(seconds) ? "short" : "long",
      view_count: views,
      like_count: video.statistics.likeCount ?? 0,
      comment_count: video.statistics.commentCount ?? 0,
      lifetime_vph: lifetimeVph(views, video.snippet.publishedAt, fetchedAt) ?? 0,
      recent_vph: recentVph(snapshots, fetchedAt),
      channel_title: channel.title,
      channel_subscriber_count: channel.subscriberCount,
      channel_video_count: channel.videoCount,
    };
  });

  await db.execute(sql`
    insert into videos (id, channel_id, title, tags, published_at, duration_seconds, duration_iso, format,
      view_count, like_count, comment_count, lifetime_vph, recent_vph, channel_title,
      channel_subscriber_count, channel_video_count, fetched_at)
    select id, channel_id, title, array(select json_array_elements_text(tags)), published_at,
      duration_seconds, duration_iso, format, view_count, like_count, comment_count, lifetime_vph,
      recent_vph, channel_title, channel_subscriber_count, channel_video_count, ${iso(fetchedAt)}
    from json_to_recordset(${json(rows)}) as r(
      id text, channel_id text, title text, tags json, published_at timestamptz, duration_seconds integer,
      duration_iso text, format text, view_count bigint, like_count bigint, comment_count bigint,
      lifetime_vph double precision, recent_vph double precision, channel_title text,
      channel_subscriber_count bigint, channel_video_count integer)
    on conflict (id) do update set
      channel_id = excluded.channel_id, title = excluded.title, tags = excluded.tags,
      published_at = excluded.published_at, duration_seconds = excluded.duration_seconds,
      duration_iso = excluded.duration_iso, format = excluded.format, view_count = excluded.view_count,
      like_count = excluded.like_count, comment_count = excluded.comment_count,
      lifetime_vph = excluded.lifetime_vph, recent_vph = excluded.recent_vph,
      channel_title = excluded.channel_title, channel_subscriber_count = excluded.channel_subscriber_count,
      channel_video_count = excluded.channel_video_count, fetched_at = excluded.fetched_at
  `);
  await db.execute(sql`
    insert into video_snapshots (video_id, taken_at, view_count)
    select id, ${iso(fetchedAt)}, view_count
    from json_to_recordset(${json(rows.map(({ id, view_count }) => ({ id, view_count })))})
      as r(id text, view_count bigint)
    on conflict do nothing
  `);
}

/** Snapshots of the given videos taken at or after `since`, by video id. */
async function loadSnapshots(db: Database, ids: readonly string[], since: Date) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(videoSnapshots)
          .where(and(inArray(videoSnapshots.videoId, [...ids]), gte(videoSnapshots.takenAt, since)));
  const byVideo = new Map<string, { at: number; views: number }[]>();
  for (const row of rows) {
    const list = byVideo.get(row.videoId) ?? [];
    list.push({ at: row.takenAt.getTime(), views: row.viewCount });
    byVideo.set(row.videoId, list);
  }
  return byVideo;
}

/**
 * Recomputes the outlier score of every stored video of these channels with @vi/metrics: each video
 * against the channel's other stored videos of its format (the baseline rules live in outlierScore).
 * Returns the number of scores that changed.
 */
export async function recomputeOutlierScores(
  db: Database,
  channelIds: Iterable<string>,
  now: Date,
): Promise<number> {
  let changed = 0;
  for (const channelId of new Set(channelIds)) {
    await yieldToRequests();
    const rows = await db
      .select({
        videoId: videos.id,
        views: videos.viewCount,
        publishedAt: videos.publishedAt,
        durationSeconds: videos.durationSeconds,
        outlierScore: videos.outlierScore,
      })
      .from(videos)
      .where(eq(videos.channelId, channelId));
    const updates = rows
      .map((row) => ({ id: row.videoId, before: row.outlierScore, score: outlierScore(row, rows, now) }))
      .filter((row) => row.score !== row.before)
      .map(({ id, score }) => ({ id, score }));
    if (updates.length === 0) continue;
    await db.execute(sql`
      update videos as v set outlier_score = u.score
      from json_to_recordset(${json(updates)}) as u(id text, score double precision)
      where v.id = u.id
    `);
    changed += updates.length;
  }
  return changed;
}

/** Stored videos among `ids` (malformed ids are simply not found), by id. */
export async function loadVideos(db: Database, ids: readonly string[]): Promise<Map<string, StoredVideo>> {
  const wanted = [...new Set(ids)].filter((id) => VIDEO_ID_RE.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await db.select(STORED_VIDEO_COLUMNS).from(videos).where(inArray(videos.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Removes videos YouTube no longer serves (deleted or private): the policy is to stop showing them. */
export async function deleteVideos(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(videos)
    .where(inArray(videos.id, [...ids]))
    .returning({ id: videos.id });
  return deleted.length;
}
