// Hand-computed fixtures: every expected figure below was worked out by hand from the inputs.
import { ChannelAnalysisResultSchema } from "@vi/types";
import { describe, expect, it } from "vitest";
import { analyseChannel, type ChannelInput, type UploadInput } from "./channel.ts";

const CHANNEL: ChannelInput = {
  channelId: "UCaaaaaaaaaaaaaaaaaaaaaa",
  title: "Fixture channel",
  handle: "@fixture",
  subscribers: 12_345,
  views: 999_999,
  uploads: 6,
};
const NOW = Date.parse("2026-11-30T12:00:00Z"); // a Monday
const id = (n: number) => `v${String(n).padStart(10, "0")}`;
const upload = (n: number, at: string, views: number, extra: Partial<UploadInput> = {}): UploadInput => ({
  videoId: id(n),
  title: `Video ${n}`,
  publishedAt: Date.parse(at),
  durationSeconds: 60,
  views,
  likes: null,
  comments: null,
  tags: [],
  ...extra,
});

describe("a channel with only Shorts", () => {
  // Six 60-second Shorts, one a day at 12:00 UTC from Sunday 1 November, all older than 7 days.
  const uploads = [
    upload(1, "2026-11-01T12:00:00Z", 100, { title: "Bird song" }),
    upload(2, "2026-11-02T12:00:00Z", 200, { title: "Dog bath" }),
    upload(3, "2026-11-03T12:00:00Z", 300, { title: "Dog walk", tags: ["pets"] }),
    upload(4, "2026-11-04T12:00:00Z", 400, { title: "Cat sleep", tags: ["pets"] }),
    upload(5, "2026-11-05T12:00:00Z", 500, { title: "Cat jump", tags: ["Pets", "Funny"] }),
    upload(6, "2026-11-06T12:00:00Z", 1000, { title: "Cat trick, amazing!", tags: ["pets", "funny "] }),
  ];
  const result = analyseChannel({ channel: CHANNEL, uploads, now: NOW, timezone: "UTC" });

  it("answers the contract's shape, newest first", () => {
    expect(ChannelAnalysisResultSchema.parse(result)).toEqual(result);
    expect(result.videos.map((v) => v.videoId)).toEqual([6, 5, 4, 3, 2, 1].map(id));
    expect(result.videos.every((v) => v.isShort)).toBe(true);
  });

  it("scores each Short against the other five", () => {
    // v6: others 500,400,300,200,100 -> median 300; v3: others 1000,500,400,200,100 -> 400.
    const scores = Object.fromEntries(result.videos.map((v) => [v.videoId, v.outlier]));
    expect(scores[id(6)]).toBeCloseTo(1000 / 300);
    expect(scores[id(5)]).toBeCloseTo(500 / 300);
    expect(scores[id(4)]).toBeCloseTo(400 / 300);
    expect(scores[id(3)]).toBeCloseTo(300 / 400);
    expect(scores[id(2)]).toBeCloseTo(200 / 400);
    expect(scores[id(1)]).toBeCloseTo(100 / 400);
    expect(result.outliers).toEqual([id(6), id(5), id(4)]);
    expect(result.underperformers).toEqual([id(1), id(2), id(3)]);
  });

  it("has Short medians and no long-video figures", () => {
    expect(result.channel.medianShortViews).toBe(350);
    expect(result.channel.medianLongViews).toBeNull();
    expect(result.channelMedianViews).toBe(350);
    expect(result.length.medianLongSeconds).toBeNull();
    expect(result.length.correlation).toBeNull();
    expect(result.length.buckets.every((b) => b.videos === 0 && b.medianViews === null)).toBe(true);
    expect(result.channel.recentUploadsPerWeek).toBe(0.5);
  });

  it("counts uploads per Monday week, empty weeks included", () => {
    expect(result.uploadsPerWeek).toEqual([
      { weekStart: "2026-10-26", uploads: 1 },
      { weekStart: "2026-11-02", uploads: 5 },
      { weekStart: "2026-11-09", uploads: 0 },
      { weekStart: "2026-11-16", uploads: 0 },
      { weekStart: "2026-11-23", uploads: 0 },
      { weekStart: "2026-11-30", uploads: 0 },
    ]);
  });

  it("maps uploads to weekday and hour in the user's zone", () => {
    expect(result.heatmap).toEqual([
      { day: 0, hour: 12, uploads: 1, medianViews: 200 },
      { day: 1, hour: 12, uploads: 1, medianViews: 300 },
      { day: 2, hour: 12, uploads: 1, medianViews: 400 },
      { day: 3, hour: 12, uploads: 1, medianViews: 500 },
      { day: 4, hour: 12, uploads: 1, medianViews: 1000 },
      { day: 6, hour: 12, uploads: 1, medianViews: 100 },
    ]);
    const newYork = analyseChannel({ channel: CHANNEL, uploads, now: NOW, timezone: "America/New_York" });
    expect(newYork.heatmap.map((slot) => slot.hour)).toEqual([7, 7, 7, 7, 7, 7]);
  });

  it("finds the words and tags outliers use more", () => {
    // Outliers v6, v5, v4 all say "cat" (rest: none): lift (3/3) / ((0+1)/(3+1)) = 4.
    expect(result.titleWords).toEqual([{ term: "cat", outlierCount: 3, restCount: 0, lift: 4 }]);
    // funny: (2/3) / (1/4) = 8/3; pets: (3/3) / ((1+1)/4) = 2.
    expect(result.tags.map((t) => [t.term, t.outlierCount, t.restCount])).toEqual([
      ["funny", 2, 0],
      ["pets", 3, 1],
    ]);
    expect(result.tags[0]?.lift).toBeCloseTo(8 / 3);
    expect(result.tags[1]?.lift).toBe(2);
  });
});

describe("a channel with fewer than 5 videos", () => {
  const uploads = [
    upload(1, "2026-11-10T09:00:00Z", 100, { durationSeconds: 300 }),
    upload(2, "2026-11-11T09:00:00Z", 300, { durationSeconds: 600 }),
    upload(3, "2026-11-12T09:00:00Z", 200, { durationSeconds: 1200 }),
  ];
  const result = analyseChannel({ channel: CHANNEL, uploads, now: NOW, timezone: "UTC" });

  it("scores nothing and lists no outliers (not enough history)", () => {
    expect(result.videos.map((v) => v.outlier)).toEqual([null, null, null]);
    expect(result.outliers).toEqual([]);
    expect(result.underperformers).toEqual([]);
    expect(result.titleWords).toEqual([]);
    expect(result.tags).toEqual([]);
  });

  it("still gives medians, lengths and the heat map", () => {
    expect(result.channel.medianLongViews).toBe(200);
    expect(result.channel.medianShortViews).toBeNull();
    expect(result.length.medianLongSeconds).toBe(600);
    expect(result.length.buckets.map((b) => [b.label, b.videos, b.medianViews])).toEqual([
      ["3-8 min", 1, 100],
      ["8-15 min", 1, 300],
      ["15-25 min", 1, 200],
      ["25-40 min", 0, null],
      ["40+ min", 0, null],
    ]);
    expect(result.length.correlation).toBeNull();
    expect(result.heatmap.map((s) => [s.day, s.hour])).toEqual([
      [1, 9],
      [2, 9],
      [3, 9],
    ]);
  });

  it("leaves out videos not yet published (premieres) and handles none at all", () => {
    const withPremiere = analyseChannel({
      channel: CHANNEL,
      uploads: [...uploads, upload(9, "2026-12-05T00:00:00Z", 0)],
      now: NOW,
      timezone: "UTC",
    });
    expect(withPremiere.videos).toHaveLength(3);
    const empty = analyseChannel({ channel: CHANNEL, uploads: [], now: NOW, timezone: "UTC" });
    expect(empty.videos).toEqual([]);
    expect(empty.uploadsPerWeek).toEqual([]);
    expect(empty.channelMedianViews).toBeNull();
    expect(ChannelAnalysisResultSchema.safeParse(empty).success).toBe(true);
  });
});

describe("a channel with 200+ videos", () => {
  // 230 daily 10-minute uploads at 15:00 UTC, the newest 10 days before now; every 10th has 5,000 views,
  // the others 1,000.
  const newest = NOW - 10 * 86_400_000 + 3 * 3_600_000;
  const uploads = Array.from({ length: 230 }, (_, i) =>
    upload(i, new Date(newest - i * 86_400_000).toISOString(), i % 10 === 0 ? 5000 : 1000, {
      durationSeconds: 600,
      title: i % 10 === 0 ? "Huge reveal" : "Weekly vlog",
    }),
  );
  const result = analyseChannel({ channel: CHANNEL, uploads, now: NOW, timezone: "UTC" });

  it("keeps the newest 200", () => {
    expect(result.videos).toHaveLength(200);
    expect(result.videos[0]?.videoId).toBe(id(0));
    expect(result.videos[199]?.videoId).toBe(id(199));
    expect(result.uploadsPerWeek.reduce((sum, w) => sum + w.uploads, 0)).toBe(200);
    expect(result.heatmap).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, hour: 15, uploads: expect.any(Number), medianViews: 1000 })),
    );
  });

  it("scores the 5,000-view videos 5x and lists the 10 newest of them", () => {
    // Any 30 consecutive other uploads hold at most 3 of the 5,000s: the median stays 1,000.
    expect(result.videos[0]?.outlier).toBe(5);
    expect(result.videos[1]?.outlier).toBe(1);
    expect(result.outliers).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map(id));
    expect(result.underperformers).toEqual([]);
    // "huge" and "reveal": all 10 listed outliers, 10 of the 190 others: (10/10) / (11/191).
    expect(result.titleWords.map((t) => t.term)).toEqual(["huge", "reveal"]);
    expect(result.titleWords[0]?.lift).toBeCloseTo(191 / 11);
    expect(result.channel.medianLongViews).toBe(1000);
    expect(result.length.correlation).toBeNull(); // every length is the same
  });
});
