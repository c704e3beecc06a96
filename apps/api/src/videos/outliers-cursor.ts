// Keyset paging of GET /outliers: a page's `nextCursor` names its last row by sort key and id, and the next
// page starts right after it, so page 1,000 costs what page 1 costs (docs/decisions/outliers-keyset-weeks.md).
// The cursor is opaque to callers but not secret: base64url of [sort, order, key, id].
import type { OutlierSortKey, SortOrder } from "@vi/types";
import { VideoIdSchema } from "@vi/types";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { badRequest } from "../errors.ts";
import { CursorInstantSchema } from "../validation.ts";
import type { StoredVideo } from "./store.ts";

type CursorKey = number | string | null;

export interface OutliersCursor {
  sort: OutlierSortKey;
  order: SortOrder;
  /** The last row's sort key (a date as its ISO text; null: no outlier score). */
  key: CursorKey;
  id: string;
}

const ROW_FIELDS = {
  channelTitle: "channelTitle",
  videoTitle: "title",
  videoViewCount: "viewCount",
  videoLikeCount: "likeCount",
  videoCommentCount: "commentCount",
  videoPublishedAt: "publishedAt",
  channelSubscriberCount: "channelSubscriberCount",
  channelVideoCount: "channelVideoCount",
  videoOutlier: "outlierScore",
  videoVph: "lifetimeVph",
  videoOutlierAtAge: "outlierAtAge",
} as const satisfies Record<OutlierSortKey, keyof StoredVideo>;

const TEXT_KEYS: ReadonlySet<OutlierSortKey> = new Set(["channelTitle", "videoTitle"]);
/** Sort keys a row may lack (no score): those rows come last in both directions. */
export const NULLABLE_SORT_KEYS: ReadonlySet<OutlierSortKey> = new Set(["videoOutlier", "videoOutlierAtAge"]);

/** Counts are bigint columns: whole numbers JavaScript holds exactly (no 1.5, 1e300 or 2^63). */
const CountKeySchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Scores and VPH are float8: any finite number (zod refuses Infinity and NaN). */
const FloatKeySchema = z.number();
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Titles: text PostgreSQL can hold (no NUL, no lone surrogate). */
const TextKeySchema = z
  .string()
  .max(1_000)
  .refine((text) => !text.includes("\u0000") && !LONE_SURROGATE.test(text));

/** What a cursor's key may be for each sort: the column's own type, so the database never refuses it. */
function keySchema(sort: OutlierSortKey): z.ZodType {
  if (sort === "videoPublishedAt") return CursorInstantSchema;
  if (TEXT_KEYS.has(sort)) return TextKeySchema;
  if (NULLABLE_SORT_KEYS.has(sort)) return FloatKeySchema.nullable();
  if (sort === "videoVph") return FloatKeySchema;
  return CountKeySchema;
}

/** The cursor after `row` in a query's order. */
export function cursorAfter(row: StoredVideo, sort: OutlierSortKey, order: SortOrder): string {
  const value = row[ROW_FIELDS[sort]];
  const key = value instanceof Date ? value.toISOString() : (value as CursorKey);
  return Buffer.from(JSON.stringify([sort, order, key, row.id])).toString("base64url");
}

/** The cursor of a query; a 400 naming `cursor` when it is not one of ours or is for another sort. */
export function decodeCursor(text: string, sort: OutlierSortKey, order: SortOrder): OutliersCursor {
  const invalid = () => badRequest("cursor: not a nextCursor of GET /outliers", "cursor");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [cursorSort, cursorOrder, key, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorOrder !== order) {
    throw badRequest(
      "cursor: from a page with another sort or order; start again at the first page",
      "cursor",
    );
  }
  if (!VideoIdSchema.safeParse(id).success || !keySchema(sort).safeParse(key).success) throw invalid();
  return { sort, order, key: key as CursorKey, id: id as string };
}

function keyValue(cursor: OutliersCursor): SQL {
  const { key, sort } = cursor;
  if (sort === "videoPublishedAt") return sql`${key}::timestamptz`;
  if (TEXT_KEYS.has(sort)) return sql`${key}::text`;
  if (sort === "videoOutlier" || sort === "videoVph" || sort === "videoOutlierAtAge") {
    return sql`${key}::float8`;
  }
  return sql`${key}::bigint`;
}

/**
 * The rows after the cursor, as conditions to run in turn (each in the sort's order): a row comparison
 * `(key, id) > (k, i)` that a btree walks from the cursor on. The outlier score puts rows without one last
 * in both directions, and `or key is null` would make the index walk from its start: after a scored row
 * the scored rows come first, then the scoreless ones.
 */
export function cursorConditions(cursor: OutliersCursor, key: SQLWrapper, id: SQLWrapper): SQL[] {
  const after = cursor.order === "asc" ? sql.raw(">") : sql.raw("<");
  if (NULLABLE_SORT_KEYS.has(cursor.sort)) {
    if (cursor.key === null) return [sql`${key} is null and ${id} ${after} ${cursor.id}`];
    return [sql`(${key}, ${id}) ${after} (${keyValue(cursor)}, ${cursor.id})`, sql`${key} is null`];
  }
  return [sql`(${key}, ${id}) ${after} (${keyValue(cursor)}, ${cursor.id})`];
}

/** The same rows as one condition (for matches already collected, where no index is walked). */
export function cursorCondition(cursor: OutliersCursor, key: SQLWrapper, id: SQLWrapper): SQL {
  const parts = cursorConditions(cursor, key, id);
  return parts.length === 1 ? (parts[0] as SQL) : sql`(${sql.join(parts, sql` or `)})`;
}
