// GET /outliers over the video store: server-side filters, sort and paging, and the number of matches
// (docs/product.md#filters-and-sorting). Why the query takes the paths it does: docs/decisions/outliers-*.md.
import { type OutlierSortKey, type OutliersQuery, parseDateParam } from "@vi/types";
import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/index.ts";
import { publishedWeek, videos, WEEK_INDEX_MIN_VIEWS } from "../db/schema.ts";
import { badRequest } from "../errors.ts";
import {
  cursorAfter,
  cursorCondition,
  cursorConditions,
  decodeCursor,
  NULLABLE_SORT_KEYS,
  type OutliersCursor,
} from "./outliers-cursor.ts";
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
  videoOutlierAtAge: videos.outlierAtAge,
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
  /** The cursor of the next page (keyset paging); null when this page is the last. */
  nextCursor: string | null;
}

export interface OutliersOptions {
  /**
   * Results of at most this many matches are counted exactly; larger ones get the planner's estimate
   * (see queryOutliers and docs/decisions/outliers-collect-or-walk.md).
   */
  exactTotalLimit: number;
  /**
   * A date range holding at most this share of the table is walked week by week (see queryOutliers);
   * a wider one is walked in the sort index's order.
   */
  weekWalkMaxShare?: number;
}

const DEFAULT_EXACT_TOTAL_LIMIT = 10_000;
/**
 * Three quarters of the table: beyond, the matches are spread over most of the sort order and a plain
 * walk is dense. (Half was too little: a year of two years' store estimated at 50.6% walked the VPH index
 * from the oldest videos, 213 ms on PGlite against ~20-50 ms week by week.)
 */
const DEFAULT_WEEK_WALK_MAX_SHARE = 0.75;

/**
 * Sort keys with a `(published week, key, id)` index (migration 0018): a date range sorted by them is
 * walked week by week. The date itself is not among them: sorting by it, the walk reads the date range
 * and no more.
 */
const WEEK_SORT_KEYS: ReadonlySet<OutlierSortKey> = new Set([
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
function titleQuery(q: string): string | undefined {
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
  between(videos.outlierAtAge, query.minOutlierAtAge, undefined);
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
function outliersOrder(sort: OutlierSortKey, order: "asc" | "desc"): SQL {
  return orderBy(SORT_COLUMNS[sort], videos.id, sort, order);
}

/** The same order over any source of the sort key and the id (the table, or collected matches). */
function orderBy(key: SQLWrapper, id: SQLWrapper, sort: OutlierSortKey, order: "asc" | "desc"): SQL {
  if (NULLABLE_SORT_KEYS.has(sort)) {
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
 * sort index walked), "collect-walk" (collecting reached the cap, then the walk), "week-walk" (a date
 * range walked week by week, each week in its sort index's order), "collect-week-walk" (collecting
 * reached the cap, then the week walk).
 */
export type OutliersStrategy = "collect" | "walk" | "collect-walk" | "week-walk" | "collect-week-walk";

/**
 * The "collect" strategy's SELECT (not executed; tests EXPLAIN it): at most `cap` matches found with the
 * filters' own indexes (the LIMIT hides them from the planner's choice of a sort-index walk), kept as
 * id and sort key only (a materialized CTE: it is read twice), the page sorted from them (after the
 * cursor, when given) and joined to its rows, and the matches counted.
 */
export function outliersCollectQuery(
  db: Database,
  query: OutliersQuery,
  cap: number,
  where = outliersWhere(query),
  cursor?: OutliersCursor,
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
    .where(cursor ? cursorCondition(cursor, matches.key, matches.id) : undefined)
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

/** What a week walk reads: rows per week, the page taken from their union, and a narrowing condition. */
export interface WeekWalkPart {
  perWeek: number;
  limit: number;
  offset: number;
  extra?: SQL | undefined;
}

/**
 * The week walk's SELECT of ids and keys (not executed; tests EXPLAIN it): for every week from the one of
 * `publishedAfter` to the newest, the first `perWeek` matches of that week in the sort's order, read from
 * the `(published week, key, id, filters)` index alone; then `limit` rows from `offset` of their union in
 * that order. With `perWeek` at least `offset + limit`, a row of the page is among the first `perWeek` of
 * its own week, so the page is exact. `extra` narrows the rows (a cursor, a bound).
 */
export function outliersWeekWalkQuery(
  query: OutliersQuery & { publishedAfter: string },
  where: SQL | undefined,
  part: WeekWalkPart,
) {
  const after = parseDateParam(query.publishedAfter);
  if (!after) throw badRequest("publishedAfter: not a valid date", "publishedAfter");
  const week = sql.raw("wk");
  // The partial index of videos with at least WEEK_INDEX_MIN_VIEWS views is used only where the planner
  // can prove the bound, so it is stated as a literal beside the parameter (throughput.md).
  const viewsBound =
    query.sort === "channelSubscriberCount" &&
    query.minViews !== undefined &&
    query.minViews >= WEEK_INDEX_MIN_VIEWS
      ? sql`${videos.viewCount} >= ${sql.raw(String(WEEK_INDEX_MIN_VIEWS))}`
      : undefined;
  const conditions = and(
    sql`${publishedWeek(videos.publishedAt)} = ${week}.w`,
    where,
    viewsBound,
    part.extra,
  );
  const newest = sql`(select max(${videos.publishedAt}) from ${videos})`;
  return sql`
    select p.id, p.key from generate_series(${publishedWeek(sql`${after.toISOString()}::timestamptz`)}, ${publishedWeek(newest)}) as ${week}(w)
    cross join lateral (
      select ${videos.id} as id, ${SORT_COLUMNS[query.sort]} as key from ${videos}
      where ${conditions}
      order by ${outliersOrder(query.sort, query.order)}
      limit ${part.perWeek}
    ) as p
    order by ${orderBy(sql.raw("p.key"), sql.raw("p.id"), query.sort, query.order)}
    limit ${part.limit} offset ${part.offset}`;
}

/**
 * One page and the number of matches, by the planner's estimate of the matches:
 *
 * - Few (at most `exactTotalLimit`), "collect": the matches found with the filters' own indexes (behind
 *   a cap the planner cannot see through), sorted and counted exactly. A sort-index walk would read most
 *   of the table when the filter is selective and correlated with the sort.
 * - Many, "walk": the sort index read in order until the page is full; the total is an estimate.
 * - Many within a date range of at most 3/4 of the table, sorted by a key with a week index: "week-walk",
 *   each week's index read in order for a page; a walk of the whole sort index would read through the
 *   older videos when the key goes with the videos' age (views, VPH, subscribers of recent channels).
 * - Title words that go together fool the planner's estimate; a fixed sample settles them, and a cap
 *   reached while collecting falls back to the walk.
 * - `cursor` (keyset paging): the page starts after the cursor's row; the walks start there in the index.
 *
 * Reasons and figures: docs/decisions/outliers-collect-or-walk.md, outliers-keyset-weeks.md and
 * outliers-title-words.md.
 */
export async function queryOutliers(
  db: Database,
  query: OutliersFilter,
  options: OutliersOptions = { exactTotalLimit: DEFAULT_EXACT_TOTAL_LIMIT },
): Promise<OutliersPage> {
  const where = outliersWhere(query);
  if (query.cursor !== undefined && query.offset > 0) {
    throw badRequest("offset: must be 0 with a cursor (the cursor says where the page starts)", "offset");
  }
  const cursor = query.cursor !== undefined ? decodeCursor(query.cursor, query.sort, query.order) : undefined;
  const limit = options.exactTotalLimit;
  const cap = limit + 1;
  const words = titleWords(query.q ?? "");
  const wordWheres =
    words.length > 1
      ? words.slice(0, MAX_BOUND_WORDS).map((word) => outliersWhere({ ...query, q: word }))
      : [];
  // The date range alone, against the whole table: how much of the sort order its rows are spread over.
  const ranged = query.publishedAfter !== undefined && WEEK_SORT_KEYS.has(query.sort);
  const rangeWheres =
    ranged && query.publishedAfter ? [publishedAfterCondition(query.publishedAfter), undefined] : [];
  const estimates = await estimateMatches(db, [where, ...wordWheres, ...rangeWheres]);
  const estimate = estimates[0] ?? 0;
  const wordEstimates = estimates.slice(1, 1 + wordWheres.length);
  const [rangeEstimate = 0, tableEstimate = 0] = estimates.slice(1 + wordWheres.length);
  const wordBound = wordEstimates.length > 0 ? Math.min(...wordEstimates) : 0;
  const sampled = estimate <= limit && wordBound > limit ? await sampleMatches(db, where, limit) : undefined;
  const sampledMany = sampled !== undefined && sampled > SAMPLE_MARGIN * limit;

  const collectFirst = estimate <= limit && !sampledMany;
  if (collectFirst) {
    const page = await collectPage(db, query, where, cap, cursor);
    if (page) return { ...page, strategy: "collect" };
  }

  const maxShare = options.weekWalkMaxShare ?? DEFAULT_WEEK_WALK_MAX_SHARE;
  const byWeek = ranged && rangeEstimate <= maxShare * tableEstimate;
  const rows = byWeek
    ? await walkWeeks(db, query as OutliersQuery & { publishedAfter: string }, where, cursor)
    : await walkSortIndex(db, query, where, cursor);
  const strategy: OutliersStrategy = byWeek
    ? collectFirst
      ? "collect-week-walk"
      : "week-walk"
    : collectFirst
      ? "collect-walk"
      : "walk";
  const nextCursor = nextCursorOf(rows, query);
  // After a cursor the rows before it are not counted: the total stays the estimate.
  if (cursor) {
    return { rows, total: Math.max(estimate, rows.length), totalIsEstimate: true, strategy, nextCursor };
  }
  // A page that is not full is the last one: the total is known without counting.
  if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
    return { rows, total: query.offset + rows.length, totalIsEstimate: false, strategy, nextCursor };
  }
  // An empty page past the end: there are at most `offset` matches (the contract caps the offset, so
  // counting them is bounded). Answering the offset itself as the total invented rows (issue 21, #6).
  if (rows.length === 0) {
    const total = await countMatches(db, where, query.offset + 1);
    return { rows, total, totalIsEstimate: false, strategy, nextCursor };
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
  return { rows, total, totalIsEstimate: true, strategy, nextCursor };
}

/** The cursor after a full page's last row; a page that is not full is the last. */
function nextCursorOf(rows: readonly StoredVideo[], query: OutliersQuery): string | null {
  const last = rows.at(-1);
  return last && rows.length === query.limit ? cursorAfter(last, query.sort, query.order) : null;
}

/** The page and the exact number of matches by collecting them, or undefined when there are `cap` or more. */
async function collectPage(
  db: Database,
  query: OutliersQuery,
  where: SQL | undefined,
  cap: number,
  cursor: OutliersCursor | undefined,
): Promise<Omit<OutliersPage, "strategy"> | undefined> {
  const page = await outliersCollectQuery(db, query, cap, where, cursor);
  const matchCount = page[0]?.matchCount ?? (await countMatches(db, where, cap));
  if (matchCount >= cap) return undefined;
  const rows = page.map(({ matchCount: _, ...row }) => row);
  return { rows, total: matchCount, totalIsEstimate: false, nextCursor: nextCursorOf(rows, query) };
}

/**
 * Fills a page from the cursor's conditions in turn (one without a cursor): each part is read in the
 * sort's order and comes after the previous one, so the page is the parts' rows in sequence.
 */
async function fillPage(
  query: OutliersQuery,
  cursor: OutliersCursor | undefined,
  read: (limit: number, condition: SQL | undefined) => Promise<StoredVideo[]>,
): Promise<StoredVideo[]> {
  const parts = cursor ? cursorConditions(cursor, SORT_COLUMNS[query.sort], videos.id) : [undefined];
  const rows: StoredVideo[] = [];
  for (const part of parts) {
    if (rows.length >= query.limit) break;
    rows.push(...(await read(query.limit - rows.length, part)));
  }
  return rows;
}

/**
 * The page by walking the sort's index. With filters the planner is told not to sort: after a far too
 * low estimate it would collect and sort every match instead of reading the index in order
 * (docs/decisions/outliers-collect-or-walk.md).
 */
async function walkSortIndex(
  db: Database,
  query: OutliersQuery,
  where: SQL | undefined,
  cursor?: OutliersCursor,
): Promise<StoredVideo[]> {
  return fillPage(query, cursor, async (limit, condition) => {
    const conditions = and(where, condition);
    const part = { ...query, limit };
    if (!conditions) return outliersPageQuery(db, part, conditions);
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      return outliersPageQuery(tx, part, conditions);
    });
  });
}

/**
 * The page by walking each week of the date range (outliersWeekWalkQuery), then its rows. Sorting is
 * turned off so that each week is read from its index in order, not collected and sorted. (Two rounds,
 * a few rows of every week for a bound on the page's last key and then each week up to it, read more:
 * with a filter that goes with the key each week's walk starts with a run of rows that fail it, and
 * both rounds paid it; docs/decisions/outliers-keyset-weeks.md.)
 */
async function walkWeeks(
  db: Database,
  query: OutliersQuery & { publishedAfter: string },
  where: SQL | undefined,
  cursor?: OutliersCursor,
): Promise<StoredVideo[]> {
  return fillPage(query, cursor, async (limit, condition) => {
    const part = { perWeek: limit + query.offset, limit, offset: query.offset, extra: condition };
    const ids = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      // The merge of the weeks' pages is a sort, costed as disabled: PostgreSQL would compile the query
      // (JIT, 150-200 ms) for a plan that runs in milliseconds.
      await tx.execute(sql`set local jit = off`);
      const result = await tx.execute<{ id: string }>(outliersWeekWalkQuery(query, where, part));
      return result.rows.map((row) => row.id);
    });
    if (ids.length === 0) return [];
    const rows = await db.select(STORED_VIDEO_COLUMNS).from(videos).where(inArray(videos.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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
