import { median } from "./median.ts";
import { isShort } from "./shorts.ts";
import { DAY_MS, type TimeInput, toMillis } from "./time.ts";

/** A channel's video as the outlier score needs it. `publishedAt` as in TimeInput (number = epoch ms). */
export interface ChannelVideo {
  videoId: string;
  views: number | null | undefined;
  publishedAt: TimeInput | null | undefined;
  durationSeconds: number | null | undefined;
}

export const BASELINE_MAX_VIDEOS = 30;
export const BASELINE_MIN_VIDEOS = 5;
export const BASELINE_MIN_AGE_MS = 7 * DAY_MS;

/**
 * The baseline videos for `target`: the channel's most recent other videos of the same format
 * (Short or long-form), each at least 7 days old at `now`, at most 30. Videos without a valid
 * view count or publication time are skipped. Newest first.
 */
export function outlierBaseline(
  target: Pick<ChannelVideo, "videoId" | "durationSeconds">,
  channelVideos: readonly ChannelVideo[],
  now: TimeInput = Date.now(),
): ChannelVideo[] {
  const nowMs = toMillis(now);
  if (nowMs === null) return [];
  const short = isShort(target.durationSeconds);
  return channelVideos
    .map((video) => ({ video, at: toMillis(video.publishedAt) }))
    .filter(
      (c): c is { video: ChannelVideo; at: number } =>
        c.video.videoId !== target.videoId &&
        c.at !== null &&
        nowMs - c.at >= BASELINE_MIN_AGE_MS &&
        typeof c.video.views === "number" &&
        Number.isFinite(c.video.views) &&
        c.video.views >= 0 &&
        isShort(c.video.durationSeconds) === short,
    )
    .sort((a, b) => b.at - a.at)
    .slice(0, BASELINE_MAX_VIDEOS)
    .map((c) => c.video);
}

/**
 * Outlier score = target views / median views of its baseline (see outlierBaseline and
 * docs/product.md#metrics). Null ("not enough history") with fewer than 5 baseline videos, a zero
 * median, or no valid target views.
 */
export function outlierScore(
  target: ChannelVideo,
  channelVideos: readonly ChannelVideo[],
  now: TimeInput = Date.now(),
): number | null {
  const views = target.views;
  if (typeof views !== "number" || !Number.isFinite(views) || views < 0) return null;
  const baseline = outlierBaseline(target, channelVideos, now);
  if (baseline.length < BASELINE_MIN_VIDEOS) return null;
  const mid = median(baseline.map((v) => v.views as number));
  if (mid === null || mid === 0) return null;
  return views / mid;
}
