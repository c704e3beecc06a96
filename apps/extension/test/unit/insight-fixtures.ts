import type { VideoInsight } from "@vi/types";

/** A valid VideoInsight for `videoId` (fields overridable). */
export function insightFor(videoId: string, overrides: Partial<VideoInsight> = {}): VideoInsight {
  return {
    videoId,
    videoTitle: `Video ${videoId}`,
    videoViewCount: 120_000,
    videoLikeCount: 4_000,
    videoCommentCount: 300,
    videoPublishedAt: "2025-05-01T12:00:00Z",
    videoOutlier: 3.42,
    videoVph: 1_234,
    videoDuration: "PT8M",
    channelTitle: "Channel",
    channelSubscriberCount: 50_000,
    channelVideoCount: 80,
    recentVph: 900,
    tags: [],
    channelId: "UCabcdefghijklmnopqrstuv",
    format: "long",
    ...overrides,
  };
}
