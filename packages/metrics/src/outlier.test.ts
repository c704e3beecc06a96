import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChannelVideo, outlierBaseline, outlierScore } from "./outlier.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2025-03-10T12:00:00Z");

/** Long-form videos published 8, 9, 10... days ago with the given views. */
function longVideos(views: number[], firstAgeDays = 8): ChannelVideo[] {
  return views.map((v, i) => ({
    videoId: `long${i}`,
    views: v,
    publishedAt: NOW - (firstAgeDays + i) * DAY,
    durationSeconds: 600,
  }));
}

const target: ChannelVideo = { videoId: "target", views: 3000, publishedAt: NOW - DAY, durationSeconds: 600 };

describe("outlierScore", () => {
  it("divides the target's views by the median of the baseline", () => {
    expect(outlierScore(target, longVideos([100, 200, 300, 400, 500]), NOW)).toBe(10);
  });

  it("uses the mean of the middle two for an even baseline", () => {
    // median of 100,200,400,500,600,700 = (400+500)/2 = 450
    expect(outlierScore(target, longVideos([700, 100, 500, 200, 600, 400]), NOW)).toBeCloseTo(3000 / 450, 12);
  });

  it("is null with fewer than 5 baseline videos", () => {
    expect(outlierScore(target, longVideos([100, 200, 300, 400]), NOW)).toBeNull();
    expect(outlierScore(target, [], NOW)).toBeNull();
  });

  it("is null when the baseline median is zero", () => {
    expect(outlierScore(target, longVideos([0, 0, 0, 5, 9]), NOW)).toBeNull();
  });

  it("is null when the target has no valid view count", () => {
    const channel = longVideos([100, 200, 300, 400, 500]);
    expect(outlierScore({ ...target, views: null }, channel, NOW)).toBeNull();
    expect(outlierScore({ ...target, views: Number.NaN }, channel, NOW)).toBeNull();
  });

  it("excludes the target from its own baseline", () => {
    const channel = longVideos([100, 200, 300, 400]);
    const oldTarget = { ...target, publishedAt: NOW - 30 * DAY };
    // With itself counted there would be 5 videos; without it there are only 4.
    expect(outlierScore(oldTarget, [...channel, oldTarget], NOW)).toBeNull();
  });

  it("ignores videos younger than 7 days", () => {
    const channel = [
      ...longVideos([100, 200, 300, 400]),
      { videoId: "fresh", views: 1_000_000, publishedAt: NOW - 6.9 * DAY, durationSeconds: 600 },
    ];
    expect(outlierScore(target, channel, NOW)).toBeNull();
    const exactlySeven = { videoId: "seven", views: 500, publishedAt: NOW - 7 * DAY, durationSeconds: 600 };
    expect(outlierScore(target, [...longVideos([100, 200, 300, 400]), exactlySeven], NOW)).toBe(10);
  });

  it("compares Shorts only with Shorts and long-form only with long-form", () => {
    const shorts: ChannelVideo[] = [10, 20, 30, 40, 50].map((v, i) => ({
      videoId: `short${i}`,
      views: v,
      publishedAt: NOW - (8 + i) * DAY,
      durationSeconds: 45,
    }));
    const channel = [...shorts, ...longVideos([1000, 2000, 3000, 4000, 5000])];
    expect(outlierScore(target, channel, NOW)).toBe(1); // 3000 / 3000
    expect(outlierScore({ ...target, durationSeconds: 180 }, channel, NOW)).toBe(100); // 3000 / 30
    expect(outlierScore({ ...target, durationSeconds: 181 }, shorts, NOW)).toBeNull();
  });

  it("uses only the 30 most recent qualifying videos", () => {
    // 30 recent videos with 100 views, then 40 older ones with 1,000,000 views.
    const recent = longVideos(Array(30).fill(100));
    const older = longVideos(Array(40).fill(1_000_000), 100).map((v, i) => ({ ...v, videoId: `old${i}` }));
    expect(outlierScore(target, [...older, ...recent], NOW)).toBe(30);
  });

  it("accepts ISO strings and Dates for publication times and now", () => {
    const channel = longVideos([100, 200, 300, 400, 500]).map((v) => ({
      ...v,
      publishedAt: new Date(v.publishedAt as number).toISOString(),
    }));
    expect(outlierScore(target, channel, new Date(NOW))).toBe(10);
    expect(outlierScore(target, channel, "2025-03-10T12:00:00Z")).toBe(10);
  });

  it("skips baseline videos with no view count or publication time", () => {
    const channel = [
      ...longVideos([100, 200, 300, 400]),
      { videoId: "noViews", views: null, publishedAt: NOW - 20 * DAY, durationSeconds: 600 },
      { videoId: "noDate", views: 50, publishedAt: "not a date", durationSeconds: 600 },
    ];
    expect(outlierScore(target, channel, NOW)).toBeNull();
  });

  it("scales linearly with the target's views", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 5, maxLength: 60 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 1000 }),
        (channelViews, views, factor) => {
          const channel = longVideos(channelViews);
          const one = outlierScore({ ...target, views }, channel, NOW)!;
          const scaled = outlierScore({ ...target, views: views * factor }, channel, NOW)!;
          expect(one).not.toBeNull();
          // Relative tolerance: scores reach 1e12, where an absolute one would only test rounding noise.
          expect(Math.abs(scaled - one * factor)).toBeLessThanOrEqual(1e-12 * Math.max(1, scaled));
        },
      ),
    );
  });

  it("builds a baseline that always satisfies the rules", () => {
    const video = fc.record({
      videoId: fc.constantFrom("a", "b", "c", "d", "target"),
      views: fc.integer({ min: 0, max: 1e6 }),
      publishedAt: fc.integer({ min: NOW - 400 * DAY, max: NOW + DAY }),
      durationSeconds: fc.integer({ min: 0, max: 4000 }),
    });
    fc.assert(
      fc.property(fc.array(video, { maxLength: 80 }), fc.integer({ min: 1, max: 4000 }), (videos, secs) => {
        const t = { videoId: "target", durationSeconds: secs };
        const baseline = outlierBaseline(t, videos, NOW);
        expect(baseline.length).toBeLessThanOrEqual(30);
        for (const v of baseline) {
          expect(v.videoId).not.toBe("target");
          expect(NOW - (v.publishedAt as number)).toBeGreaterThanOrEqual(7 * DAY);
          expect(v.durationSeconds! > 0 && v.durationSeconds! <= 180).toBe(secs <= 180);
        }
        // Nothing left out is newer than something kept.
        const oldestKept = Math.min(...baseline.map((v) => v.publishedAt as number));
        const eligible = videos.filter(
          (v) =>
            v.videoId !== "target" &&
            NOW - v.publishedAt >= 7 * DAY &&
            (v.durationSeconds > 0 && v.durationSeconds <= 180) === secs <= 180,
        );
        expect(baseline.length).toBe(Math.min(30, eligible.length));
        for (const v of eligible) {
          if (!baseline.includes(v)) expect(v.publishedAt).toBeLessThanOrEqual(oldestKept);
        }
      }),
    );
  });
});
