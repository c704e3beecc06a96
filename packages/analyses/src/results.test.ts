// Hand-computed fixture: four results of a "japan travel" search.
import { ResultsAnalysisResultSchema } from "@vi/types";
import { describe, expect, it } from "vitest";
import { analyseResults, opportunityScore, type ResultInput } from "./results.ts";

const NOW = Date.parse("2026-11-30T12:00:00Z");
const HOUR = 3_600_000;
const video = (videoId: string, extra: Partial<ResultInput>): ResultInput => ({
  videoId,
  title: "",
  channelId: "UC1aaaaaaaaaaaaaaaaaaaaa",
  channelTitle: "Small",
  publishedAt: NOW,
  durationSeconds: 600,
  views: 0,
  subscribers: null,
  outlier: null,
  tags: [],
  ...extra,
});
const A = video("aaaaaaaaaaa", {
  title: "Budget travel Japan tips",
  subscribers: 5000,
  views: 10_000,
  publishedAt: NOW - 240 * HOUR,
  outlier: 3,
  tags: ["travel", "japan"],
});
const B = video("bbbbbbbbbbb", {
  title: "Japan travel guide",
  channelId: "UC2bbbbbbbbbbbbbbbbbbbbb",
  channelTitle: "Big",
  subscribers: 200_000,
  views: 1_000_000,
  publishedAt: NOW - 9600 * HOUR,
  outlier: 1.2,
  tags: ["travel", "Japan"],
});
const C = video("ccccccccccc", {
  title: "Tokyo food tour",
  subscribers: 5000,
  views: 2000,
  publishedAt: NOW - 48 * HOUR,
});
const D = video("ddddddddddd", {
  title: "Japan on a budget",
  channelId: "UC3ccccccccccccccccccccc",
  channelTitle: "Hidden",
  views: 50_000,
  publishedAt: NOW - 2400 * HOUR,
  outlier: 2,
  tags: ["budget"],
});

describe("analyseResults", () => {
  const result = analyseResults({
    query: "japan travel",
    videos: [A, B, C, D, A],
    missingIds: ["zzzzzzzzzzz"],
    now: NOW,
  });

  it("answers the contract's shape, in result order without duplicates", () => {
    expect(ResultsAnalysisResultSchema.parse(result)).toEqual(result);
    expect(result.videos.map((v) => v.videoId)).toEqual([A, B, C, D].map((v) => v.videoId));
    expect(result.missingIds).toEqual(["zzzzzzzzzzz"]);
  });

  it("computes the medians, outliers and small-channel share", () => {
    expect(result.outliers).toEqual([A.videoId, D.videoId]);
    expect(result.medianViews).toBe(30_000); // (10,000 + 50,000) / 2
    expect(result.medianAgeHours).toBe(1320); // (240 + 2,400) / 2
    expect(result.medianSubscribers).toBe(102_500); // channels 5,000 and 200,000; the hidden one left out
    expect(result.smallChannelShare).toBeCloseTo(2 / 3); // A and C of A, B, C
  });

  it("spreads views per hour by quartile", () => {
    // VPH: A 41.67, B 104.17, C 41.67, D 20.83.
    expect(result.vphSpread?.min).toBeCloseTo(20.8333, 3);
    expect(result.vphSpread?.p25).toBeCloseTo(36.4583, 3);
    expect(result.vphSpread?.median).toBeCloseTo(41.6667, 3);
    expect(result.vphSpread?.p75).toBeCloseTo(57.2917, 3);
    expect(result.vphSpread?.max).toBeCloseTo(104.1667, 3);
  });

  it("counts the common title words and tags", () => {
    expect(result.titleWords).toEqual([
      { term: "japan", count: 3 },
      { term: "budget", count: 2 },
      { term: "travel", count: 2 },
    ]);
    expect(result.tags).toEqual([
      { term: "japan", count: 2 },
      { term: "travel", count: 2 },
    ]);
  });

  it("scores the opportunity by its documented formula", () => {
    // 100 x (0.4 x 2/3 + 0.3 x 2/4 recent + 0.3 x 2/4 outliers) = 56.67
    expect(result.opportunity).toEqual({
      score: 56.7,
      smallChannelShare: 2 / 3,
      recentShare: 0.5,
      outlierShare: 0.5,
    });
    expect(opportunityScore({ smallChannelShare: 1, recentShare: 1, outlierShare: 1 })).toBe(100);
    expect(opportunityScore({ smallChannelShare: 0, recentShare: 0, outlierShare: 0 })).toBe(0);
  });

  it("answers an empty report for no videos", () => {
    const empty = analyseResults({ query: "q", videos: [], missingIds: [], now: NOW });
    expect(empty.medianViews).toBeNull();
    expect(empty.vphSpread).toBeNull();
    expect(empty.smallChannelShare).toBeNull();
    expect(empty.opportunity.score).toBe(0);
    expect(ResultsAnalysisResultSchema.safeParse(empty).success).toBe(true);
  });
});
