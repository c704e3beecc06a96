// The outliers page keeps its whole view (filters, sort, page) in the URL so a view can be bookmarked,
// shared and restored with Back. Reading is forgiving: a malformed parameter (hand-edited or from an old
// link) is ignored, so the API never sees a value it would answer with a 400.
import {
  OUTLIER_FORMATS,
  OUTLIER_SORT_KEYS,
  OUTLIERS_CURSOR_MAX_LENGTH,
  type OutlierSortKey,
  type OutliersFormat,
  type OutliersQueryInput,
  type SortOrder,
} from "@vi/types";

export const RANGE_FILTER_KEYS = [
  "minSubscribers",
  "maxSubscribers",
  "minOutlier",
  "maxOutlier",
  "minViews",
  "maxViews",
] as const;
export type RangeFilterKey = (typeof RANGE_FILTER_KEYS)[number];
/** The six numeric filters as typed (text); "" means no bound. */
export type RangeFilterValues = Record<RangeFilterKey, string>;

export const EMPTY_RANGE_FILTERS: RangeFilterValues = {
  minSubscribers: "",
  maxSubscribers: "",
  minOutlier: "",
  maxOutlier: "",
  minViews: "",
  maxViews: "",
};

export const PAGE_SIZES = [25, 50, 100, 200] as const satisfies readonly number[];
const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_SORT: OutlierSortKey = "videoOutlier";
const DEFAULT_ORDER: SortOrder = "desc";

export interface OutliersView {
  filters: RangeFilterValues;
  q: string;
  format: OutliersFormat;
  /** YYYY-MM-DD or "". */
  publishedAfter: string;
  sort: OutlierSortKey;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Only channels the current linked YouTube account subscribes to. */
  mySubscriptions: boolean;
  /**
   * The API's cursor of this page (URL `after`), "" for none: pages deeper than the API's offset cap are
   * reached by Next from the page before (keyset paging).
   */
  cursor: string;
  /** Rows of figures, or thumbnail cards (URL `layout=grid`). */
  layout: OutliersLayout;
  /** "Breaking out now": outlier at the same age of at least BREAKING_OUT_MIN (URL `breaking=1`). */
  breakingOut: boolean;
}

/** "Breaking out now" keeps videos at least twice their channel's usual start at their age (docs/product.md#history). */
export const BREAKING_OUT_MIN = 2;

const OUTLIERS_LAYOUTS = ["table", "grid"] as const;
export type OutliersLayout = (typeof OUTLIERS_LAYOUTS)[number];

export const DEFAULT_VIEW: OutliersView = {
  filters: EMPTY_RANGE_FILTERS,
  q: "",
  format: "all",
  publishedAfter: "",
  sort: DEFAULT_SORT,
  order: DEFAULT_ORDER,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  mySubscriptions: false,
  cursor: "",
  layout: "table",
  breakingOut: false,
};

/**
 * A bound as the filters understand it (docs/product.md, Filters and sorting): a number >= 0, where 0 and "" mean "no bound".
 * Returns the canonical text ("" for no bound) or null when the text is not a usable number.
 */
export function normalizeBound(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  // Plain decimal notation only: "1e3" or "0x10" are numbers to JS but not to a person typing a filter.
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? "" : String(value);
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR_RE = new RegExp(`^[A-Za-z0-9_-]{1,${OUTLIERS_CURSOR_MAX_LENGTH}}$`);

/** A YYYY-MM-DD that names a real day. */
function isValidDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | null {
  return text !== null && (values as readonly string[]).includes(text) ? (text as T) : null;
}

/** The view a URL describes; anything missing or malformed takes its default. */
export function readView(params: URLSearchParams): OutliersView {
  const filters = { ...EMPTY_RANGE_FILTERS };
  for (const key of RANGE_FILTER_KEYS) {
    const raw = params.get(key);
    filters[key] = raw === null ? "" : (normalizeBound(raw) ?? "");
  }
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const publishedAfter = params.get("publishedAfter") ?? "";
  const size = positiveInt(params.get("size"));
  return {
    filters,
    q,
    format: oneOf(OUTLIER_FORMATS, params.get("format")) ?? "all",
    publishedAfter: isValidDate(publishedAfter) ? publishedAfter : "",
    sort: oneOf(OUTLIER_SORT_KEYS, params.get("sort")) ?? DEFAULT_SORT,
    order: oneOf(["asc", "desc"] as const, params.get("order")) ?? DEFAULT_ORDER,
    page: positiveInt(params.get("page")) ?? 1,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    mySubscriptions: params.get("subs") === "mine",
    cursor: CURSOR_RE.test(params.get("after") ?? "") ? (params.get("after") ?? "") : "",
    layout: oneOf(OUTLIERS_LAYOUTS, params.get("layout")) ?? "table",
    breakingOut: params.get("breaking") === "1",
  };
}

/** The URL parameters of a view; defaults are left out so a fresh page has a clean URL. */
export function writeView(view: OutliersView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of RANGE_FILTER_KEYS) {
    const value = normalizeBound(view.filters[key]);
    if (value) params.set(key, value);
  }
  const q = view.q.trim();
  if (q) params.set("q", q);
  if (view.format !== "all") params.set("format", view.format);
  if (view.publishedAfter && isValidDate(view.publishedAfter))
    params.set("publishedAfter", view.publishedAfter);
  if (view.sort !== DEFAULT_SORT) params.set("sort", view.sort);
  if (view.order !== DEFAULT_ORDER) params.set("order", view.order);
  if (view.page > 1) params.set("page", String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set("size", String(view.pageSize));
  if (view.mySubscriptions) params.set("subs", "mine");
  if (view.cursor) params.set("after", view.cursor);
  if (view.layout !== "table") params.set("layout", view.layout);
  if (view.breakingOut) params.set("breaking", "1");
  return params;
}

/** The filters and sort of a view as a GET /outliers query (no paging). */
export function toQuery(view: OutliersView): OutliersQueryInput {
  const query: OutliersQueryInput = { sort: view.sort, order: view.order, format: view.format };
  for (const key of RANGE_FILTER_KEYS) {
    const value = normalizeBound(view.filters[key]);
    if (value) query[key] = Number(value);
  }
  if (view.q.trim()) query.q = view.q.trim();
  if (view.publishedAfter) query.publishedAfter = view.publishedAfter;
  if (view.mySubscriptions) query.mySubscriptions = true;
  if (view.breakingOut) query.minOutlierAtAge = BREAKING_OUT_MIN;
  return query;
}

/** How many filters (range bounds, keyword, format, date, my subscriptions, breaking out) narrow the result. */
export function activeFilterCount(
  view: Pick<OutliersView, "filters" | "q" | "format" | "publishedAfter"> & {
    mySubscriptions?: boolean;
    breakingOut?: boolean;
  },
): number {
  let count = RANGE_FILTER_KEYS.filter((key) => normalizeBound(view.filters[key])).length;
  if (view.q.trim()) count++;
  if (view.format !== "all") count++;
  if (view.publishedAfter) count++;
  if (view.mySubscriptions) count++;
  if (view.breakingOut) count++;
  return count;
}

/** The ranges (by their minimum's key) whose minimum is above their maximum: nothing could match them. */
export function crossedRanges(filters: RangeFilterValues): RangeFilterKey[] {
  const pairs = [
    ["minSubscribers", "maxSubscribers"],
    ["minOutlier", "maxOutlier"],
    ["minViews", "maxViews"],
  ] as const;
  return pairs
    .filter(([min, max]) => {
      const low = normalizeBound(filters[min]);
      const high = normalizeBound(filters[max]);
      return !!low && !!high && Number(low) > Number(high);
    })
    .map(([min]) => min);
}
