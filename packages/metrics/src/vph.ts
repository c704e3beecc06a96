import { HOUR_MS, type TimeInput, toMillis } from "./time.ts";

/**
 * Views per hour over the video's whole life: views / hours since publication, hours floored at 1
 * (docs/product.md#metrics).
 */
export function lifetimeVph(
  views: number | null | undefined,
  publishedAt: TimeInput | null | undefined,
  now: TimeInput = Date.now(),
): number | null {
  const published = toMillis(publishedAt);
  const nowMs = toMillis(now);
  if (views === null || views === undefined || !Number.isFinite(views) || views < 0) return null;
  if (published === null || nowMs === null) return null;
  // The floor keeps a video published minutes ago (or dated in the future) from showing a huge rate.
  const hours = Math.max(1, (nowMs - published) / HOUR_MS);
  return views / hours;
}

/** A stored observation of a video's view count. `at` as in TimeInput (number = epoch ms). */
export interface ViewSnapshot {
  at: TimeInput;
  views: number;
}

export const RECENT_WINDOW_MS = 48 * HOUR_MS;
export const MIN_SNAPSHOT_GAP_MS = HOUR_MS;

/**
 * Recent views per hour: the view gain between the two newest snapshots that are at least 1 hour apart,
 * both within the last 48 hours, divided by the hours between them. Concretely: the newest snapshot,
 * paired with the newest one taken at least 1 hour before it. Null when no such pair exists.
 * Snapshots with an invalid time or view count, or dated after `now`, are ignored.
 * A negative gain (YouTube sometimes removes invalid views) is reported as 0 views per hour.
 */
export function recentVph(snapshots: readonly ViewSnapshot[], now: TimeInput = Date.now()): number | null {
  const nowMs = toMillis(now);
  if (nowMs === null) return null;
  const usable = snapshots
    .map((s) => ({ at: toMillis(s.at), views: s.views }))
    .filter(
      (s): s is { at: number; views: number } =>
        s.at !== null && Number.isFinite(s.views) && s.at <= nowMs && nowMs - s.at <= RECENT_WINDOW_MS,
    )
    .sort((a, b) => b.at - a.at);
  const newest = usable[0];
  if (newest === undefined) return null;
  const older = usable.find((s) => newest.at - s.at >= MIN_SNAPSHOT_GAP_MS);
  if (older === undefined) return null;
  const hours = (newest.at - older.at) / HOUR_MS;
  return Math.max(0, newest.views - older.views) / hours;
}
