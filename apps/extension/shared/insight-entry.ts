import type { VideoInsight } from "@vi/types";

// A cached answer as the background stores it and content scripts read it (freshness and storage key).

/**
 * What the extension remembers about a video the API was asked about: its insight, or null when
 * the API does not know the video (deleted, private). `at` is when the answer arrived (epoch ms).
 */
export interface CachedInsight {
  at: number;
  insight: VideoInsight | null;
}

/** Insights change slowly (views, channel baselines): half an hour keeps them useful and fresh. */
export const INSIGHT_TTL_MS = 30 * 60_000;
/**
 * Answers without an outlier score (or no video at all) expire sooner: a channel the API has just
 * started tracking gets its history within minutes, and the score should not wait half an hour.
 */
export const INCOMPLETE_INSIGHT_TTL_MS = 5 * 60_000;

export function isFresh(entry: CachedInsight, now: number): boolean {
  return isFreshAt(entry.at, entry.insight?.videoOutlier != null, now);
}

/** Whether an answer that arrived at `at` is still fresh; `scored`: it had an outlier score. */
export function isFreshAt(at: number, scored: boolean, now: number): boolean {
  return at <= now && now - at < (scored ? INSIGHT_TTL_MS : INCOMPLETE_INSIGHT_TTL_MS);
}

/** Key prefix of the cached insights in storage.local ("insight:<video id>"). */
export const INSIGHT_KEY_PREFIX = "insight:";

export function isCachedInsight(value: unknown): value is CachedInsight {
  if (typeof value !== "object" || value === null) return false;
  const { at, insight } = value as Partial<CachedInsight>;
  return (
    typeof at === "number" && (insight === null || (typeof insight === "object" && insight !== undefined))
  );
}
