// The strategies of queryOutliers over the bench's generated store (3,000 videos, titles from a small
// vocabulary: "pasta" and "recipe" only ever appear together, "pasta" and "minecraft" never): whichever
// strategy a query takes, the page is the one a plain filter-and-sort in memory gives, and the total is
// exact whenever it is not flagged as an estimate. Plus the plans those strategies rely on.
import { type OutlierSortKey, type OutliersQuery, OutliersQuerySchema } from "@vi/types";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { loadVideos } from "../../bench/load.ts";
import { forEachDatabase } from "../../test/db.ts";
import type { Database } from "../db/index.ts";
import { videos } from "../db/schema.ts";
import {
  type OutliersOptions,
  type OutliersStrategy,
  outliersCollectQuery,
  outliersPageQuery,
  outliersWeekWalkQuery,
  outliersWhere,
  queryOutliers,
} from "./outliers.ts";

const ROWS = 3_000;
const NOW = new Date(Date.UTC(2026, 10, 1));

interface Row {
  id: string;
  words: Set<string>;
  format: string;
  viewCount: number;
  channelSubscriberCount: number;
  publishedAt: number;
  outlierScore: number | null;
  lifetimeVph: number;
}

const KEYS = {
  videoViewCount: (row: Row) => row.viewCount,
  videoPublishedAt: (row: Row) => row.publishedAt,
  videoOutlier: (row: Row) => row.outlierScore,
  channelSubscriberCount: (row: Row) => row.channelSubscriberCount,
  videoVph: (row: Row) => row.lifetimeVph,
} satisfies Partial<Record<OutlierSortKey, (row: Row) => number | null>>;
type TestSortKey = keyof typeof KEYS;

/** The page and match count by brute force: filter, then sort by the key (no key last) and the id. */
function reference(all: readonly Row[], query: OutliersQuery & { sort: TestSortKey }) {
  const words = query.q?.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const key = KEYS[query.sort];
  const sign = query.order === "asc" ? 1 : -1;
  const matches = all
    .filter(
      (row) =>
        words.every((word) => row.words.has(word)) &&
        (query.format === "all" || row.format === query.format) &&
        (query.minViews === undefined || row.viewCount >= query.minViews) &&
        (query.minSubscribers === undefined || row.channelSubscriberCount >= query.minSubscribers) &&
        (query.maxSubscribers === undefined || row.channelSubscriberCount <= query.maxSubscribers) &&
        (query.publishedAfter === undefined ||
          row.publishedAt >= Date.parse(`${query.publishedAfter}T00:00:00Z`)),
    )
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x !== y) {
        if (x === null || y === null) return x === null ? 1 : -1;
        return (x < y ? -1 : 1) * sign;
      }
      return (a.id < b.id ? -1 : 1) * sign;
    });
  return {
    ids: matches.slice(query.offset, query.offset + query.limit).map((row) => row.id),
    count: matches.length,
  };
}

const parse = (query: string) => OutliersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

async function explain(db: Database, statement: { toSQL(): unknown }) {
  return db.transaction(async (tx) => {
    // A small table: forbid the sequential scan so the planner shows the index it would use.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${statement}`);
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

forEachDatabase((t) => {
  let all: Row[] = [];

  beforeAll(async () => {
    await loadVideos(t.db, ROWS, NOW);
    const rows = await t.db
      .select({
        id: videos.id,
        title: videos.title,
        format: videos.format,
        viewCount: videos.viewCount,
        channelSubscriberCount: videos.channelSubscriberCount,
        publishedAt: videos.publishedAt,
        outlierScore: videos.outlierScore,
        lifetimeVph: videos.lifetimeVph,
      })
      .from(videos);
    all = rows.map(({ title, publishedAt, ...row }) => ({
      ...row,
      words: new Set(title.toLowerCase().match(/[a-z0-9]+/g)),
      publishedAt: publishedAt.getTime(),
    }));
  });

  test("the fixture: pasta and recipe always together, pasta and minecraft never", () => {
    const count = (...words: string[]) => all.filter((row) => words.every((w) => row.words.has(w))).length;
    expect(count("pasta")).toBe(150);
    expect(count("pasta", "recipe")).toBe(150);
    expect(count("pasta", "recipe", "explained")).toBe(75);
    expect(count("pasta", "minecraft")).toBe(0);
  });

  // [query, exactTotalLimit, strategy, why]. The planner takes the words of a query as independent:
  // it expects about 8 titles with both "pasta" and "recipe" (3,000 x 5% x 5%), 1 with "explained" too.
  const cases: [string, number, OutliersStrategy, string][] = [
    ["q=pasta recipe&sort=videoPublishedAt&order=desc", 20, "walk", "the sample shows many: no count"],
    ["q=pasta recipe&sort=videoOutlier&order=asc&offset=100", 20, "walk", "a later page, scoreless last"],
    ["q=pasta minecraft&sort=videoPublishedAt&order=desc", 20, "collect", "the sample shows none"],
    ["q=pasta recipe explained&sort=videoViewCount&order=desc", 100, "collect", "the sample shows few"],
    [
      "q=pasta recipe explained&sort=videoViewCount&order=asc&limit=20&offset=60",
      100,
      "collect",
      "last page",
    ],
    [
      "q=pasta recipe explained&sort=videoViewCount&order=desc",
      60,
      "collect-walk",
      "few by the sample, the cap shows many",
    ],
    ["q=pasta recipe&format=long&minViews=1000&sort=channelSubscriberCount&order=asc", 20, "walk", "filters"],
    ["q=pasta&sort=videoPublishedAt&order=asc&limit=20&offset=20", 20, "walk", "one word: the planner knows"],
    ["q=pasta&sort=channelSubscriberCount&order=desc", 10_000, "collect", "one word, few"],
    [
      "publishedAfter=2026-09-01&minViews=1000&maxSubscribers=5000000&sort=channelSubscriberCount&order=asc&limit=20&offset=40",
      10_000,
      "collect",
      "recent, from the date index",
    ],
    ["publishedAfter=2026-09-01&minViews=1000&sort=videoPublishedAt&order=desc", 20, "walk", "recent, many"],
    ["sort=videoOutlier&order=desc&limit=30&offset=2980", 10_000, "collect", "no filter, small table"],
    // Issue 21, #6: past the end, the total is counted, never the offset.
    ["sort=videoOutlier&order=desc&limit=1&offset=10000", 20, "walk", "past the end: the true total"],
  ];

  async function expectReferencePage(search: string, options: OutliersOptions, strategy: OutliersStrategy) {
    const query = parse(search);
    const expected = reference(all, query as OutliersQuery & { sort: TestSortKey });
    const page = await queryOutliers(t.db, query, options);
    expect(page.strategy).toBe(strategy);
    expect(page.rows.map((row) => row.id)).toEqual(expected.ids);
    for (const row of page.rows) expect(Object.keys(row)).not.toContain("titleSearch");
    if (page.totalIsEstimate) {
      // Never below what the page proves, and the right size.
      expect(page.total).toBeGreaterThanOrEqual(query.offset + page.rows.length + 1);
      expect(page.total).toBeGreaterThanOrEqual(expected.count / 2);
      expect(page.total).toBeLessThanOrEqual(expected.count * 2);
    } else {
      expect(page.total).toBe(expected.count);
    }
    return page;
  }

  test.each(cases)("%s (exact up to %i): %s, %s", async (search, exactTotalLimit, strategy) => {
    await expectReferencePage(search, { exactTotalLimit }, strategy);
  });

  // A date filter with a sort key that has a week index: the range is walked week by week.
  // [query, strategy, why]. About 250 of the 3,000 videos are from September or October 2026; exact totals
  // only up to 20 matches, so a walk is chosen over collecting.
  const weekCases: [string, OutliersStrategy, string][] = [
    [
      "publishedAfter=2026-09-01&minViews=1000&sort=channelSubscriberCount&order=asc&limit=20&offset=40",
      "week-walk",
      "small channels first",
    ],
    ["publishedAfter=2026-09-01&sort=videoVph&order=asc", "week-walk", "old videos first"],
    ["publishedAfter=2026-09-01&sort=videoVph&order=desc&limit=10", "week-walk", "recent videos first"],
    [
      "publishedAfter=2026-09-01&sort=videoOutlier&order=asc&limit=40&offset=200",
      "week-walk",
      "the scoreless last, after the range's scores",
    ],
    ["publishedAfter=2026-09-01&sort=videoOutlier&order=desc&limit=30", "week-walk", "best scores first"],
    [
      "publishedAfter=2026-09-01&format=short&sort=videoViewCount&order=desc&limit=20&offset=20",
      "week-walk",
      "Shorts of the range",
    ],
    [
      "publishedAfter=2026-09-01&minViews=1000&sort=channelSubscriberCount&order=desc&offset=5000",
      "week-walk",
      "past the end: empty, exact total",
    ],
    [
      "publishedAfter=2026-09-01&q=explained&sort=videoViewCount&order=asc&limit=5&offset=10",
      "week-walk",
      "title words too",
    ],
    ["publishedAfter=2026-09-01&sort=videoPublishedAt&order=asc", "walk", "date order: the range in order"],
    ["publishedAfter=2025-01-01&sort=videoViewCount&order=desc", "walk", "most of the table: a plain walk"],
  ];

  test.each(weekCases)("%s: %s, %s", async (search, strategy) => {
    await expectReferencePage(search, { exactTotalLimit: 20 }, strategy);
  });

  test("a range wider than the share is walked in the sort index's order, with the same pages", async () => {
    for (const offset of [0, 20, 60, 100, 180]) {
      const query = parse(
        `publishedAfter=2026-09-01&minViews=500&sort=channelSubscriberCount&order=desc&limit=20&offset=${offset}`,
      );
      const byWeek = await queryOutliers(t.db, query, { exactTotalLimit: 20 });
      const walked = await queryOutliers(t.db, query, { exactTotalLimit: 20, weekWalkMaxShare: 0 });
      expect([byWeek.strategy, walked.strategy]).toEqual(["week-walk", "walk"]);
      expect(walked.rows).toEqual(byWeek.rows);
    }
  });

  describe("keyset paging: following nextCursor gives the offset pages, whatever the strategy", () => {
    const pagings: [string, OutliersOptions, OutliersStrategy][] = [
      ["sort=videoOutlier&order=desc&limit=200", { exactTotalLimit: 20 }, "walk"],
      ["sort=videoOutlier&order=asc&limit=150", { exactTotalLimit: 20 }, "walk"],
      ["sort=videoViewCount&order=asc&limit=199", { exactTotalLimit: 20 }, "walk"],
      ["sort=videoPublishedAt&order=desc&limit=120", { exactTotalLimit: 20 }, "walk"],
      ["q=pasta recipe&sort=videoViewCount&order=asc&limit=40", { exactTotalLimit: 10_000 }, "collect"],
      [
        "publishedAfter=2026-09-01&sort=videoOutlier&order=desc&limit=40",
        { exactTotalLimit: 20 },
        "week-walk",
      ],
      [
        "publishedAfter=2026-09-01&sort=videoOutlier&order=asc&limit=40",
        { exactTotalLimit: 20 },
        "week-walk",
      ],
      [
        "publishedAfter=2026-08-01&minViews=500&sort=channelSubscriberCount&order=asc&limit=50",
        { exactTotalLimit: 20 },
        "week-walk",
      ],
    ];

    test.each(pagings)("%s (%o): %s", async (search, options, strategy) => {
      const query = parse(search);
      const expected = reference(all, { ...query, offset: 0, limit: ROWS } as OutliersQuery & {
        sort: TestSortKey;
      });
      const seen: string[] = [];
      let cursor: string | null | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await queryOutliers(t.db, { ...query, cursor: cursor ?? undefined }, options);
        if (pages === 0) expect(page.strategy).toBe(strategy);
        seen.push(...page.rows.map((row) => row.id));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(expected.ids);
    });
  });

  test("a cursor for another sort, a forged one, or with an offset is a 400 naming the field", async () => {
    const first = await queryOutliers(t.db, parse("sort=videoViewCount&order=desc&limit=5"), {
      exactTotalLimit: 20,
    });
    const cursor = first.nextCursor ?? "";
    const forged = Buffer.from(JSON.stringify(["videoViewCount", "desc", "1; drop", "x"])).toString(
      "base64url",
    );
    for (const [search, field] of [
      [`sort=videoViewCount&order=asc&cursor=${cursor}`, "cursor"],
      [`sort=videoViewCount&order=desc&cursor=${forged}`, "cursor"],
      ["sort=videoViewCount&order=desc&cursor=bm90IGpzb24", "cursor"],
      [`sort=videoViewCount&order=desc&offset=5&cursor=${cursor}`, "offset"],
    ] as const) {
      await expect(queryOutliers(t.db, parse(search))).rejects.toMatchObject({
        status: 400,
        extra: { field },
      });
    }
  });

  test("both strategies give the same pages of a query", async () => {
    for (const offset of [0, 50, 100, 140]) {
      const query = parse(`q=pasta recipe&sort=videoViewCount&order=desc&offset=${offset}`);
      const walked = await queryOutliers(t.db, query, { exactTotalLimit: 20 });
      const collected = await queryOutliers(t.db, query, { exactTotalLimit: 10_000 });
      expect([walked.strategy, collected.strategy]).toEqual(["walk", "collect"]);
      expect(walked.rows).toEqual(collected.rows);
      expect(collected).toMatchObject({ total: 150, totalIsEstimate: false });
    }
  });

  describe("plans", () => {
    test("collect: the title words through the GIN index on the stored vector", async () => {
      const plan = await explain(t.db, outliersCollectQuery(t.db, parse("q=pasta recipe"), 10_001));
      expect(plan).toMatch(/Bitmap Index Scan on videos_title_search_idx/);
      expect(plan).not.toMatch(/to_tsvector/);
    });

    test("collect, published after: the other filters tested in the date index, not in the table", async () => {
      const query = parse("publishedAfter=2026-10-01&minViews=1000&maxSubscribers=5000000&sort=videoVph");
      const plan = await explain(t.db, outliersCollectQuery(t.db, query, 10_001));
      expect(plan).toMatch(
        /(Index Only Scan using|Index Scan using|Bitmap Index Scan on) videos_published_at_filters_idx/,
      );
      const conditions = plan.match(/Index Cond: (.*)/)?.[1] ?? "";
      expect(conditions).toMatch(/published_at >= /);
      expect(conditions).toMatch(/view_count >= /);
      expect(conditions).toMatch(/channel_subscriber_count <= /);
      expect(plan).not.toMatch(/BitmapAnd/);
    });

    test("week walk: each week read from its week index in the sort's order, not sorted", async () => {
      const query = parse("publishedAfter=2026-09-01&minViews=1000&sort=channelSubscriberCount&order=asc");
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute<{ "QUERY PLAN": string }>(
          sql`explain ${outliersWeekWalkQuery(query as OutliersQuery & { publishedAfter: string }, outliersWhere(query), { perWeek: 50, limit: 50, offset: 0 })}`,
        );
        return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toMatch(/Index (Only )?Scan using videos_week_subscriber_count_idx/);
      // One sort only: the weeks' pages merged, above the lateral join.
      expect(plan.match(/Sort\s+\(/g) ?? []).toHaveLength(1);
      expect(plan.search(/Sort\s+\(/)).toBeLessThan(plan.indexOf("Nested Loop"));
    });

    test("week walk at >= 100K views by subscribers: each week read from the index of those videos only", async () => {
      const plans: string[] = [];
      for (const [minViews, order] of [
        [100_000, "asc"],
        [250_000, "desc"],
        [99_999, "asc"],
      ] as const) {
        const query = parse(
          `publishedAfter=2026-09-01&minViews=${minViews}&sort=channelSubscriberCount&order=${order}`,
        );
        plans.push(
          await t.db.transaction(async (tx) => {
            await tx.execute(sql`set local enable_sort = off`);
            await tx.execute(sql`set local enable_seqscan = off`);
            const result = await tx.execute<{ "QUERY PLAN": string }>(
              sql`explain ${outliersWeekWalkQuery(query as OutliersQuery & { publishedAfter: string }, outliersWhere(query), { perWeek: 250, limit: 50, offset: 200 })}`,
            );
            return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
          }),
        );
      }
      const [at100k, above, below] = plans;
      expect(at100k).toMatch(/Index (Only )?Scan using videos_week_subscriber_count_100k_idx/);
      expect(above).toMatch(/Index (Only )?Scan Backward using videos_week_subscriber_count_100k_idx/);
      // A lower bound cannot use it: those videos are not all in it.
      expect(below).not.toMatch(/videos_week_subscriber_count_100k_idx/);
      expect(below).toMatch(/videos_week_subscriber_count_idx/);
    });

    test("walk, outlier at the same age: its own sort index, the 'breaking out now' bound tested in it", async () => {
      const query = parse("sort=videoOutlierAtAge&order=desc&minOutlierAtAge=2");
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        return explain(tx, outliersPageQuery(tx, query));
      });
      expect(plan).toMatch(/Index (Only )?Scan using videos_outlier_at_age_desc_idx/);
      expect(plan).toMatch(/outlier_at_age >= /);
      expect(plan).not.toMatch(/Sort\s+\(/);
    });

    test("walk: the sort index, titles filtered on the stored vector (no to_tsvector per row)", async () => {
      const query = parse("q=pasta recipe&sort=videoPublishedAt&order=desc");
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        return explain(tx, outliersPageQuery(tx, query));
      });
      expect(plan).toMatch(/Index Scan Backward using videos_published_at_filters_idx/);
      expect(plan).toMatch(/Filter: \(title_search @@/);
      expect(plan).not.toMatch(/to_tsvector/);
    });
  });
});
