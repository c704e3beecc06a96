// GET /outliers over the video store: server-side filters, sort and paging, and the number of matches
// (docs/product.md#filters-and-sorting). Why the query takes the paths it does: docs/decisions/outliers-*.md.
import { type OutlierSortKey, type OutliersQuery, parseDateParam } from "@vi/types";
import { and, eq, getTableName, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/index.ts";
import { videos } from "../db/schema.ts";
import { badRequest } from "../errors.ts";
import { STORED_VIDEO_COLUMNS, type StoredVideo } from "./store.ts";

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
  /** True when `total` is an estimate (a large result; see queryOutliers). */
  totalIsEstimate: boolean;
  /** How the page was found (for tests and benchmarks; the route does not expose it). */
  strategy: OutliersStrategy;
}

export interface OutliersOptions {
  /**
   * Results of at most this many matches are counted exactly; larger ones get the planner's estimate
   * (see queryOutliers and docs/decisions/outliers-collect-or-walk.md).
   */
  exactTotalLimit: number;
  /** How far a walk with a date filter goes before it collects the date range instead (see WalkBudget). */
  walkBudget?: Partial<WalkBudget>;
}

export const DEFAULT_EXACT_TOTAL_LIMIT = 10_000;

/**
 * The budget of a walk of a sort index when the query has a date filter and the sort key is one of the
 * date index's columns (see queryOutliers): the walk reads at most `perRangeRow` rows of the sort index
 * per row of the date range (the planner's estimate), and at least `min`. The collection of the range
 * that follows a walk out of budget stops at `collectPerRangeRow` matches per estimated range row (at
 * least `min`): reaching that means the estimate was far off, and the walk goes on without a budget.
 * The shares and their figures: docs/decisions/outliers-date-walk-budget.md.
 */
export interface WalkBudget {
  min: number;
  perRangeRow: number;
  collectPerRangeRow: number;
}

export const DEFAULT_WALK_BUDGET: WalkBudget = { min: 2_000, perRangeRow: 0.2, collectPerRangeRow: 2 };

/**
 * Sort keys the date index videos_published_at_filters_idx carries, so that collecting a date range
 * sorted by them reads that index only. The date itself is not among them: sorting by it, the walk reads
 * the date range and no more.
 */
const DATE_INDEX_SORT_KEYS: ReadonlySet<OutlierSortKey> = new Set([
  "videoViewCount",
  "channelSubscriberCount",
  "videoOutlier",
  "videoVph",
]);

/**
 * The words of `q` as a tsquery: every word must be a word of the title, in any case and order. Whole
 * words, not prefixes: the planner estimates whole lexemes from its statistics but not prefixes, and a
 * bad estimate picks a bad plan. Only letters and digits reach the query, so it is never a syntax error.
 */
export function titleQuery(q: string): string | undefined {
  const words = titleWords(q);
  return words.length > 0 ? words.map((word) => `'${word}'`).join(" & ") : undefined;
}

/** The words of `q` that titleQuery combines: lower-cased letters and digits, at most MAX_QUERY_WORDS. */
function titleWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? []
  );
}

/**
 * published_at from `value` on (YYYY-MM-DD is midnight UTC; a timestamp is taken as given); throws a 400
 * for a value that is not a date.
 */
function publishedAfterCondition(value: string): SQL {
  const after = parseDateParam(value);
  if (!after) throw badRequest("publishedAfter: not a valid date", "publishedAfter");
  return gte(videos.publishedAt, after);
}

function checkRange(query: OutliersQuery, min: keyof OutliersQuery, max: keyof OutliersQuery) {
  const low = query[min];
  const high = query[max];
  if (typeof low === "number" && typeof high === "number" && low > high) {
    throw badRequest(`${max}: must be at least ${min} (${low})`, max);
  }
}

/**
 * The query plus what the server adds to it: `channelIds` restricts the rows to those channels (the
 * "my subscriptions" filter, resolved from the user's linked account by the route).
 */
export type OutliersFilter = OutliersQuery & { channelIds?: readonly string[] | undefined };

/** The WHERE clause of a query; throws a 400 naming the parameter for contradictory bounds. */
export function outliersWhere(query: OutliersFilter): SQL | undefined {
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
  if (query.publishedAfter) conditions.push(publishedAfterCondition(query.publishedAfter));
  const words = query.q ? titleQuery(query.q) : undefined;
  // The stored vector of the GIN index videos_title_search_idx.
  if (words) conditions.push(sql`${videos.titleSearch} @@ to_tsquery('simple', ${words})`);
  if (query.channelIds) {
    conditions.push(
      query.channelIds.length > 0 ? inArray(videos.channelId, [...query.channelIds]) : sql`false`,
    );
  }
  return and(...conditions);
}

/**
 * ORDER BY matching the indexes exactly (direction and NULLS placement), with the id as tiebreaker so
 * pages never overlap. Plain columns: `col, id` forwards or both descending (a backward index scan).
 * The outlier score: NULLS LAST both ways, one index per direction.
 */
export function outliersOrder(sort: OutlierSortKey, order: "asc" | "desc"): SQL {
  return orderBy(SORT_COLUMNS[sort], videos.id, sort, order);
}

/** The same order over any source of the sort key and the id (the table, or collected matches). */
function orderBy(key: SQLWrapper, id: SQLWrapper, sort: OutlierSortKey, order: "asc" | "desc"): SQL {
  if (sort === "videoOutlier") {
    return order === "asc"
      ? sql`${key} asc nulls last, ${id} asc nulls last`
      : sql`${key} desc nulls last, ${id} desc nulls last`;
  }
  return order === "asc" ? sql`${key} asc, ${id} asc` : sql`${key} desc, ${id} desc`;
}

/** The page's SELECT (not executed): the route runs it, tests EXPLAIN it. */
export function outliersPageQuery(db: Database, query: OutliersQuery, where = outliersWhere(query)) {
  return db
    .select(STORED_VIDEO_COLUMNS)
    .from(videos)
    .where(where)
    .orderBy(outliersOrder(query.sort, query.order))
    .limit(query.limit)
    .offset(query.offset);
}

/** Title words whose frequencies alone bound a multi-word query's matches (see queryOutliers). */
const MAX_BOUND_WORDS = 4;

/**
 * Sample size for words that may go together: matches the sample holds when the table has exactly
 * `exactTotalLimit` of them (accuracy: docs/decisions/outliers-title-words.md).
 */
const SAMPLE_MATCHES_AT_LIMIT = 100;
/** Rows a sample reads at most: on a large table the sample is a smaller share of it, and coarser. */
const MAX_SAMPLE_ROWS = 20_000;
/** A sample must show this many times the limit to skip counting: near the limit, count exactly. */
const SAMPLE_MARGIN = 2;

/**
 * How queryOutliers found a page: "collect" (the matches collected, sorted and counted), "walk" (the
 * sort index walked), "collect-walk" (collecting reached the cap, then the walk), "walk-collect" (the
 * walk ran out of its budget, then the matches of the date range were collected).
 */
export type OutliersStrategy = "collect" | "walk" | "collect-walk" | "walk-collect";

/**
 * The "collect" strategy's SELECT (not executed; tests EXPLAIN it): at most `cap` matches found with the
 * filters' own indexes (the LIMIT hides them from the planner's choice of a sort-index walk), kept as
 * id and sort key only (a materialized CTE: it is read twice), the page sorted from them and joined to
 * its rows, and the matches counted.
 */
export function outliersCollectQuery(
  db: Database,
  query: OutliersQuery,
  cap: number,
  where = outliersWhere(query),
) {
  const matches = db.$with("matches").as(
    db
      .select({ id: videos.id, key: sql`${SORT_COLUMNS[query.sort]}`.as("key") })
      .from(videos)
      .where(where)
      .limit(cap),
  );
  const page = db
    .select({ id: matches.id, key: matches.key })
    .from(matches)
    .orderBy(orderBy(matches.key, matches.id, query.sort, query.order))
    .limit(query.limit)
    .offset(query.offset)
    .as("page");
  return db
    .with(matches)
    .select({
      ...STORED_VIDEO_COLUMNS,
      matchCount: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(videos, eq(videos.id, page.id))
    .orderBy(orderBy(page.key, page.id, query.sort, query.order));
}

/**
 * The budgeted walk's SELECT (not executed; tests EXPLAIN it): the sort index read for at most `budget`
 * rows (a LIMIT in a subquery, under the table's own name, so the filters and the order apply to it
 * unchanged), those rows filtered, and the page taken from the matches among them. The matches among the
 * first `budget` rows in the sort's order are the first matches of the whole table in that order, so a
 * full page is the right page; a page that is not full is the end of the matches or of the budget.
 */
export function outliersBudgetedWalkQuery(
  db: Database,
  query: OutliersQuery,
  budget: number,
  where = outliersWhere(query),
) {
  const order = outliersOrder(query.sort, query.order);
  const firstRows = db.select().from(videos).orderBy(order).limit(budget).as(getTableName(videos));
  return db
    .select(STORED_VIDEO_COLUMNS)
    .from(firstRows)
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * One page and the number of matches, by the planner's estimate of the matches:
 *
 * - Few (at most `exactTotalLimit`), "collect": the matches found with the filters' own indexes (behind
 *   a cap the planner cannot see through), sorted and counted exactly. A sort-index walk would read most
 *   of the table when the filter is selective and correlated with the sort.
 * - Many, "walk": the sort index read in order until the page is full; the total is an estimate.
 * - A walk with a date filter and a sort key of the date index has a row budget; out of budget, the
 *   date range is collected from that index instead ("walk-collect").
 * - Title words that go together fool the planner's estimate; a fixed sample settles them, and a cap
 *   reached while collecting falls back to the walk.
 *
 * Reasons and figures: docs/decisions/outliers-collect-or-walk.md, outliers-date-walk-budget.md and
 * outliers-title-words.md.
 */
export async function queryOutliers(
  db: Database,
  query: OutliersFilter,
  options: OutliersOptions = { exactTotalLimit: DEFAULT_EXACT_TOTAL_LIMIT },
): Promise<OutliersPage> {
  const where = outliersWhere(query);
  const limit = options.exactTotalLimit;
  const cap = limit + 1;
  const budget = { ...DEFAULT_WALK_BUDGET, ...options.walkBudget };
  const words = titleWords(query.q ?? "");
  const wordWheres =
    words.length > 1
      ? words.slice(0, MAX_BOUND_WORDS).map((word) => outliersWhere({ ...query, q: word }))
      : [];
  // The date range alone: what collecting it would read.
  const rangeWhere =
    query.publishedAfter && DATE_INDEX_SORT_KEYS.has(query.sort)
      ? publishedAfterCondition(query.publishedAfter)
      : undefined;
  const estimates = await estimateMatches(db, [where, ...wordWheres, ...(rangeWhere ? [rangeWhere] : [])]);
  const estimate = estimates[0] ?? 0;
  const wordEstimates = estimates.slice(1, 1 + wordWheres.length);
  const rangeEstimate = rangeWhere ? estimates[1 + wordWheres.length] : undefined;
  const wordBound = wordEstimates.length > 0 ? Math.min(...wordEstimates) : 0;
  const sampled = estimate <= limit && wordBound > limit ? await sampleMatches(db, where, limit) : undefined;
  const sampledMany = sampled !== undefined && sampled > SAMPLE_MARGIN * limit;

  const collectFirst = estimate <= limit && !sampledMany;
  if (collectFirst) {
    const page = await collectPage(db, query, where, cap);
    if (page) return { ...page, strategy: "collect" };
  }

  const perRange = (share: number) => Math.max(budget.min, Math.ceil((rangeEstimate ?? 0) * share));
  const walkBudget = rangeEstimate !== undefined ? perRange(budget.perRangeRow) : undefined;
  let rows = await walkSortIndex(db, query, where, walkBudget);
  if (walkBudget !== undefined && rows.length < query.limit) {
    // Out of budget (or out of matches, on a table smaller than the budget): collect the date range.
    // Its matches are fewer than its rows; a cap reached means the range estimate was far too low.
    const page = await collectPage(db, query, where, perRange(budget.collectPerRangeRow) + 1);
    if (page) return { ...page, strategy: "walk-collect" };
    rows = await walkSortIndex(db, query, where);
  }
  const strategy = collectFirst ? "collect-walk" : "walk";
  // A page that is not full is the last one: the total is known without counting.
  if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    return { rows, total: query.offset + rows.length, totalIsEstimate: false, strategy };
  }
  // An empty page past the end: there are at most `offset` matches (the contract caps the offset, so
  // counting them is bounded). Answering the offset itself as the total invented rows (issue 21, #6).
  if (rows.length === 0) {
    const total = await countMatches(db, where, query.offset + 1);
    return { rows, total, totalIsEstimate: false, strategy };
  }
  // Never less than what this page proves exists.
  const atLeast = query.offset + rows.length + (rows.length === query.limit ? 1 : 0);
  let total = Math.max(estimate, atLeast);
  if (sampledMany) {
    total = Math.max(total, sampled);
  } else if (collectFirst) {
    // The cap was reached: the estimate was too low, most often title words that go together. The
    // rarest word alone (with the other filters) bounds the matches from above and is the better guess.
    total = Math.max(total, cap, wordBound);
  }
  return { rows, total, totalIsEstimate: true, strategy };
}

/** The page and the exact number of matches by collecting them, or undefined when there are `cap` or more. */
async function collectPage(
  db: Database,
  query: OutliersQuery,
  where: SQL | undefined,
  cap: number,
): Promise<Omit<OutliersPage, "strategy"> | undefined> {
  const page = await outliersCollectQuery(db, query, cap, where);
  const matchCount = page[0]?.matchCount ?? (await countMatches(db, where, cap));
  if (matchCount >= cap) return undefined;
  return { rows: page.map(({ matchCount: _, ...row }) => row), total: matchCount, totalIsEstimate: false };
}

/**
 * The page by walking the sort's index (at most `budget` rows of it, when given). With filters the
 * planner is told not to sort: after a far too low estimate it would collect and sort every match
 * instead of reading the index in order (docs/decisions/outliers-collect-or-walk.md).
 */
async function walkSortIndex(db: Database, query: OutliersQuery, where: SQL | undefined, budget?: number) {
  if (!where) return outliersPageQuery(db, query, where);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return budget === undefined
      ? outliersPageQuery(tx, query, where)
      : outliersBudgetedWalkQuery(tx, query, budget, where);
  });
}

/**
 * The matches in a fixed sample of the table's pages (TABLESAMPLE SYSTEM, same seed every time: the
 * same table gives the same answer), scaled up to the table. The share is set so that a table with
 * `limit` matches shows about SAMPLE_MATCHES_AT_LIMIT of them, at most MAX_SAMPLE_ROWS rows read.
 */
async function sampleMatches(db: Database, where: SQL | undefined, limit: number): Promise<number> {
  const percent = Math.min(100, (100 * SAMPLE_MATCHES_AT_LIMIT) / Math.max(1, limit));
  const result = await db.execute<{ n: number; percent: number }>(sql`
    with share as (
      select least(${percent}::float8, ${100 * MAX_SAMPLE_ROWS}::float8 / greatest(reltuples, 1)) as percent
      from pg_class where oid = 'videos'::regclass
    )
    select count(*)::int as n, (select percent from share) as percent
    from ${videos} tablesample system ((select percent from share)) repeatable (0)
    ${where ? sql`where ${where}` : sql``}
  `);
  const row = result.rows[0];
  return row ? Math.round((Number(row.n) * 100) / Number(row.percent)) : 0;
}

/** Matches counted up to `cap` (a page past the end has no row to carry the count). */
async function countMatches(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${videos} ${where ? sql`where ${where}` : sql``} limit ${cap}) as m`,
  );
  return result.rows[0]?.n ?? 0;
}

interface PlanNode {
  "Plan Rows": number;
  Plans?: PlanNode[];
}

/**
 * The planner's row estimates for several sets of filters, in one EXPLAIN (no execution): a UNION ALL
 * whose branches are the Append's children, in order. Should a branch leave the Append (the planner
 * drops branches it proves empty, such as `where false`), the estimates are taken one by one.
 */
async function estimateMatches(db: Database, wheres: (SQL | undefined)[]): Promise<number[]> {
  const selects = wheres.map((where) => sql`select 1 from ${videos} ${where ? sql`where ${where}` : sql``}`);
  const result = await db.execute<{ "QUERY PLAN": unknown }>(
    sql`explain (format json) ${sql.join(selects, sql` union all `)}`,
  );
  const raw = result.rows[0]?.["QUERY PLAN"];
  const plan = ((typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;
  const nodes = wheres.length === 1 ? [plan] : (plan.Plans ?? []);
  if (nodes.length === wheres.length) return nodes.map((node) => Math.round(node["Plan Rows"]));
  const estimates: number[] = [];
  for (const where of wheres) estimates.push(...(await estimateMatches(db, [where])));
  return estimates;
}
