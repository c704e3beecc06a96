import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { applyFilters, type SortDirection, sortVideos, type VideoFilters } from "./table.ts";
import type { OutlierVideo, VideoKey, VideoRow } from "./video.ts";

function row(over: Partial<OutlierVideo> & { videoId: string }): OutlierVideo {
  return {
    videoTitle: "t",
    videoViewCount: 0,
    videoLikeCount: 0,
    videoCommentCount: 0,
    videoPublishedAt: "2025-01-01T00:00:00Z",
    videoOutlier: null,
    videoVph: 0,
    videoDuration: "PT1M",
    channelTitle: "c",
    channelSubscriberCount: 0,
    channelVideoCount: 0,
    ...over,
  };
}

const ids = (rows: readonly VideoRow[]) => rows.map((r) => r.videoId);

describe("sortVideos", () => {
  it("sorts numbers numerically in both directions", () => {
    const rows = [
      row({ videoId: "a", videoViewCount: 9 }),
      row({ videoId: "b", videoViewCount: 100 }),
      row({ videoId: "c", videoViewCount: 20 }),
    ];
    expect(ids(sortVideos(rows, "videoViewCount", "asc"))).toEqual(["a", "c", "b"]);
    expect(ids(sortVideos(rows, "videoViewCount", "desc"))).toEqual(["b", "c", "a"]);
  });

  it("sorts durations by total seconds, not as text", () => {
    const rows = [
      row({ videoId: "hour", videoDuration: "PT1H" }),
      row({ videoId: "tenMin", videoDuration: "PT10M" }),
      row({ videoId: "ninetySec", videoDuration: "PT90S" }),
      row({ videoId: "day", videoDuration: "P1D" }),
      row({ videoId: "twoMin", videoDuration: "PT2M" }),
    ];
    expect(ids(sortVideos(rows, "videoDuration", "asc"))).toEqual([
      "ninetySec",
      "twoMin",
      "tenMin",
      "hour",
      "day",
    ]);
    expect(ids(sortVideos(rows, "videoDuration", "desc"))).toEqual([
      "day",
      "hour",
      "tenMin",
      "twoMin",
      "ninetySec",
    ]);
  });

  it("sorts text with the locale's collation, numbers inside text by value", () => {
    const rows = [
      row({ videoId: "1", videoTitle: "banana" }),
      row({ videoId: "2", videoTitle: "Apple" }),
      row({ videoId: "3", videoTitle: "Part 10" }),
      row({ videoId: "4", videoTitle: "Part 9" }),
      row({ videoId: "5", videoTitle: "école" }),
    ];
    expect(sortVideos(rows, "videoTitle", "asc").map((r) => r.videoTitle)).toEqual([
      "Apple",
      "banana",
      "école",
      "Part 9",
      "Part 10",
    ]);
  });

  it("sorts publication dates by instant even when the text differs in precision or offset", () => {
    const rows = [
      row({ videoId: "noon", videoPublishedAt: "2025-01-01T12:00:00Z" }),
      row({ videoId: "morningMs", videoPublishedAt: "2025-01-01T09:00:00.500Z" }),
      row({ videoId: "elevenUtc", videoPublishedAt: "2025-01-01T13:00:00+02:00" }),
    ];
    expect(ids(sortVideos(rows, "videoPublishedAt", "asc"))).toEqual(["morningMs", "elevenUtc", "noon"]);
  });

  it("puts missing values last in both directions", () => {
    const rows = [
      row({ videoId: "none", videoOutlier: null }),
      row({ videoId: "low", videoOutlier: 0.5 }),
      row({ videoId: "nan", videoOutlier: Number.NaN }),
      row({ videoId: "high", videoOutlier: 4 }),
    ];
    expect(ids(sortVideos(rows, "videoOutlier", "asc"))).toEqual(["low", "high", "none", "nan"]);
    expect(ids(sortVideos(rows, "videoOutlier", "desc"))).toEqual(["high", "low", "none", "nan"]);
    const durations = [
      row({ videoId: "bad", videoDuration: "??" }),
      row({ videoId: "ok", videoDuration: "PT1S" }),
    ];
    expect(ids(sortVideos(durations, "videoDuration", "desc"))).toEqual(["ok", "bad"]);
  });

  it("keeps equal rows in their original order in both directions", () => {
    const rows = [
      row({ videoId: "a", videoVph: 5 }),
      row({ videoId: "b", videoVph: 1 }),
      row({ videoId: "c", videoVph: 5 }),
      row({ videoId: "d", videoVph: 1 }),
    ];
    expect(ids(sortVideos(rows, "videoVph", "asc"))).toEqual(["b", "d", "a", "c"]);
    expect(ids(sortVideos(rows, "videoVph", "desc"))).toEqual(["a", "c", "b", "d"]);
  });

  it("returns a new array and leaves the input alone", () => {
    const rows = [row({ videoId: "b", videoVph: 2 }), row({ videoId: "a", videoVph: 1 })];
    const sorted = sortVideos(rows, "videoVph", "asc");
    expect(sorted).not.toBe(rows);
    expect(ids(rows)).toEqual(["b", "a"]);
  });

  it("is a stable permutation ordered by the key, for any rows", () => {
    const seconds: Record<string, number | null> = {
      PT1M: 60,
      PT59S: 59,
      PT1H: 3600,
      P0D: 0,
      bad: null,
      PT61S: 61,
    };
    const arbRow = fc.record({
      videoId: fc.string(),
      videoViewCount: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
      videoOutlier: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: null }),
      videoTitle: fc.constantFrom("a", "B", "c", "10", "9", "", "Part 2", "Part 10"),
      videoDuration: fc.constantFrom(...Object.keys(seconds)),
    });
    type ArbRow = typeof arbRow extends fc.Arbitrary<infer T> ? T : never;
    // An independent model of the ordering: the value each key sorts by, null = missing.
    const model = (r: ArbRow, key: VideoKey): number | string | null =>
      key === "videoDuration"
        ? seconds[r.videoDuration]!
        : ((r[key as keyof typeof r] as number | string) ?? null);
    const cmp = (a: number | string, b: number | string) =>
      typeof a === "number" && typeof b === "number"
        ? Math.sign(a - b)
        : String(a).localeCompare(String(b), undefined, { numeric: true });
    fc.assert(
      fc.property(
        fc.array(arbRow, { maxLength: 40 }),
        fc.constantFrom<VideoKey>("videoViewCount", "videoOutlier", "videoTitle", "videoDuration"),
        fc.constantFrom<SortDirection>("asc", "desc"),
        (rows, key, direction) => {
          const indexed = rows.map((r, i) => ({ ...r, i }));
          const sorted = sortVideos(indexed, key, direction);
          expect(sorted.map((r) => r.i).sort((a, b) => a - b)).toEqual(indexed.map((r) => r.i));
          for (let j = 1; j < sorted.length; j++) {
            const prev = sorted[j - 1]!;
            const cur = sorted[j]!;
            const a = model(prev, key);
            const b = model(cur, key);
            if (a === null) {
              expect(b).toBeNull(); // missing values only at the end
              expect(prev.i).toBeLessThan(cur.i);
              continue;
            }
            if (b === null) continue;
            const order = (direction === "asc" ? 1 : -1) * cmp(a, b);
            expect(order).toBeLessThanOrEqual(0);
            if (order === 0) expect(prev.i).toBeLessThan(cur.i); // stable
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("applyFilters", () => {
  const rows = [
    row({ videoId: "small", channelSubscriberCount: 1_000, videoViewCount: 500, videoOutlier: 0.5 }),
    row({ videoId: "mid", channelSubscriberCount: 50_000, videoViewCount: 20_000, videoOutlier: 2 }),
    row({ videoId: "big", channelSubscriberCount: 2_000_000, videoViewCount: 5_000_000, videoOutlier: 8 }),
    row({ videoId: "noScore", channelSubscriberCount: 50_000, videoViewCount: 1_000, videoOutlier: null }),
  ];

  it("keeps every row without bounds", () => {
    expect(ids(applyFilters(rows, {}))).toEqual(["small", "mid", "big", "noScore"]);
  });

  it("applies min and max bounds inclusively", () => {
    expect(ids(applyFilters(rows, { minSubscribers: 50_000 }))).toEqual(["mid", "big", "noScore"]);
    expect(ids(applyFilters(rows, { maxSubscribers: 50_000 }))).toEqual(["small", "mid", "noScore"]);
    expect(ids(applyFilters(rows, { minViews: 20_000, maxViews: 5_000_000 }))).toEqual(["mid", "big"]);
    expect(ids(applyFilters(rows, { minOutlier: 2, maxOutlier: 2 }))).toEqual(["mid"]);
  });

  it("combines bounds on different columns", () => {
    expect(ids(applyFilters(rows, { minSubscribers: 10_000, maxViews: 20_000 }))).toEqual(["mid", "noScore"]);
  });

  it("treats 0, empty text and non-numeric text as no bound", () => {
    const cleared: VideoFilters = {
      minViews: 0,
      maxViews: "",
      minOutlier: "  ",
      maxOutlier: "abc",
      maxSubscribers: null,
    };
    expect(ids(applyFilters(rows, cleared))).toEqual(["small", "mid", "big", "noScore"]);
    expect(ids(applyFilters(rows, { maxViews: "0" }))).toEqual(["small", "mid", "big", "noScore"]);
  });

  it("accepts bounds typed as text", () => {
    expect(ids(applyFilters(rows, { minOutlier: "1.5", maxSubscribers: " 100000 " }))).toEqual(["mid"]);
  });

  it("counts a missing value as 0", () => {
    // noScore has no outlier: it fails any positive minimum and passes any maximum
    expect(ids(applyFilters(rows, { minOutlier: 0.1 }))).toEqual(["small", "mid", "big"]);
    expect(ids(applyFilters(rows, { maxOutlier: 1 }))).toEqual(["small", "noScore"]);
    const sparse: VideoRow[] = [{ videoId: "bare" }];
    expect(applyFilters(sparse, { maxViews: 10 })).toEqual(sparse);
    expect(applyFilters(sparse, { minViews: 1 })).toEqual([]);
  });

  it("returns a subset, in order, whose rows all satisfy the bounds", () => {
    const bound = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constant(""),
      fc.constant("x"),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 100 }).map(String),
    );
    const value = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            videoId: fc.string(),
            channelSubscriberCount: value,
            videoViewCount: value,
            videoOutlier: value,
          }),
          { maxLength: 30 },
        ),
        fc.record({
          minSubscribers: bound,
          maxSubscribers: bound,
          minOutlier: bound,
          maxOutlier: bound,
          minViews: bound,
          maxViews: bound,
        }),
        (input, filters) => {
          const out = applyFilters(input, filters);
          // subset in the same order
          let k = 0;
          for (const r of out) {
            while (k < input.length && input[k] !== r) k++;
            expect(k).toBeLessThan(input.length);
            k++;
          }
          const num = (b: unknown) => {
            const n =
              typeof b === "number" ? b : typeof b === "string" && b.trim() !== "" ? Number(b) : Number.NaN;
            return Number.isNaN(n) || n === 0 ? null : n;
          };
          const within = (v: number | null | undefined, lo: unknown, hi: unknown) => {
            const x = v ?? 0;
            const min = num(lo);
            const max = num(hi);
            return (min === null || x >= min) && (max === null || x <= max);
          };
          const keep = (r: (typeof input)[number]) =>
            within(r.channelSubscriberCount, filters.minSubscribers, filters.maxSubscribers) &&
            within(r.videoOutlier, filters.minOutlier, filters.maxOutlier) &&
            within(r.videoViewCount, filters.minViews, filters.maxViews);
          expect(out).toEqual(input.filter(keep));
        },
      ),
    );
  });
});

describe("collator", () => {
  it("is built on the first text comparison, not when the module loads (importers that never sort text skip its set-up)", async () => {
    vi.resetModules();
    const Real = Intl.Collator;
    let built = 0;
    // Counts the collators built; each is a real one.
    Intl.Collator = class extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
        super(...args);
        built++;
      }
    } as typeof Intl.Collator;
    try {
      const fresh = await import("./table.ts");
      fresh.sortVideos(
        [row({ videoId: "1", videoViewCount: 2 }), row({ videoId: "2" })],
        "videoViewCount",
        "asc",
      );
      expect(built).toBe(0);
      const sorted = fresh.sortVideos(
        [row({ videoId: "1", videoTitle: "Part 10" }), row({ videoId: "2", videoTitle: "Part 9" })],
        "videoTitle",
        "asc",
      );
      expect(sorted.map((r) => r.videoId)).toEqual(["2", "1"]);
      fresh.sortVideos(
        [row({ videoId: "3", videoTitle: "b" }), row({ videoId: "4", videoTitle: "a" })],
        "videoTitle",
        "asc",
      );
      expect(built).toBe(1);
    } finally {
      Intl.Collator = Real;
    }
  });
});
