import { z } from "zod";
import {
  ChannelIdSchema,
  CountSchema,
  IsoDateTimeSchema,
  SavedVideoIdsSchema,
  VideoIdSchema,
} from "./common.ts";
import { dateParam, decimalParam, integerParam, textInput } from "./input.ts";
import {
  OUTLIERS_MAX_LIMIT,
  OUTLIERS_MAX_OFFSET,
  SAVED_VIDEOS_MAX_IDS,
  VIDEO_INSIGHTS_MAX_IDS,
} from "./limits.ts";

/** One row of the outliers table and of Saved Videos. */
export const OutlierVideoSchema = z.object({
  videoId: VideoIdSchema,
  videoTitle: z.string(),
  videoViewCount: CountSchema,
  videoLikeCount: CountSchema,
  videoCommentCount: CountSchema,
  videoPublishedAt: IsoDateTimeSchema,
  /** views / channel baseline median; null when the channel has too little history. */
  videoOutlier: z.number().nonnegative().nullable(),
  /** Lifetime views per hour. */
  videoVph: z.number().nonnegative(),
  /** ISO-8601 duration, e.g. "PT12M34S"; "P0D" means none (live streams, premieres). */
  videoDuration: z.iso.duration(),
  channelTitle: z.string(),
  channelSubscriberCount: CountSchema,
  channelVideoCount: CountSchema,
  /**
   * Views / the channel's median views at the same age and format (videos up to 30 days old); null: older,
   * or 'not enough history'. Optional: rows from servers before history carry neither field.
   */
  videoOutlierAtAge: z.number().nonnegative().nullable().optional(),
  /** The channel's videos the median at that age came from. */
  videoOutlierAtAgeSample: CountSchema.optional(),
});
export type OutlierVideo = z.infer<typeof OutlierVideoSchema>;

export const VIDEO_FORMATS = ["short", "long"] as const;
export const VideoFormatSchema = z.enum(VIDEO_FORMATS);
export type VideoFormat = z.infer<typeof VideoFormatSchema>;

/** Columns of the outliers table; each one is a valid `sort` key. */
export const OUTLIER_SORT_KEYS = [
  "channelTitle",
  "videoTitle",
  "videoViewCount",
  "videoLikeCount",
  "videoCommentCount",
  "videoPublishedAt",
  "channelSubscriberCount",
  "channelVideoCount",
  "videoOutlier",
  "videoVph",
  "videoOutlierAtAge",
] as const satisfies readonly (keyof OutlierVideo)[];
export const OutlierSortKeySchema = z.enum(OUTLIER_SORT_KEYS);
export type OutlierSortKey = z.infer<typeof OutlierSortKeySchema>;

export const SortOrderSchema = z.enum(["asc", "desc"]);
export type SortOrder = z.infer<typeof SortOrderSchema>;

export const OUTLIER_FORMATS = ["all", "long", "short"] as const;
export type OutliersFormat = (typeof OUTLIER_FORMATS)[number];

export const OUTLIERS_DEFAULT_LIMIT = 50;
/** Longest `cursor` (a sort key, a title at most, and a video id, encoded). */
export const OUTLIERS_CURSOR_MAX_LENGTH = 2_000;
/** Largest outlier score a filter takes (scores are views / channel median; far below this). */
export const OUTLIER_FILTER_MAX = 1_000_000;

/** A query-string value: a caller passes numbers, a URL gives strings; null, "" and 0 clear a bound. */
type NumericParam = number | string | null;
/** Known values, or any string (from a URL) that the schema then checks. */
type Loose<T extends string> = T | (string & {});

/** Query strings arrive as text: "" and absent mean "not given". */
function emptyToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/**
 * A numeric filter bound: 0 or empty clears it (docs/product.md), otherwise a number >= 0: whole numbers
 * for counts (subscribers, views: bigint columns), decimals for the outlier score (input.ts rules).
 */
function filterBound(kind: "count" | "ratio") {
  return z
    .preprocess(
      (value: NumericParam | undefined) => emptyToUndefined(value),
      (kind === "count" ? integerParam() : decimalParam({ max: OUTLIER_FILTER_MAX })).optional(),
    )
    .transform((value) => (value === 0 ? undefined : value));
}

/** A query field whose "" or null means "not given"; the argument type is what callers may pass. */
function queryField<In>() {
  return <S extends z.ZodType>(schema: S) => z.preprocess((value: In) => emptyToUndefined(value), schema);
}

/**
 * GET /outliers query. Values may be strings (a URL) or numbers (a caller); output is normalised:
 * cleared bounds are undefined, defaults filled in.
 */
export const OutliersQuerySchema = z.object({
  minSubscribers: filterBound("count"),
  maxSubscribers: filterBound("count"),
  minOutlier: filterBound("ratio"),
  maxOutlier: filterBound("ratio"),
  minViews: filterBound("count"),
  maxViews: filterBound("count"),
  /** "Breaking out now": only videos whose outlier at the same age is at least this. */
  minOutlierAtAge: filterBound("ratio"),
  /** Words that must all appear in the title (case-insensitive). */
  q: queryField<string | null | undefined>()(textInput(200).optional()),
  format: queryField<Loose<OutliersFormat> | undefined>()(z.enum(OUTLIER_FORMATS).default("all")),
  /** Only videos published at or after this date (YYYY-MM-DD) or instant. */
  publishedAfter: queryField<string | null | undefined>()(dateParam().optional()),
  sort: queryField<Loose<OutlierSortKey> | undefined>()(OutlierSortKeySchema.default("videoOutlier")),
  order: queryField<Loose<SortOrder> | undefined>()(SortOrderSchema.default("desc")),
  limit: queryField<number | string | undefined>()(
    integerParam({ min: 1, max: OUTLIERS_MAX_LIMIT }).default(OUTLIERS_DEFAULT_LIMIT),
  ),
  offset: queryField<number | string | undefined>()(
    integerParam({ min: 0, max: OUTLIERS_MAX_OFFSET }).default(0),
  ),
  /**
   * Keyset paging: the `nextCursor` of the previous page; the page starts right after that page's last
   * row, at the cost of a first page however deep it is. Only with offset 0 and the same sort and order.
   */
  cursor: queryField<string | null | undefined>()(
    z
      .string()
      .max(OUTLIERS_CURSOR_MAX_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/, "Must be a nextCursor of GET /outliers")
      .optional(),
  ),
  /** Only videos of channels the current linked YouTube account subscribes to (none linked: no rows). */
  mySubscriptions: queryField<boolean | "true" | "false" | undefined>()(
    z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).optional(),
  ),
});

/** What a caller may pass (the schema's input type). */
export type OutliersQueryInput = z.input<typeof OutliersQuerySchema>;
/** The normalised query the server works with. */
export type OutliersQuery = z.output<typeof OutliersQuerySchema>;

/** GET /outliers answer: one page of rows and the number of rows matching the filters. */
export const OutliersResponseSchema = z.object({
  videoData: z.array(OutlierVideoSchema),
  total: CountSchema,
  /** True when `total` is the database's estimate (very large result sets; counting them exactly is too slow). */
  totalIsEstimate: z.boolean().optional(),
  /** Pass as `cursor` for the page after this one; null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type OutliersResponse = z.infer<typeof OutliersResponseSchema>;

/** POST /videos/insights body (the extension's batched lookup). */
export const VideoInsightsRequestSchema = z.object({
  ids: z.array(VideoIdSchema).min(1).max(VIDEO_INSIGHTS_MAX_IDS),
});
export type VideoInsightsRequest = z.infer<typeof VideoInsightsRequestSchema>;

/** One video as the extension sees it: the outlier record plus what only the server knows. */
export const VideoInsightSchema = OutlierVideoSchema.extend({
  /** Views per hour between the two newest snapshots; null without such snapshots. */
  recentVph: z.number().nonnegative().nullable(),
  tags: z.array(z.string()),
  channelId: ChannelIdSchema,
  format: VideoFormatSchema,
});
export type VideoInsight = z.infer<typeof VideoInsightSchema>;

/** Ids YouTube does not know (deleted, private) are left out of `insights`. */
export const VideoInsightsResponseSchema = z.object({
  insights: z.array(VideoInsightSchema),
});
export type VideoInsightsResponse = z.infer<typeof VideoInsightsResponseSchema>;

/** "true"/"false" in a query string; absent means false. */
const QueryBooleanSchema = queryField<boolean | "true" | "false" | "" | undefined>()(
  z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).default(false),
);

/** POST /savedVideos body. Saving is idempotent. */
export const SaveVideoRequestSchema = z.object({ videoId: VideoIdSchema });
export type SaveVideoRequest = z.infer<typeof SaveVideoRequestSchema>;

/**
 * GET /getSavedVideoData query: on the wire `savedVideoIds` is one comma list (empty = none); a caller may
 * pass the ids as an array, which the client joins with commas.
 */
export const GetSavedVideoDataQuerySchema = z.object({
  savedVideoIds: z.preprocess((value: string | readonly string[] | null | undefined) => {
    if (value === null) return undefined;
    if (Array.isArray(value)) return value;
    if (typeof value !== "string") return value;
    return value
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== "");
  }, z.array(VideoIdSchema).max(SAVED_VIDEOS_MAX_IDS).default([])),
  /** Legacy flag callers still send; the server never invents data because of it. */
  useFakedBackendData: QueryBooleanSchema,
});
export type GetSavedVideoDataQueryInput = z.input<typeof GetSavedVideoDataQuerySchema>;
export type GetSavedVideoDataQuery = z.output<typeof GetSavedVideoDataQuerySchema>;

export const GetSavedVideoDataResponseSchema = z.object({
  videoData: z.array(OutlierVideoSchema),
});
export type GetSavedVideoDataResponse = z.infer<typeof GetSavedVideoDataResponseSchema>;

/** DELETE /deleteSavedVideo query. */
export const DeleteSavedVideoQuerySchema = z.object({
  videoId: VideoIdSchema,
  useFakedBackendData: QueryBooleanSchema,
});
export type DeleteSavedVideoQueryInput = z.input<typeof DeleteSavedVideoQuerySchema>;
export type DeleteSavedVideoQuery = z.output<typeof DeleteSavedVideoQuerySchema>;

export const REMOVED_VIDEO_MESSAGE = "Removed video";
export const SAVED_VIDEO_MESSAGE = "Saved video";

/** The web drops a row only when the reply message is exactly 'Removed video' (docs/product.md). */
export const DeleteSavedVideoResponseSchema = z.object({
  message: z.literal(REMOVED_VIDEO_MESSAGE),
});
export type DeleteSavedVideoResponse = z.infer<typeof DeleteSavedVideoResponseSchema>;

/** POST /savedVideos answer: the caller's saved set after the change. */
export const SaveVideoResponseSchema = z.object({
  message: z.literal(SAVED_VIDEO_MESSAGE),
  savedVideoIds: SavedVideoIdsSchema,
});
export type SaveVideoResponse = z.infer<typeof SaveVideoResponseSchema>;
