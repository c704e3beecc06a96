// A video's first 30 days: views at a given age read off its snapshots, a channel's typical start (the
// median and 25th-75th percentile views of its videos at fixed ages) and the outlier score at the same age
// (docs/product.md#history).
import { BASELINE_MAX_VIDEOS, BASELINE_MIN_VIDEOS } from "./outlier.ts";
import { DAY_MS, HOUR_MS, type TimeInput, toMillis } from "./time.ts";
import type { ViewSnapshot } from "./vph.ts";

/** Snapshots are kept this long (YouTube API policy), so history covers a video's first 30 days. */
export const HISTORY_MAX_AGE_MS = 30 * DAY_MS;

/** The ages a channel's typical start is given at: 1 h, 3 h, 6 h, 12 h, 24 h, 48 h, 7 d, 14 d, 30 d. */
export const TYPICAL_START_AGES_MS = [
  HOUR_MS,
  3 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
  24 * HOUR_MS,
  48 * HOUR_MS,
  7 * DAY_MS,
  14 * DAY_MS,
  30 * DAY_MS,
] as const;

/**
 * Widest gap between the two observations around an age that still gives a value there: 2 hours, or half
 * the age when that is more. A video first seen on day 10 has no honest value for its first hour.
 */
export function maxBracketMs(ageMs: number): number {
  return Math.max(2 * HOUR_MS, ageMs / 2);
}

interface Point {
  at: number;
  views: number;
}

/** The video's observations in time order: publication (0 views) first, then its valid snapshots. */
function curvePoints(snapshots: readonly ViewSnapshot[], publishedMs: number): Point[] {
  const points: Point[] = [{ at: publishedMs, views: 0 }];
  for (const snapshot of snapshots) {
    const at = toMillis(snapshot.at);
    if (at === null || at < publishedMs || !Number.isFinite(snapshot.views) || snapshot.views < 0) continue;
    points.push({ at, views: snapshot.views });
  }
  return points.sort((a, b) => a.at - b.at);
}

/** Views at instant `at` by linear interpolation between the observations around it (see maxBracketMs). */
function viewsAt(points: readonly Point[], at: number, maxGapMs: number): number | null {
  let before: Point | undefined;
  let after: Point | undefined;
  for (const point of points) {
    if (point.at <= at) before = point;
    if (point.at >= at) {
      after = point;
      break;
    }
  }
  if (!before || !after) return null;
  if (before.at === after.at) return after.views;
  if (after.at - before.at > maxGapMs) return null;
  return before.views + ((after.views - before.views) * (at - before.at)) / (after.at - before.at);
}

/**
 * Views at `ageMs` after publication, interpolated linearly between the snapshots around that age (the
 * publication counts as 0 views). Null when no snapshot is at or after that age, or when the two around it
 * are further apart than maxBracketMs(age).
 */
export function viewsAtAge(
  snapshots: readonly ViewSnapshot[],
  publishedAt: TimeInput | null | undefined,
  ageMs: number,
): number | null {
  const published = toMillis(publishedAt);
  if (published === null || !Number.isFinite(ageMs) || ageMs < 0) return null;
  return viewsAt(curvePoints(snapshots, published), published + ageMs, maxBracketMs(ageMs));
}

/**
 * The p-th quantile (0..1) of the finite values, interpolating between closest ranks: position p * (n - 1)
 * of the sorted values (spreadsheets' PERCENTILE.INC). p = 0.5 is the median. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0 || !(p >= 0 && p <= 1)) return null;
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = sorted[low]!;
  const b = sorted[high]!;
  return a + (b - a) * (position - low);
}

/** A channel's video with its snapshots, as the typical start and the outlier at age need it. */
export interface HistoryVideo {
  videoId: string;
  publishedAt: TimeInput;
  snapshots: readonly ViewSnapshot[];
}

/** The typical views at one age and the number of videos they come from. */
export interface TypicalPoint {
  ageMs: number;
  /** Videos that have reached this age and have a value there (see viewsAtAge). */
  sampleSize: number;
  /** Null below BASELINE_MIN_VIDEOS videos ('not enough history'). */
  median: number | null;
  p25: number | null;
  p75: number | null;
}

/**
 * Views at `ageMs` of the channel's videos that had reached that age at `now`, the most recent first and at
 * most BASELINE_MAX_VIDEOS of them (as the lifetime outlier score's baseline), `excludeId` left out.
 */
export function peerViewsAtAge(
  videos: readonly HistoryVideo[],
  ageMs: number,
  now: TimeInput,
  excludeId?: string,
): number[] {
  const nowMs = toMillis(now);
  if (nowMs === null) return [];
  return videos
    .map((video) => ({ video, published: toMillis(video.publishedAt) }))
    .filter(
      (c): c is { video: HistoryVideo; published: number } =>
        c.published !== null && c.video.videoId !== excludeId && nowMs - c.published >= ageMs,
    )
    .sort((a, b) => b.published - a.published)
    .flatMap(({ video, published }) => {
      const views = viewsAtAge(video.snapshots, published, ageMs);
      return views === null ? [] : [views];
    })
    .slice(0, BASELINE_MAX_VIDEOS);
}

/** Median and 25th-75th percentile of the channel's views at one age (see peerViewsAtAge). */
export function typicalAtAge(
  videos: readonly HistoryVideo[],
  ageMs: number,
  now: TimeInput,
  excludeId?: string,
): TypicalPoint {
  const values = peerViewsAtAge(videos, ageMs, now, excludeId);
  const enough = values.length >= BASELINE_MIN_VIDEOS;
  return {
    ageMs,
    sampleSize: values.length,
    median: enough ? percentile(values, 0.5) : null,
    p25: enough ? percentile(values, 0.25) : null,
    p75: enough ? percentile(values, 0.75) : null,
  };
}

/** A channel's typical start: typicalAtAge at each of TYPICAL_START_AGES_MS. */
export function typicalStart(videos: readonly HistoryVideo[], now: TimeInput): TypicalPoint[] {
  return TYPICAL_START_AGES_MS.map((age) => typicalAtAge(videos, age, now));
}

export interface OutlierAtAge {
  /** Views now / the channel's median views at the same age; null: 'not enough history' or too old. */
  score: number | null;
  /** Videos the median comes from. */
  sampleSize: number;
  /** The video's age the score is for. */
  ageMs: number;
}

/**
 * Outlier at the same age: the video's views now divided by the median views of the channel's other videos
 * (same format: the caller passes only those) at the video's current age. Only for videos up to 30 days old;
 * null with fewer than BASELINE_MIN_VIDEOS such videos, a zero median or no valid views.
 */
export function outlierAtAge(
  target: { videoId: string; views: number | null | undefined; publishedAt: TimeInput | null | undefined },
  channelVideos: readonly HistoryVideo[],
  now: TimeInput,
): OutlierAtAge {
  const published = toMillis(target.publishedAt);
  const nowMs = toMillis(now);
  if (published === null || nowMs === null) return { score: null, sampleSize: 0, ageMs: 0 };
  const ageMs = Math.max(0, nowMs - published);
  if (ageMs > HISTORY_MAX_AGE_MS) return { score: null, sampleSize: 0, ageMs };
  const point = typicalAtAge(channelVideos, ageMs, nowMs, target.videoId);
  const views = target.views;
  const valid = typeof views === "number" && Number.isFinite(views) && views >= 0;
  const score = valid && point.median !== null && point.median > 0 ? views / point.median : null;
  return { score, sampleSize: point.sampleSize, ageMs };
}

/**
 * Views per hour between two instants, each read off the snapshots by interpolation (publication = 0
 * views; gaps up to maxBracketMs of the window). Null when either end has no value yet. Negative gains
 * (YouTube removing invalid views) count as 0.
 */
export function vphBetween(
  snapshots: readonly ViewSnapshot[],
  publishedAt: TimeInput,
  from: TimeInput,
  to: TimeInput,
): number | null {
  const published = toMillis(publishedAt);
  const start = toMillis(from);
  const end = toMillis(to);
  if (published === null || start === null || end === null || end <= Math.max(start, published)) return null;
  const points = curvePoints(snapshots, published);
  const gap = maxBracketMs(end - start);
  const a = viewsAt(points, Math.max(start, published), gap);
  const b = viewsAt(points, end, gap);
  if (a === null || b === null) return null;
  return Math.max(0, b - a) / ((end - Math.max(start, published)) / HOUR_MS);
}

/**
 * How far a count read from the channel's public feed lags the Data API's curve: `at` minus the latest
 * instant the curve (the snapshots, interpolated; the publication as 0 views) had `feedViews`. 0 when the
 * feed is at or above the newest snapshot; null when the count is below the curve's start or not a count.
 */
export function feedLagMs(
  snapshots: readonly ViewSnapshot[],
  publishedAt: TimeInput,
  feedViews: number,
  at: TimeInput,
): number | null {
  const published = toMillis(publishedAt);
  const atMs = toMillis(at);
  if (published === null || atMs === null || !Number.isFinite(feedViews) || feedViews < 0) return null;
  const points = curvePoints(snapshots, published).filter((point) => point.at <= atMs);
  const newest = points.at(-1);
  if (!newest || feedViews >= newest.views) return 0;
  for (let i = points.length - 1; i > 0; i--) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (a.views <= feedViews && feedViews <= b.views) {
      const t =
        b.views === a.views ? b.at : a.at + ((feedViews - a.views) * (b.at - a.at)) / (b.views - a.views);
      return Math.max(0, atMs - t);
    }
  }
  return null;
}
