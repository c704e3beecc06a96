import { formatCount, formatOutlier } from "./count.ts";
import { formatDuration, parseDuration } from "./duration.ts";
import { formatAge, type TimeInput } from "./time.ts";
import type { VideoRow } from "./video.ts";

type SummaryFields =
  | "videoId"
  | "videoDuration"
  | "channelSubscriberCount"
  | "videoViewCount"
  | "videoVph"
  | "videoOutlier"
  | "videoPublishedAt";

/**
 * The text the Copy button puts on the clipboard:
 * `https://www.youtube.com/watch?v=ID, DURATION | SUBS subs | VIEWS views | VPH VPH | OUTLIER | AGE`,
 * e.g. `https://www.youtube.com/watch?v=abc123def45, 12:34 | 1.2M subs | 3.4M views | 1.2K VPH | 3.46X | 2 months ago`.
 * DURATION is "-" when the video has none ("P0D") or it cannot be read.
 */
export function copySummary(video: Pick<VideoRow, SummaryFields>, now: TimeInput = Date.now()): string {
  const url = `https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId ?? "")}`;
  const seconds = parseDuration(video.videoDuration);
  const duration = seconds === null || seconds === 0 ? "-" : formatDuration(seconds);
  return [
    `${url}, ${duration}`,
    `${formatCount(video.channelSubscriberCount)} subs`,
    `${formatCount(video.videoViewCount)} views`,
    `${formatCount(video.videoVph)} VPH`,
    formatOutlier(video.videoOutlier),
    formatAge(video.videoPublishedAt, now),
  ].join(" | ");
}
