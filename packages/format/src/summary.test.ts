import { OutlierVideoSchema } from "@vi/types";
import { describe, expect, it } from "vitest";
import { copySummary } from "./summary.ts";
import type { OutlierVideo } from "./video.ts";

const NOW = Date.parse("2025-03-10T12:00:00Z");

const video: OutlierVideo = {
  videoId: "abc123def45",
  videoTitle: "How I edit",
  videoViewCount: 3_400_000,
  videoLikeCount: 120_000,
  videoCommentCount: 4_000,
  videoPublishedAt: new Date(NOW - 65 * 86_400_000).toISOString(),
  videoOutlier: 3.4567,
  videoVph: 1_234,
  videoDuration: "PT12M34S",
  channelTitle: "Editing Lab",
  channelSubscriberCount: 1_200_000,
  channelVideoCount: 321,
};

describe("copySummary", () => {
  it("is tested on a record that satisfies the API's schema", () => {
    expect(OutlierVideoSchema.parse(video)).toEqual(video);
  });

  it("matches the example of docs/product.md#strings", () => {
    expect(copySummary(video, NOW)).toBe(
      "https://www.youtube.com/watch?v=abc123def45, 12:34 | 1.2M subs | 3.4M views | 1.2K VPH | 3.46X | 2 months ago",
    );
  });

  it("shows '-' for a video without a duration (P0D) or an unreadable one", () => {
    expect(copySummary({ ...video, videoDuration: "P0D" }, NOW)).toBe(
      "https://www.youtube.com/watch?v=abc123def45, - | 1.2M subs | 3.4M views | 1.2K VPH | 3.46X | 2 months ago",
    );
    expect(copySummary({ ...video, videoDuration: "garbage" }, NOW)).toContain("abc123def45, - |");
  });

  it("uses hours for long videos and '-' for a missing outlier score", () => {
    expect(copySummary({ ...video, videoDuration: "PT1H2M3S", videoOutlier: null }, NOW)).toBe(
      "https://www.youtube.com/watch?v=abc123def45, 1:02:03 | 1.2M subs | 3.4M views | 1.2K VPH | - | 2 months ago",
    );
  });

  it("measures the age from the given moment", () => {
    const justNow = { ...video, videoPublishedAt: new Date(NOW - 5_000).toISOString() };
    expect(copySummary(justNow, NOW).endsWith("| 5 seconds ago")).toBe(true);
    expect(copySummary(justNow, new Date(NOW + 2 * 3_600_000)).endsWith("| 2 hours ago")).toBe(true);
  });

  it("shows small counts as plain numbers", () => {
    const small = {
      ...video,
      channelSubscriberCount: 0,
      videoViewCount: 999,
      videoVph: 0.4,
      videoOutlier: 1,
    };
    expect(copySummary(small, NOW)).toBe(
      "https://www.youtube.com/watch?v=abc123def45, 12:34 | 0 subs | 999 views | 0 VPH | 1.00X | 2 months ago",
    );
  });
});
