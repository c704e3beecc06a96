import {
  OUTLIER_SORT_KEYS,
  type OutlierSortKey,
  OutliersQuerySchema,
  OutliersResponseSchema,
  type OutlierVideo,
} from "@vi/types";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { type FixtureChannel, type FixtureVideo, insertChannels, insertVideos } from "../../test/videos.ts";
import { outliersPageQuery } from "../videos/outliers.ts";

// 30 videos over 4 channels, with ties (channels share subscriber and video counts; several videos share
// a channel), scoreless videos, Shorts, and titles whose order every collation agrees on (distinct
// capitalised first words, none a prefix of another).
const CHANNELS: FixtureChannel[] = [
  { n: 1, title: "Alpha Kitchen", subscribers: 500, videoCount: 10 },
  { n: 2, title: "Beta Games", subscribers: 5_000, videoCount: 20 },
  { n: 3, title: "Gamma Travel", subscribers: 50_000, videoCount: 20 },
  { n: 4, title: "Delta Cooking", subscribers: 5_000, videoCount: 30 },
];
const FIRST_WORDS = [
  "Amber",
  "Basil",
  "Cedar",
  "Delta",
  "Ember",
  "Fable",
  "Gusto",
  "Haven",
  "Indigo",
  "Jasper",
  "Kettle",
  "Lumen",
  "Maple",
  "Nectar",
  "Orbit",
  "Pixel",
  "Quartz",
  "Raven",
  "Saffron",
  "Timber",
  "Umber",
  "Velvet",
  "Willow",
  "Xenon",
  "Yarrow",
  "Zephyr",
  "Acorn",
  "Blossom",
  "Comet",
  "Dune",
];
const TOPICS = [
  "pasta recipe",
  "minecraft castle build",
  "japan travel budget",
  "pasta carbonara secrets",
  "cooking basics",
];

const VIDEOS: FixtureVideo[] = FIRST_WORDS.map((word, index) => {
  const i = index + 1;
  const short = i % 3 === 0;
  return {
    n: i,
    channel: (i % 4) + 1,
    title: `${word} ${TOPICS[i % TOPICS.length]}`,
    viewCount: ((i * 37) % 101) * 1_000,
    likeCount: (i * 13) % 29,
    commentCount: (i * 7) % 11,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + ((i * 17) % 30) * 86_400_000 + i * 60_000),
    durationSeconds: short ? 45 : 600,
    durationIso: short ? "PT45S" : "PT10M",
    format: short ? "short" : "long",
    outlierScore: i % 5 === 0 ? null : ((i * 11) % 23) / 4,
    lifetimeVph: ((i * 19) % 31) + 0.5,
    outlierAtAge: i % 4 === 0 ? null : ((i * 7) % 19) / 3,
    outlierAtAgeSample: i % 4 === 0 ? i % 5 : 5 + (i % 7),
  };
});

const channelsByN = new Map(CHANNELS.map((channel) => [channel.n, channel]));

/** The expected rows: the fixture as the API answers it. */
const EXPECTED: OutlierVideo[] = VIDEOS.map((video) => {
  const channel = channelsByN.get(video.channel)!;
  return {
    videoId: `vid${String(video.n).padStart(8, "0")}`,
    videoTitle: video.title!,
    videoViewCount: video.viewCount!,
    videoLikeCount: video.likeCount!,
    videoCommentCount: video.commentCount!,
    videoPublishedAt: video.publishedAt!.toISOString(),
    videoOutlier: video.outlierScore ?? null,
    videoVph: video.lifetimeVph!,
    videoDuration: video.durationIso!,
    channelTitle: channel.title!,
    channelSubscriberCount: channel.subscribers!,
    channelVideoCount: channel.videoCount!,
    videoOutlierAtAge: video.outlierAtAge ?? null,
    videoOutlierAtAgeSample: video.outlierAtAgeSample!,
  };
});
const FORMAT = new Map(VIDEOS.map((video, i) => [EXPECTED[i]!.videoId, video.format]));

/** Sort as the API promises: by the column, ties by video id in the same direction; no score last. */
function sortExpected(rows: OutlierVideo[], sort: OutlierSortKey, order: "asc" | "desc") {
  const sign = order === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[sort] ?? null;
    const y = b[sort] ?? null;
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return (x < y ? -1 : 1) * sign;
    }
    return (a.videoId < b.videoId ? -1 : 1) * sign;
  });
}

forEachDatabase((t) => {
  let user: TestUser;
  const app = () => createTestApp(t.connection);

  beforeAll(async () => {
    user = await createTestUser();
    await insertChannels(t.db, CHANNELS);
    await insertVideos(t.db, VIDEOS, channelsByN);
  });

  async function outliers(query: string, application = app()) {
    const response = await application.request(`/outliers?${query}`, { headers: bearer(user) });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    return {
      ...OutliersResponseSchema.parse(body),
      totalIsEstimate: (body as { totalIsEstimate: boolean }).totalIsEstimate,
    };
  }

  async function badRequest(query: string) {
    const response = await app().request(`/outliers?${query}`, { headers: bearer(user) });
    expect(response.status, query).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; field?: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    // The field a client can point at: the parameter the message starts with (or "query" for unknown ones).
    const named = /^(\w+): /.exec(body.error.message)?.[1];
    expect(body.error.field, query).toBe(named ?? "query");
    return body.error.message;
  }

  test("needs a signed-in caller", async () => {
    expect((await app().request("/outliers")).status).toBe(401);
  });

  test("defaults: outlier score descending, videos without a score last, 50 a page, exact total", async () => {
    const page = await outliers("");
    expect(page.total).toBe(30);
    expect(page.totalIsEstimate).toBe(false);
    expect(page.videoData).toEqual(sortExpected(EXPECTED, "videoOutlier", "desc"));
    expect(page.videoData.slice(-6).map((row) => row.videoOutlier)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  describe("sort by every column, both ways, ties broken by video id", () => {
    test.each(OUTLIER_SORT_KEYS.flatMap((sort) => [[sort, "asc"] as const, [sort, "desc"] as const]))(
      "%s %s",
      async (sort, order) => {
        const page = await outliers(`sort=${sort}&order=${order}&limit=200`);
        expect(page.videoData.map((row) => row.videoId)).toEqual(
          sortExpected(EXPECTED, sort, order).map((row) => row.videoId),
        );
      },
    );
  });

  test("the outlier score sorts scoreless videos last in ascending order too", async () => {
    const page = await outliers("sort=videoOutlier&order=asc");
    expect(page.videoData.at(0)?.videoOutlier).not.toBeNull();
    expect(page.videoData.slice(-6).every((row) => row.videoOutlier === null)).toBe(true);
  });

  test("paging: pages of 7 put together are the whole sorted list once, with the same total", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 35; offset += 7) {
      const page = await outliers(`sort=channelSubscriberCount&order=desc&limit=7&offset=${offset}`);
      expect(page.total).toBe(30);
      seen.push(...page.videoData.map((row) => row.videoId));
    }
    expect(seen).toEqual(sortExpected(EXPECTED, "channelSubscriberCount", "desc").map((row) => row.videoId));
    const beyond = await outliers("limit=10&offset=40");
    expect(beyond).toMatchObject({ videoData: [], total: 30 });
    // The deepest page allowed, far past the end: the true total, not the offset (issue 21, #6).
    const deepest = await outliers("limit=1&offset=10000");
    expect(deepest).toMatchObject({ videoData: [], total: 30 });
    expect(deepest.totalIsEstimate).not.toBe(true);
  });

  test("keyset paging: following nextCursor gives the same pages, and the last page has none", async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await outliers(
        `sort=channelSubscriberCount&order=desc&limit=7${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.videoData.map((row) => row.videoId));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(sortExpected(EXPECTED, "channelSubscriberCount", "desc").map((row) => row.videoId));
    expect(cursor).toBeNull();
  });

  const filterCases: [string, (row: OutlierVideo) => boolean][] = [
    ["minSubscribers=5000", (row) => row.channelSubscriberCount >= 5_000],
    ["maxSubscribers=5000", (row) => row.channelSubscriberCount <= 5_000],
    ["minSubscribers=5000&maxSubscribers=5000", (row) => row.channelSubscriberCount === 5_000],
    [
      "minOutlier=2&maxOutlier=4",
      (row) => row.videoOutlier !== null && row.videoOutlier >= 2 && row.videoOutlier <= 4,
    ],
    ["minOutlier=1.25", (row) => row.videoOutlier !== null && row.videoOutlier >= 1.25],
    ["minViews=37000&maxViews=74000", (row) => row.videoViewCount >= 37_000 && row.videoViewCount <= 74_000],
    ["maxViews=20000", (row) => row.videoViewCount <= 20_000],
    ["minViews=0&maxViews=&minOutlier=0", () => true],
    ["format=short", (row) => FORMAT.get(row.videoId) === "short"],
    // "Breaking out now": videos without an outlier at age are left out.
    ["minOutlierAtAge=3", (row) => (row.videoOutlierAtAge ?? -1) >= 3],
    ["format=long", (row) => FORMAT.get(row.videoId) === "long"],
    ["format=all", () => true],
    ["publishedAfter=2026-01-15", (row) => row.videoPublishedAt >= "2026-01-15T00:00:00.000Z"],
    ["publishedAfter=2026-01-20T12:00:00Z", (row) => row.videoPublishedAt >= "2026-01-20T12:00:00.000Z"],
    ["q=pasta", (row) => row.videoTitle.includes("pasta")],
    ["q=PASTA", (row) => row.videoTitle.includes("pasta")],
    ["q=past", () => false],
    ["q=carbonara%20pasta", (row) => row.videoTitle.includes("pasta carbonara")],
    ["q=pasta%2C%20recipe!", (row) => row.videoTitle.includes("pasta recipe")],
    ["q=castle%20minecraft", (row) => row.videoTitle.includes("minecraft castle")],
    ["q=sushi", () => false],
    [
      "q=pasta&format=long&minSubscribers=1000&minViews=10000",
      (row) =>
        row.videoTitle.includes("pasta") &&
        FORMAT.get(row.videoId) === "long" &&
        row.channelSubscriberCount >= 1_000 &&
        row.videoViewCount >= 10_000,
    ],
  ];

  test.each(filterCases)("filter %s (inclusive bounds; 0 or empty clears)", async (query, keep) => {
    const expected = sortExpected(EXPECTED.filter(keep), "videoViewCount", "desc");
    const page = await outliers(`${query}&sort=videoViewCount&order=desc&limit=200`);
    expect(page.videoData).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  test("the filters hold on every page, and the total counts all matches", async () => {
    const page = await outliers("format=long&limit=3&offset=3&sort=videoTitle&order=asc");
    const all = sortExpected(
      EXPECTED.filter((row) => FORMAT.get(row.videoId) === "long"),
      "videoTitle",
      "asc",
    );
    expect(page.total).toBe(all.length);
    expect(page.videoData).toEqual(all.slice(3, 6));
  });

  test("large results get the planner's estimate, flagged, never below what the page proves", async () => {
    const page = await outliers(
      "limit=5",
      createTestApp(t.connection, {}, { outliers: { exactTotalLimit: 0 } }),
    );
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(6);
    // A last page is exact without counting, whatever the limit.
    const last = await outliers(
      "limit=5&offset=27",
      createTestApp(t.connection, {}, { outliers: { exactTotalLimit: 0 } }),
    );
    expect(last).toMatchObject({ total: 30, totalIsEstimate: false });
  });

  test.each([
    ["minSubscribers=abc", /^minSubscribers: /],
    ["maxSubscribers=-1", /^maxSubscribers: /],
    ["minOutlier=x2", /^minOutlier: /],
    ["maxOutlier=-0.5", /^maxOutlier: /],
    ["minViews=1e", /^minViews: /],
    ["maxViews=-10", /^maxViews: /],
    ["minViews=500&maxViews=100", /^maxViews: must be at least minViews/],
    ["minSubscribers=10&maxSubscribers=5", /^maxSubscribers: /],
    ["minOutlier=3&maxOutlier=2", /^maxOutlier: /],
    ["format=medium", /^format: /],
    ["publishedAfter=yesterday", /^publishedAfter: /],
    ["publishedAfter=2026-13-45", /^publishedAfter: /],
    ["sort=views", /^sort: /],
    ["order=up", /^order: /],
    ["limit=0", /^limit: /],
    ["limit=201", /^limit: /],
    ["limit=2.5", /^limit: /],
    ["limit=ten", /^limit: /],
    ["offset=-1", /^offset: /],
    ["offset=1.5", /^offset: /],
    ["cursor=not%20a%20cursor", /^cursor: /],
    ["cursor=bm90IGpzb24", /^cursor: /],
    ["limit=5&limit=10", /^limit: /],
    [`q=${"a".repeat(201)}`, /^q: /],
    // Issue 21: each of these reached the database (bigint bounds, dates out of range) and answered 500.
    ["minViews=1.5", /^minViews: /],
    ["minViews=.5", /^minViews: /],
    ["minViews=4.9e-324", /^minViews: /],
    ["maxSubscribers=1e19", /^maxSubscribers: /],
    ["maxSubscribers=10000000000000000000", /^maxSubscribers: /],
    ["minSubscribers=1.5", /^minSubscribers: /],
    ["maxViews=1e3", /^maxViews: /],
    ["publishedAfter=0000-01-01", /^publishedAfter: /],
    ["publishedAfter=0001-01-01T00:00:00%2B23:59", /^publishedAfter: /],
    ["publishedAfter=9999-12-31T23:59:59-23:59", /^publishedAfter: /],
    ["limit=0x10", /^limit: /],
    ["limit=0b11", /^limit: /],
    ["q=a%00b", /^q: /],
    // Issue 19, item 7: no page deeper than the cap.
    ["offset=10001", /^offset: /],
    ["offset=1000000&limit=1", /^offset: /],
    ["minView=10", /minView/],
    ["cursor=abc", /cursor/],
  ])("%s -> 400 naming the parameter", async (query, message) => {
    expect(await badRequest(query)).toMatch(message);
  });

  test("every sort walks its index: no sort step over the table (the NULLS ordering trap)", async () => {
    for (const sort of OUTLIER_SORT_KEYS) {
      for (const order of ["asc", "desc"] as const) {
        const query = OutliersQuerySchema.parse({ sort, order });
        const plan = await t.db.transaction(async (tx) => {
          // Tiny table: forbid the sequential scan so the planner shows which index it would walk.
          await tx.execute(sql`set local enable_seqscan = off`);
          const result = await tx.execute<{ "QUERY PLAN": string }>(
            sql`explain ${outliersPageQuery(tx, query)}`,
          );
          return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
        });
        expect(plan, `${sort} ${order}:\n${plan}`).not.toMatch(/\bSort\b/);
        expect(plan, `${sort} ${order}:\n${plan}`).toMatch(/Index Scan/);
      }
    }
  });
});
