// Writes YouTube data into the video store and derives what the product shows from it: lifetime VPH at
// fetch time, recent VPH from snapshots, outlier scores per channel and format. Every number comes from
// @vi/metrics, so the API, the web and the extension agree on the definitions (docs/product.md#metrics).
//
// Bulk writes pass one JSON document and expand it with json_to_recordset: one statement per batch, and
// the same SQL on PGlite and node-postgres, whose array parameters differ (docs/decisions/store-writes.md).
import { setImmediate } from "node:timers/promises";
import { formatIsoDuration, parseDuration } from "@vi/format";
import {
  HISTORY_MAX_AGE_MS,
  type HistoryVideo,
  isShort,
  lifetimeVph,
  outlierAtAge,
  outlierScore,
  RECENT_WINDOW_MS,
  recentVph,
  TYPICAL_START_AGES_MS,
  typicalStart,
  type ViewSnapshot,
  vphBetween,
} from "@vi/metrics";
import { type CurvePoint, VIDEO_ID_RE, type VideoFormat } from "@vi/types";
import { and, getTableColumns, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import {
  type ChannelRow,
  channels,
  type SnapshotSource,
  type VideoChangeKind,
  type VideoRow,
  videoSnapshots,
  videos,
} from "../db/schema.ts";
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

/**
 * By id: every multi-row write of the store sends its rows in key order, so that two writes of
 * overlapping rows (a lookup and a job, two jobs) lock them in the same order and cannot deadlock.
 */
const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) => {
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };

function bestThumbnail(thumbnails: YoutubeChannel["snippet"]["thumbnails"]): string | null {
  if (!thumbnails) return null;
  return thumbnails.medium?.url ?? thumbnails.default?.url ?? thumbnails.high?.url ?? null;
}

/** The thumbnail a video's changes are tracked on: the 320x180 one the product shows. */
export function videoThumbnailUrl(thumbnails: YoutubeVideo["snippet"]["thumbnails"]): string | null {
  return bestThumbnail(thumbnails);
}

const HOUR = 3_600_000;
/** Title and thumbnail changes are judged by the views per hour over this long before and after. */
const CHANGE_WINDOW_MS = 24 * HOUR;

/**
 * Makes sure the day partitions of video_snapshots exist for `at` and the day after (the next day's is
 * made ahead, so midnight never waits on it). Idempotent and safe in parallel (the SQL function locks).
 */
async function ensureSnapshotPartitions(db: Database, at: Date) {
  const day = at.toISOString().slice(0, 10);
  const next = new Date(at.getTime() + 24 * HOUR).toISOString().slice(0, 10);
  await db.execute(
    sql`select video_snapshots_partition(${day}::date), video_snapshots_partition(${next}::date)`,
  );
}

/** One snapshot row as the store writes it. */
export interface SnapshotInput {
  videoId: string;
  views: number;
  likes: number | null;
  comments: number | null;
}

/** Writes snapshots taken at `takenAt` (an existing one for the same video and instant is kept). */
export async function insertSnapshots(
  db: Database,
  rows: readonly SnapshotInput[],
  takenAt: Date,
  source: SnapshotSource,
) {
  if (rows.length === 0) return;
  await ensureSnapshotPartitions(db, takenAt);
  await db.execute(sql`
    insert into video_snapshots (video_id, taken_at, view_count, like_count, comment_count, source)
    select id, ${iso(takenAt)}, views, likes, comments, ${source}
    from json_to_recordset(${json([...rows].sort(byKey((row) => row.videoId)).map((row) => ({ id: row.videoId, views: row.views, likes: row.likes, comments: row.comments })))})
      as r(id text, views bigint, likes bigint, comments bigint)
    on conflict do nothing
  `);
}

/**
 * Inserts or updates channels from channels.list, and rewrites the copies of title, subscriber count and
 * video count that their stored videos carry (they feed the outliers table's filters and sorts).
 */
export async function upsertChannels(db: Database, items: readonly YoutubeChannel[], fetchedAt: Date) {
  if (items.length === 0) return;
  await yieldToRequests();
  const rows = [...items].sort(byKey((channel) => channel.id)).map((channel) => ({
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
export async function upsertVideos(
  db: Database,
  input: readonly YoutubeVideo[],
  fetchedAt: Date,
  /** ETags of the videos' thumbnails (by video id) where they were read: a changed one is a change. */
  thumbnailEtags: ReadonlyMap<string, string> = new Map(),
) {
  if (input.length === 0) return;
  await yieldToRequests();
  const items = [...input].sort(byKey((video) => video.id));
  if (items.length > WRITE_CHUNK) {
    for (let start = 0; start < items.length; start += WRITE_CHUNK) {
      await upsertVideos(db, items.slice(start, start + WRITE_CHUNK), fetchedAt, thumbnailEtags);
    }
    return;
  }
  const channelRows = await loadChannels(
    db,
    items.map((video) => video.snippet.channelId),
  );
  const ids = items.map((video) => video.id);
  const history = await loadSnapshots(db, ids, new Date(fetchedAt.getTime() - RECENT_WINDOW_MS));
  const previous = new Map(
    (
      await db
        .select({
          id: videos.id,
          title: videos.title,
          thumbnailUrl: videos.thumbnailUrl,
          thumbnailEtag: videos.thumbnailEtag,
        })
        .from(videos)
        .where(inArray(videos.id, ids))
    ).map((row) => [row.id, row]),
  );
  const changes: ChangeInput[] = [];

  const rows = items.map((video) => {
    const channel = channelRows.get(video.snippet.channelId);
    if (!channel) throw new Error(`channel ${video.snippet.channelId} of video ${video.id} is not stored`);
    // Whole seconds: the column is an integer and the Shorts rule reads the stored value.
    const seconds = Math.round(parseDuration(video.contentDetails.duration) ?? 0);
    // The columns are NOT NULL (and the product's counts are numbers): a count the owner hides is 0.
    const views = video.statistics.viewCount ?? 0;
    const snapshots = [...(history.get(video.id) ?? []), { at: fetchedAt.getTime(), views }];
    const thumbnailUrl = videoThumbnailUrl(video.snippet.thumbnails);
    const thumbnailEtag = thumbnailEtags.get(video.id) ?? null;
    const before = previous.get(video.id);
    if (before) {
      const vph = () =>
        vphBetween(
          snapshots,
          video.snippet.publishedAt,
          fetchedAt.getTime() - CHANGE_WINDOW_MS,
          fetchedAt.getTime(),
        );
      if (before.title !== video.snippet.title) {
        changes.push({
          id: video.id,
          kind: "title",
          before: before.title,
          after: video.snippet.title,
          vph: vph(),
        });
      }
      if (before.thumbnailUrl !== null && thumbnailUrl !== null) {
        const urlChanged = before.thumbnailUrl !== thumbnailUrl;
        const etagChanged =
          before.thumbnailEtag !== null && thumbnailEtag !== null && before.thumbnailEtag !== thumbnailEtag;
        if (urlChanged || etagChanged) {
          changes.push({
            id: video.id,
            kind: "thumbnail",
            before: thumbnailDescription(before.thumbnailUrl, before.thumbnailEtag),
            after: thumbnailDescription(thumbnailUrl, thumbnailEtag),
            vph: vph(),
          });
        }
      }
    }
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
      thumbnail_url: thumbnailUrl,
      // A refresh that could not read the ETag keeps the one stored (see the update below).
      thumbnail_etag: thumbnailEtag,
    };
  });

  await db.execute(sql`
    insert into videos (id, channel_id, title, tags, published_at, duration_seconds, duration_iso, format,
      view_count, like_count, comment_count, lifetime_vph, recent_vph, channel_title,
      channel_subscriber_count, channel_video_count, thumbnail_url, thumbnail_etag, fetched_at)
    select id, channel_id, title, array(select json_array_elements_text(tags)), published_at,
      duration_seconds, duration_iso, format, view_count, like_count, comment_count, lifetime_vph,
      recent_vph, channel_title, channel_subscriber_count, channel_video_count, thumbnail_url, thumbnail_etag,
      ${iso(fetchedAt)}
    from json_to_recordset(${json(rows)}) as r(
      id text, channel_id text, title text, tags json, published_at timestamptz, duration_seconds integer,
      duration_iso text, format text, view_count bigint, like_count bigint, comment_count bigint,
      lifetime_vph double precision, recent_vph double precision, channel_title text,
      channel_subscriber_count bigint, channel_video_count integer, thumbnail_url text, thumbnail_etag text)
    on conflict (id) do update set
      channel_id = excluded.channel_id, title = excluded.title, tags = excluded.tags,
      published_at = excluded.published_at, duration_seconds = excluded.duration_seconds,
      duration_iso = excluded.duration_iso, format = excluded.format, view_count = excluded.view_count,
      like_count = excluded.like_count, comment_count = excluded.comment_count,
      lifetime_vph = excluded.lifetime_vph, recent_vph = excluded.recent_vph,
      channel_title = excluded.channel_title, channel_subscriber_count = excluded.channel_subscriber_count,
      channel_video_count = excluded.channel_video_count, thumbnail_url = excluded.thumbnail_url,
      thumbnail_etag = coalesce(excluded.thumbnail_etag, videos.thumbnail_etag), fetched_at = excluded.fetched_at
  `);
  await insertSnapshots(
    db,
    items.map((video) => ({
      videoId: video.id,
      views: video.statistics.viewCount ?? 0,
      // Hidden counts are unknown, not zero, in the history.
      likes: video.statistics.likeCount ?? null,
      comments: video.statistics.commentCount ?? null,
    })),
    fetchedAt,
    "api",
  );
  await insertChanges(db, changes, fetchedAt);
  await completeChanges(db, ids, fetchedAt);
}

interface ChangeInput {
  id: string;
  kind: VideoChangeKind;
  before: string;
  after: string;
  vph: number | null;
}

/** What a thumbnail is, for the before/after of a change: its URL, and its ETag when known. */
function thumbnailDescription(url: string, etag: string | null): string {
  return etag === null ? url : `${url}#etag=${etag}`;
}

async function insertChanges(db: Database, changes: readonly ChangeInput[], at: Date) {
  if (changes.length === 0) return;
  await db.execute(sql`
    insert into video_changes (video_id, changed_at, kind, before, after, vph_before)
    select id, ${iso(at)}, kind, before, after, vph
    from json_to_recordset(${json(changes)}) as r(id text, kind text, before text, after text, vph double precision)
    on conflict do nothing
  `);
}

/** Fills in the views per hour after each change of these videos once 24 hours of snapshots follow it. */
async function completeChanges(db: Database, ids: readonly string[], now: Date) {
  const due = await db.execute<{
    video_id: string;
    changed_at: string | Date;
    kind: string;
    published_at: string | Date;
  }>(sql`
    select c.video_id, c.changed_at, c.kind, v.published_at
    from video_changes c join videos v on v.id = c.video_id
    where c.video_id in (select json_array_elements_text(${json(ids)}))
      and c.vph_after is null
      and c.changed_at <= ${iso(new Date(now.getTime() - CHANGE_WINDOW_MS))}
  `);
  if (due.rows.length === 0) return;
  const since = Math.min(...due.rows.map((row) => new Date(row.changed_at).getTime()));
  const history = await loadSnapshots(
    db,
    [...new Set(due.rows.map((row) => row.video_id))],
    new Date(since - HOUR),
  );
  const updates = due.rows.flatMap((row) => {
    const at = new Date(row.changed_at).getTime();
    const vph = vphBetween(
      history.get(row.video_id) ?? [],
      new Date(row.published_at),
      at,
      at + CHANGE_WINDOW_MS,
    );
    return vph === null ? [] : [{ id: row.video_id, at: new Date(at).toISOString(), kind: row.kind, vph }];
  });
  if (updates.length === 0) return;
  await db.execute(sql`
    update video_changes as c set vph_after = u.vph
    from json_to_recordset(${json(updates)}) as u(id text, at timestamptz, kind text, vph double precision)
    where c.video_id = u.id and c.changed_at = u.at and c.kind = u.kind
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
  const byVideo = new Map<string, ViewSnapshot[]>();
  for (const row of rows) {
    const list = byVideo.get(row.videoId) ?? [];
    list.push({ at: row.takenAt.getTime(), views: row.viewCount });
    byVideo.set(row.videoId, list);
  }
  return byVideo;
}

/** A channel's stored videos of the last 60 days with their snapshots (all a 30-day history needs). */
export interface ChannelHistoryVideo extends HistoryVideo {
  format: VideoFormat;
  views: number;
}

/**
 * The channel's videos whose first 30 days overlap the kept snapshots (published within 60 days of `now`),
 * with their snapshots, oldest snapshot first; `format` narrows to Shorts or long-form.
 */
export async function loadChannelHistory(
  db: Database,
  channelId: string,
  now: Date,
  format?: VideoFormat,
): Promise<ChannelHistoryVideo[]> {
  return (await loadChannelsHistory(db, [channelId], now, format)).get(channelId) ?? [];
}

/** loadChannelHistory for several channels in one statement, by channel. */
async function loadChannelsHistory(
  db: Database,
  channelIds: readonly string[],
  now: Date,
  format?: VideoFormat,
): Promise<Map<string, ChannelHistoryVideo[]>> {
  const byChannel = new Map<string, ChannelHistoryVideo[]>();
  if (channelIds.length === 0) return byChannel;
  const since = new Date(now.getTime() - 2 * 30 * 24 * HOUR);
  const result = await db.execute<{
    id: string;
    channel_id: string;
    published_at: string | Date;
    format: VideoFormat;
    view_count: number | string;
    snapshots: [string, number][] | null;
  }>(sql`
    select v.id, v.channel_id, v.published_at, v.format, v.view_count,
      (select json_agg(json_build_array(s.taken_at, s.view_count) order by s.taken_at)
         from video_snapshots s where s.video_id = v.id) as snapshots
    from videos v
    where v.channel_id in (${sql.join(
      channelIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and v.published_at > ${iso(since)}
      ${format ? sql`and v.format = ${format}` : sql``}
  `);
  for (const row of result.rows) {
    const list = byChannel.get(row.channel_id) ?? [];
    list.push({
      videoId: row.id,
      publishedAt: new Date(row.published_at).getTime(),
      format: row.format,
      views: Number(row.view_count),
      snapshots: (row.snapshots ?? []).map(([at, views]) => ({ at: Date.parse(at), views: Number(views) })),
    });
    byChannel.set(row.channel_id, list);
  }
  return byChannel;
}

/**
 * Channels per recompute step (four statements a step): few enough that one statement does not hold
 * PGlite, which runs on the API's own thread, for long (50 cost the same CPU, in longer holds).
 */
const RECOMPUTE_CHUNK = 10;

/**
 * Recomputes the outlier score of every stored video of these channels with @vi/metrics: each video
 * against the channel's other stored videos of its format (the baseline rules live in outlierScore), and
 * the outlier at the same age of its videos up to 30 days old (from the channel's snapshots).
 * Returns the number of videos whose scores changed.
 *
 * Channels go RECOMPUTE_CHUNK at a time, each step in four statements (videos, histories, curves,
 * scores) instead of four per channel: a lookup of 20 videos of 15 channels sent 60 (throughput.md).
 */
export async function recomputeOutlierScores(
  db: Database,
  channelIds: Iterable<string>,
  now: Date,
): Promise<number> {
  const all = [...new Set(channelIds)].sort();
  let changed = 0;
  for (let start = 0; start < all.length; start += RECOMPUTE_CHUNK) {
    await yieldToRequests();
    changed += await recomputeChunk(db, all.slice(start, start + RECOMPUTE_CHUNK), now);
  }
  return changed;
}

async function recomputeChunk(db: Database, channelIds: readonly string[], now: Date): Promise<number> {
  const stored = await db
    .select({
      channelId: videos.channelId,
      videoId: videos.id,
      views: videos.viewCount,
      publishedAt: videos.publishedAt,
      durationSeconds: videos.durationSeconds,
      format: videos.format,
      outlierScore: videos.outlierScore,
      outlierAtAge: videos.outlierAtAge,
      outlierAtAgeSample: videos.outlierAtAgeSample,
    })
    .from(videos)
    .where(inArray(videos.channelId, [...channelIds]));
  const rowsByChannel = new Map<string, typeof stored>();
  for (const row of stored) {
    const list = rowsByChannel.get(row.channelId) ?? [];
    list.push(row);
    rowsByChannel.set(row.channelId, list);
  }
  // Videos of the last 60 days have snapshots the typical start uses (their first 30 days overlap the
  // kept 30); a channel with none has no history to read.
  const withHistory = [...rowsByChannel.entries()]
    .filter(([, rows]) =>
      rows.some((row) => now.getTime() - row.publishedAt.getTime() <= 2 * HISTORY_MAX_AGE_MS),
    )
    .map(([channelId]) => channelId);
  const histories = await loadChannelsHistory(db, withHistory, now);
  await storeChannelCurves(
    db,
    withHistory.map((channelId) => ({ channelId, history: histories.get(channelId) ?? [] })),
    now,
  );
  const updates: { id: string; score: number | null; atAge: number | null; sample: number }[] = [];
  for (const [channelId, rows] of rowsByChannel) {
    const history = histories.get(channelId) ?? [];
    for (const row of rows) {
      const atAge =
        now.getTime() - row.publishedAt.getTime() <= HISTORY_MAX_AGE_MS
          ? outlierAtAge(
              row,
              history.filter((video) => video.format === row.format),
              now,
            )
          : { score: null, sampleSize: 0 };
      const score = outlierScore(row, rows, now);
      if (
        score !== row.outlierScore ||
        atAge.score !== row.outlierAtAge ||
        atAge.sampleSize !== row.outlierAtAgeSample
      ) {
        updates.push({ id: row.videoId, score, atAge: atAge.score, sample: atAge.sampleSize });
      }
    }
  }
  if (updates.length === 0) return 0;
  updates.sort(byKey((u) => u.id));
  await db.execute(sql`
    update videos as v set outlier_score = u.score, outlier_at_age = u.at_age, outlier_at_age_sample = u.sample
    from json_to_recordset(${json(updates.map((u) => ({ id: u.id, score: u.score, at_age: u.atAge, sample: u.sample })))})
      as u(id text, score double precision, at_age double precision, sample integer)
    where v.id = u.id
  `);
  return updates.length;
}

/** The typical start's points as the API answers them (ages in hours). */
export function curvePoints(history: readonly HistoryVideo[], now: Date): CurvePoint[] {
  return typicalStart(history, now).map((point, index) => ({
    ageHours: (TYPICAL_START_AGES_MS[index] ?? point.ageMs) / HOUR,
    sampleSize: point.sampleSize,
    median: point.median,
    p25: point.p25,
    p75: point.p75,
  }));
}

/** Each channel's typical start per format, as GET /channels/curve answers it (one row a format). */
async function storeChannelCurves(
  db: Database,
  channels: readonly { channelId: string; history: readonly ChannelHistoryVideo[] }[],
  now: Date,
) {
  if (channels.length === 0) return;
  const rows = [...channels].sort(byKey((channel) => channel.channelId)).flatMap(({ channelId, history }) =>
    (["long", "short"] as const).map((format) => ({
      channel_id: channelId,
      format,
      points: curvePoints(
        history.filter((video) => video.format === format),
        now,
      ),
    })),
  );
  await db.execute(sql`
    insert into channel_curves (channel_id, format, computed_at, points)
    select channel_id, format, ${iso(now)}, points from json_to_recordset(${json(rows)}) as r(channel_id text, format text, points jsonb)
    on conflict (channel_id, format) do update set computed_at = excluded.computed_at, points = excluded.points
  `);
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
