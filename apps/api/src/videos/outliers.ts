// GET /outliers over the video store: server-side filters, sort and paging, and the number of matches.
import type { OutlierSortKey, OutliersQuery } from "@vi/types";
import { and, getTableColumns, gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/index.ts";
import { videos } from "../db/schema.ts";
import { badRequest } from "../errors.ts";
import type { StoredVideo } from "./store.ts";

const SORT_COLUMNS = {
  channelTitle: videos.channelTitle,
  videoTitle: videos.title,
  videoViewCount: videos.viewCount,
  videoLikeCount: videos.likeCount,
  videoCommentCount: videos.commentCount,
  videoPublishedAt: videos.publishedAt,
  channelSubscriberCount: videos.channelSubscriberCount,
  channelVideoCount: videos.channelVideoCount,
  videoOutlier: videos.outlierScore,
  videoVph: videos.lifetimeVph,
} as const satisfies Record<OutlierSortKey, PgColumn>;

/** Most title words a query may combine (longer queries keep the first ones). */
const MAX_QUERY_WORDS = 16;

export interface OutliersPage {
  rows: StoredVideo[];
  total: number;
  /** True when `total` is the planner's estimate (a large result; see countMatches). */
  totalIsEstimate: boolean;
}

export interface OutliersOptions {
  /**
   * Results of at most this many matches are counted exactly; larger ones get the planner's estimate
   * (see queryOutliers). Counting 1M matching rows takes hundreds of milliseconds, an estimate < 1 ms.
   */
  exactTotalLimit: number;
}

export const DEFAULT_EXACT_TOTAL_LIMIT = 10_000;

/**
 * The words of `q` as a tsquery: every word must be a word of the title, in any case and order. Whole
 * words, not prefixes: the planner estimates whole lexemes from its statistics but not prefixes, and a
 * bad estimate picks a bad plan. Only letters and digits reach the query, so it is never a syntax error.
 */
export function titleQuery(q: string): string | undefined {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `'${word}'`).join(" & ") : undefined;
}

/** YYYY-MM-DD is midnight UTC; a timestamp is taken as given. */
function publishedAfterDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

function checkRange(query: OutliersQuery, min: keyof OutliersQuery, max: keyof OutliersQuery) {
  const low = query[min];
  const high = query[max];
  if (typeof low === "number" && typeof high === "number" && low > high) {
    throw badRequest(`${max}: must be at least ${min} (${low})`);
  }
}

/** The WHERE clause of a query; throws a 400 naming the parameter for contradictory bounds. */
export function outliersWhere(query: OutliersQuery): SQL | undefined {
  checkRange(query, "minSubscribers", "maxSubscribers");
  checkRange(query, "minOutlier", "maxOutlier");
  checkRange(query, "minViews", "maxViews");
  const conditions: (SQL | undefined)[] = [];
  const between = (column: PgColumn, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) conditions.push(gte(column, min));
    if (max !== undefined) conditions.push(lte(column, max));
  };
  between(videos.channelSubscriberCount, query.minSubscribers, query.maxSubscribers);
  between(videos.outlierScore, query.minOutlier, query.maxOutlier);
  between(videos.viewCount, query.minViews, query.maxViews);
  if (query.format !== "all") conditions.push(sql`${videos.format} = ${query.format}`);
  if (query.publishedAfter) {
    const after = publishedAfterDate(query.publishedAfter);
    if (Number.isNaN(after.getTime())) throw badRequest("publishedAfter: not a valid date");
    conditions.push(gte(videos.publishedAt, after));
  }
  const words = query.q ? titleQuery(query.q) : undefined;
  // The same expression as the GIN index videos_title_search_idx.
  if (words) conditions.push(sql`to_tsvector('simple', ${videos.title}) @@ to_tsquery('simple', ${words})`);
  return and(...conditions);
}

/**
 * ORDER BY matching the indexes exactly (direction and NULLS placement), with the id as tiebreaker so
 * pages never overlap. Plain columns: `col, id` forwards or both descending (a backward index scan).
 * The outlier score: NULLS LAST both ways, one index per direction.
 */
export function outliersOrder(sort: OutlierSortKey, order: "asc" | "desc"): SQL {
  const column = SORT_COLUMNS[sort];
  if (sort === "videoOutlier") {
    return order === "asc"
      ? sql`${column} asc nulls last, ${videos.id} asc nulls last`
      : sql`${column} desc nulls last, ${videos.id} desc nulls last`;
  }
  return order === "asc" ? sql`${column} asc, ${videos.id} asc` : sql`${column} desc, ${videos.id} desc`;
}

/** The page's SELECT (not executed): the route runs it, tests EXPLAIN it. */
export function outliersPageQuery(db: Database, query: OutliersQuery, where = outliersWhere(query)) {
  return db
    .select()
    .from(videos)
    .where(where)
    .orderBy(outliersOrder(query.sort, query.order))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * One page and the number of matches. Two strategies, chosen by the planner's estimate of the matches:
 *
 * - Few (at most `exactTotalLimit`): the matches are collected with the filters' own indexes (at most
 *   limit + 1 of them, behind a LIMIT the planner cannot see through), sorted in memory, and counted
 *   exactly. Walking a sort index would be a trap here: with a selective filter correlated to the sort
 *   (recent videos with many views, sorted by subscribers ascending) it reads most of the table.
 * - Many: the sort index is walked and rows filtered until the page is full (dense matches come
 *   quickly), and the total is the planner's estimate, flagged as such. Counting a million matches
 *   per request would take hundreds of milliseconds.
 *
 * An estimate that was too low is caught by the cap (limit + 1 rows found) and answered the second way.
 */
export async function queryOutliers(
  db: Database,
  query: OutliersQuery,
  options: OutliersOptions = { exactTotalLimit: DEFAULT_EXACT_TOTAL_LIMIT },
): Promise<OutliersPage> {
  const where = outliersWhere(query);
  const estimate = await estimateMatches(db, where);
  const cap = options.exactTotalLimit + 1;

  if (estimate <= options.exactTotalLimit) {
    // The subquery keeps the table's name, so the ORDER BY (written against videos) applies to it.
    const matches = db.select().from(videos).where(where).limit(cap).as("videos");
    const page = await db
      .select({ ...getTableColumns(videos), matchCount: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matches)
      .orderBy(outliersOrder(query.sort, query.order))
      .limit(query.limit)
      .offset(query.offset);
    const matchCount = page[0]?.matchCount ?? (await countMatches(db, where, cap));
    if (matchCount < cap) {
      return {
        rows: page.map(({ matchCount: _, ...row }) => row),
        total: matchCount,
        totalIsEstimate: false,
      };
    }
  }

  const rows = await walkSortIndex(db, query, where);
  // A page that is not full is the last one: the total is known without counting.
  if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    return { rows, total: query.offset + rows.length, totalIsEstimate: false };
  }
  // Never less than what this page proves exists, nor than the cap that was reached.
  const atLeast = query.offset + rows.length + (rows.length === query.limit ? 1 : 0);
  let total = Math.max(estimate, atLeast);
  if (estimate <= options.exactTotalLimit) {
    // The estimate was too low: most often title words that go together. The rarest single word,
    // estimated with the other filters, bounds the matches from above and is the better guess.
    total = Math.max(total, cap, await wordBoundEstimate(db, query));
  }
  return { rows, total, totalIsEstimate: true };
}

/**
 * The page by walking the sort's index. With filters the planner is told not to sort: its estimate for
 * them can be far too low (title words that go together, like "pasta recipe", are estimated as if
 * independent), and it would then collect every match and sort them (400 ms over 50,000 matches)
 * instead of reading the index in order until the page is full (5 ms).
 */
async function walkSortIndex(db: Database, query: OutliersQuery, where: SQL | undefined) {
  if (!where) return outliersPageQuery(db, query, where);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return outliersPageQuery(tx, query, where);
  });
}

/** The smallest estimate over the words of `q` taken one at a time (0 without several words). */
async function wordBoundEstimate(db: Database, query: OutliersQuery): Promise<number> {
  const words = query.q ? (titleQuery(query.q)?.split(" & ") ?? []) : [];
  if (words.length < 2) return 0;
  const estimates: number[] = [];
  for (const word of words.slice(0, 4)) {
    estimates.push(await estimateMatches(db, outliersWhere({ ...query, q: word.replaceAll("'", "") })));
  }
  return Math.min(...estimates);
}

/** Matches counted up to `cap` (a page past the end has no row to carry the count). */
async function countMatches(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${videos} ${where ? sql`where ${where}` : sql``} limit ${cap}) as m`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The planner's row estimate for the filters (EXPLAIN, no execution). */
async function estimateMatches(db: Database, where: SQL | undefined): Promise<number> {
  const result = await db.execute<{ "QUERY PLAN": unknown }>(
    sql`explain (format json) select 1 from ${videos} ${where ? sql`where ${where}` : sql``}`,
  );
  const raw = result.rows[0]?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.round(plan[0].Plan["Plan Rows"]);
}
