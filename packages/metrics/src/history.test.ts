import { describe, expect, it } from "vitest";
import {
  feedLagMs,
  type HistoryVideo,
  outlierAtAge,
  percentile,
  TYPICAL_START_AGES_MS,
  typicalAtAge,
  typicalStart,
  viewsAtAge,
  vphBetween,
} from "./history.ts";

const H = 3_600_000;
const D = 24 * H;
const NOW = Date.parse("2025-03-10T12:00:00Z");
const PUB = NOW - 20 * D;

describe("viewsAtAge", () => {
  const snaps = [
    { at: PUB + 0.5 * H, views: 100 },
    { at: PUB + 1.5 * H, views: 400 },
  ];

  it("interpolates linearly between the snapshots around the age", () => {
    // 100 + (400 - 100) * 0.5 = 250
    expect(viewsAtAge(snaps, PUB, H)).toBe(250);
    expect(viewsAtAge(snaps, PUB, 1.5 * H)).toBe(400);
  });

  it("counts the publication as 0 views", () => {
    // 0 + 100 * (0.25 / 0.5) = 50
    expect(viewsAtAge(snaps, PUB, 0.25 * H)).toBe(50);
    expect(viewsAtAge(snaps, PUB, 0)).toBe(0);
  });

  it("is null past the last snapshot, and for bad inputs", () => {
    expect(viewsAtAge(snaps, PUB, 2 * H)).toBeNull();
    expect(viewsAtAge(snaps, "not a date", H)).toBeNull();
    expect(viewsAtAge(snaps, PUB, -H)).toBeNull();
  });

  it("is null when the snapshots around the age are too far apart", () => {
    const late = [{ at: PUB + 10 * D, views: 5000 }];
    // first seen on day 10: nothing honest about its first hour or its first week
    expect(viewsAtAge(late, PUB, H)).toBeNull();
    expect(viewsAtAge(late, PUB, 7 * D)).toBeNull();
    // 2 days apart around 7 days (allowed: half of 7 days): 3000 + 1000 * 0.5 = 3500
    const around = [
      { at: PUB + 6 * D, views: 3000 },
      { at: PUB + 8 * D, views: 4000 },
    ];
    expect(viewsAtAge(around, PUB, 7 * D)).toBe(3500);
    // 2.5 hours apart around 1 hour is over the 2-hour limit
    expect(viewsAtAge([{ at: PUB + 2.5 * H, views: 10 }], PUB, H)).toBeNull();
  });

  it("ignores snapshots before publication and bad counts", () => {
    const odd = [
      { at: PUB - H, views: 999 },
      { at: PUB + H, views: Number.NaN },
      { at: PUB + 2 * H, views: 200 },
    ];
    expect(viewsAtAge(odd, PUB, H)).toBe(100);
  });
});

describe("percentile", () => {
  it("interpolates between closest ranks", () => {
    expect(percentile([50, 10, 40, 20, 30], 0.25)).toBe(20);
    expect(percentile([50, 10, 40, 20, 30], 0.5)).toBe(30);
    expect(percentile([50, 10, 40, 20, 30], 0.75)).toBe(40);
    // [1,2,3,4]: positions 0.75, 1.5, 2.25
    expect(percentile([4, 3, 2, 1], 0.25)).toBe(1.75);
    expect(percentile([4, 3, 2, 1], 0.5)).toBe(2.5);
    expect(percentile([4, 3, 2, 1], 0.75)).toBe(3.25);
  });

  it("is null for no values or a bad p", () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([1], 1.5)).toBeNull();
    expect(percentile([7], 0)).toBe(7);
  });
});

/** A video published `ageDays` days before NOW with snapshots at 17 h and 19 h of age. */
function peer(id: string, ageDays: number, at17: number, at19: number): HistoryVideo {
  const published = NOW - ageDays * D;
  return {
    videoId: id,
    publishedAt: published,
    snapshots: [
      { at: published + 17 * H, views: at17 },
      { at: published + 19 * H, views: at19 },
    ],
  };
}

// Views at 18 hours: A 500, B 1000, C 2000, D 1000, E 1500 -> sorted 500, 1000, 1000, 1500, 2000.
const CHANNEL = [
  peer("A", 10, 400, 600),
  peer("B", 11, 900, 1100),
  peer("C", 12, 1800, 2200),
  peer("D", 13, 500, 1500),
  peer("E", 14, 1400, 1600),
];
const TARGET = { videoId: "T", views: 4200, publishedAt: NOW - 18 * H };

describe("typicalAtAge", () => {
  it("gives the median and quartiles of the channel's videos at that age", () => {
    expect(typicalAtAge(CHANNEL, 18 * H, NOW)).toEqual({
      ageMs: 18 * H,
      sampleSize: 5,
      median: 1000,
      p25: 1000,
      p75: 1500,
    });
  });

  it("leaves out videos that have not reached the age, and the excluded one", () => {
    const young = peer("Y", 0.5, 1, 2);
    expect(typicalAtAge([...CHANNEL, young], 18 * H, NOW).sampleSize).toBe(5);
    expect(typicalAtAge(CHANNEL, 18 * H, NOW, "A")).toMatchObject({ sampleSize: 4, median: null });
  });

  it("uses the 30 most recent videos with a value", () => {
    const many = Array.from({ length: 40 }, (_, i) => peer(`P${i}`, 2 + i, i < 30 ? 100 : 10_000, 100));
    const point = typicalAtAge(many, 18 * H, NOW);
    expect(point).toMatchObject({ sampleSize: 30, median: 100 });
  });
});

describe("typicalStart", () => {
  it("has one point per standard age", () => {
    const curve = typicalStart(CHANNEL, NOW);
    expect(curve.map((point) => point.ageMs)).toEqual([...TYPICAL_START_AGES_MS]);
    // nothing was observed at 1 hour (the first snapshot is at 17 h): no sample there
    expect(curve[0]).toMatchObject({ sampleSize: 0, median: null });
  });
});

describe("outlierAtAge", () => {
  it("divides views now by the channel's median at the same age", () => {
    // 4200 / 1000
    expect(outlierAtAge(TARGET, CHANNEL, NOW)).toEqual({ score: 4.2, sampleSize: 5, ageMs: 18 * H });
  });

  it("has no score below 5 videos at that age ('not enough history')", () => {
    expect(outlierAtAge(TARGET, CHANNEL.slice(1), NOW)).toEqual({
      score: null,
      sampleSize: 4,
      ageMs: 18 * H,
    });
  });

  it("leaves the video out of its own baseline", () => {
    const self = { ...peer("T", 0.75, 1, 1), publishedAt: TARGET.publishedAt };
    expect(outlierAtAge(TARGET, [...CHANNEL.slice(1), self], NOW).sampleSize).toBe(4);
  });

  it("is only for videos up to 30 days old", () => {
    const old = { ...TARGET, publishedAt: NOW - 31 * D };
    expect(outlierAtAge(old, CHANNEL, NOW)).toEqual({ score: null, sampleSize: 0, ageMs: 31 * D });
  });

  it("is null for a zero median or invalid views", () => {
    const zeros = CHANNEL.map((video) => ({
      ...video,
      snapshots: video.snapshots.map((s) => ({ ...s, views: 0 })),
    }));
    expect(outlierAtAge(TARGET, zeros, NOW).score).toBeNull();
    expect(outlierAtAge({ ...TARGET, views: null }, CHANNEL, NOW)).toMatchObject({
      score: null,
      sampleSize: 5,
    });
  });
});

describe("vphBetween", () => {
  const pub = NOW - 5 * D;
  const snaps = [
    { at: pub + 24 * H, views: 2400 },
    { at: pub + 48 * H, views: 7200 },
    { at: pub + 72 * H, views: 9600 },
  ];

  it("gives views per hour between two instants", () => {
    // the 24 hours before and after a change at 48 h: (7200 - 2400) / 24 and (9600 - 7200) / 24
    expect(vphBetween(snaps, pub, pub + 24 * H, pub + 48 * H)).toBe(200);
    expect(vphBetween(snaps, pub, pub + 48 * H, pub + 72 * H)).toBe(100);
  });

  it("starts at publication at the earliest", () => {
    const early = [
      { at: pub + H, views: 100 },
      { at: pub + 2 * H, views: 300 },
    ];
    // (300 - 0) / 2 hours
    expect(vphBetween(early, pub, pub - 5 * H, pub + 2 * H)).toBe(150);
  });

  it("is null while the later end has no snapshot", () => {
    expect(vphBetween(snaps, pub, pub + 72 * H, pub + 96 * H)).toBeNull();
    expect(vphBetween(snaps, pub, pub + 48 * H, pub + 48 * H)).toBeNull();
  });
});

describe("feedLagMs (hand-computed)", () => {
  const P = Date.UTC(2026, 10, 1);
  const H = 3_600_000;
  // API snapshots: 100 views at 1 h, 400 at 2 h, 700 at 3 h.
  const snaps = [
    { at: P + H, views: 100 },
    { at: P + 2 * H, views: 400 },
    { at: P + 3 * H, views: 700 },
  ];

  it("places the feed's count on the curve: 550 views were reached at 2.5 h, so at 3 h the lag is 30 min", () => {
    expect(feedLagMs(snaps, P, 550, P + 3 * H)).toBe(30 * 60_000);
  });

  it("counts from the publication (0 views): 50 views at 0.5 h, read at 3 h, lag 2.5 h", () => {
    expect(feedLagMs(snaps, P, 50, P + 3 * H)).toBe(2.5 * H);
  });

  it("is 0 when the feed is level with or ahead of the newest snapshot", () => {
    expect(feedLagMs(snaps, P, 700, P + 3 * H)).toBe(0);
    expect(feedLagMs(snaps, P, 800, P + 3 * H)).toBe(0);
  });

  it("takes the latest instant of a flat stretch, and ignores snapshots after the reading", () => {
    const flat = [...snaps, { at: P + 4 * H, views: 700 }, { at: P + 5 * H, views: 1000 }];
    // 700 was first reached at 3 h and still held at 4 h: the feed is 1 h behind a reading at 5 h.
    expect(feedLagMs(flat, P, 700, P + 5 * H)).toBe(H);
    expect(feedLagMs(flat, P, 1000, P + 4 * H)).toBe(0);
  });

  it("answers null for what is not a count", () => {
    expect(feedLagMs(snaps, P, -1, P + 3 * H)).toBeNull();
    expect(feedLagMs(snaps, P, Number.NaN, P + 3 * H)).toBeNull();
    expect(feedLagMs(snaps, null as unknown as number, 5, P)).toBeNull();
  });
});
