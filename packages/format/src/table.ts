import { toMillis } from "@vi/metrics";
import type { SortOrder } from "@vi/types";
import { parseDuration } from "./duration.ts";
import type { VideoKey, VideoRow } from "./video.ts";

/** "asc" | "desc", the same values as the API's `order` parameter. */
export type SortDirection = SortOrder;

// Numeric collation so "Part 9" sorts before "Part 10" (and numeric text counts sort as numbers).
// Built on first use: importers that never sort text (the extension's content script) should not pay
// for its set-up at load (docs/decisions/lazy-collator.md).
let collator: Intl.Collator | null = null;

/** The value a column sorts by; null means "missing". */
function sortValue(row: VideoRow, key: VideoKey): number | string | null {
  const raw: unknown = row[key];
  if (raw === null || raw === undefined) return null;
  if (key === "videoDuration") return typeof raw === "string" ? parseDuration(raw) : null;
  // ISO timestamps may differ in precision or offset, so compare the instants, not the text.
  if (key === "videoPublishedAt") return typeof raw === "string" ? toMillis(raw) : null;
  if (typeof raw === "number") return Number.isNaN(raw) ? null : raw;
  return String(raw);
}

function compare(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  collator ??= new Intl.Collator(undefined, { numeric: true });
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy of `rows` by column `key`. Stable: rows with equal values keep their order in both
 * directions. Numbers compare numerically, `videoDuration` by total seconds, `videoPublishedAt` by
 * instant, other values as text with the locale's collation. Rows with a missing value (null,
 * undefined, NaN, an unreadable duration or date) go last in BOTH directions, so a descending sort
 * never starts with blanks.
 */
export function sortVideos<T extends VideoRow>(
  rows: readonly T[],
  key: VideoKey,
  direction: SortDirection,
): T[] {
  const sign = direction === "desc" ? -1 : 1;
  const decorated = rows.map((row) => ({ row, value: sortValue(row, key) }));
  decorated.sort((x, y) => {
    if (x.value === null || y.value === null) {
      return x.value === null ? (y.value === null ? 0 : 1) : -1;
    }
    return sign * compare(x.value, y.value);
  });
  return decorated.map((d) => d.row);
}

/** A filter bound as typed in an input: a number or numeric text; 0, empty or non-numeric clears it. */
export type FilterBound = number | string | null | undefined;

export interface VideoFilters {
  minSubscribers?: FilterBound;
  maxSubscribers?: FilterBound;
  minOutlier?: FilterBound;
  maxOutlier?: FilterBound;
  minViews?: FilterBound;
  maxViews?: FilterBound;
}

function parseBound(bound: FilterBound): number | null {
  if (bound === null || bound === undefined) return null;
  const n = typeof bound === "number" ? bound : bound.trim() === "" ? Number.NaN : Number(bound);
  return Number.isNaN(n) || n === 0 ? null : n;
}

/** A row's value for a filter; a missing or unreadable value counts as 0 (docs/product.md#filters-and-sorting). */
function filterValue(
  row: VideoRow,
  key: "channelSubscriberCount" | "videoOutlier" | "videoViewCount",
): number {
  const raw: unknown = row[key];
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : 0;
  return Number.isNaN(n) ? 0 : n;
}

const FILTERED_FIELDS = [
  ["minSubscribers", "maxSubscribers", "channelSubscriberCount"],
  ["minOutlier", "maxOutlier", "videoOutlier"],
  ["minViews", "maxViews", "videoViewCount"],
] as const;

/**
 * The rows (in their order) whose subscribers, outlier and views lie within the given bounds.
 * Bounds are inclusive; a bound of 0, empty text or non-numeric text is no bound; a row's missing
 * value counts as 0 (so it fails any positive minimum).
 */
export function applyFilters<T extends VideoRow>(rows: readonly T[], filters: VideoFilters): T[] {
  const checks = FILTERED_FIELDS.map(([minKey, maxKey, field]) => ({
    field,
    min: parseBound(filters[minKey]),
    max: parseBound(filters[maxKey]),
  })).filter((c) => c.min !== null || c.max !== null);
  return rows.filter((row) =>
    checks.every(({ field, min, max }) => {
      const value = filterValue(row, field);
      return (min === null || value >= min) && (max === null || value <= max);
    }),
  );
}
