// Channel analyses and search-result analyses (docs/product.md#channel-analyses): the calls' inputs and
// answers, and the channel reference rule both the website and the extension check before sending.
import { z } from "zod";
import { ChannelIdSchema, CountSchema, IsoDateTimeSchema, VideoIdSchema } from "./common.ts";
import { CHANNEL_ID_RE } from "./ids.ts";
import { TimezoneInputSchema, textInput } from "./input.ts";
import { RESULTS_ANALYSIS_MAX_VIDEOS } from "./limits.ts";

/** A results video "is an outlier" at this outlier score or above. */
export const RESULTS_OUTLIER_MIN_SCORE = 2;
/** A "small channel" has fewer subscribers than this. */
export const SMALL_CHANNEL_SUBSCRIBERS = 10_000;
/** Typed-keyword searches (search.list, 100 units each) a user may run per Pacific-time day, on any plan. */
export const KEYWORD_SEARCHES_PER_DAY = 5;

/** Analysis ids are UUIDs (lower-case, as the database writes them). */
export const AnalysisIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Invalid analysis id");

// --- the channel reference: an id, an @handle or a channel URL -----------------------------------

/** A channel reference once parsed: an id to read directly, or a handle to look up (forHandle). */
export type ChannelReference = { kind: "id"; channelId: string } | { kind: "handle"; handle: string };

/** YouTube handles: 3-30 characters of letters, digits, '_', '-', '.' (after the '@'). */
const HANDLE_RE = /^@[\p{L}\p{N}_.-]{3,30}$/u;

/**
 * Parses what a user typed or the extension read: `UC...` (24 characters), `@handle`, or a youtube.com
 * URL of the forms /channel/UC..., /@handle (with or without a tab after it). Null when it is none.
 */
export function parseChannelReference(raw: string): ChannelReference | null {
  const text = raw.trim();
  if (CHANNEL_ID_RE.test(text)) return { kind: "id", channelId: text };
  if (HANDLE_RE.test(text)) return { kind: "handle", handle: text.toLowerCase() };
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!/^((www|m)\.)?youtube\.com$/i.test(url.hostname)) return null;
  const [first, second] = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (first === "channel" && second && CHANNEL_ID_RE.test(second)) return { kind: "id", channelId: second };
  if (first && HANDLE_RE.test(first)) return { kind: "handle", handle: first.toLowerCase() };
  return null;
}

export const CHANNEL_REFERENCE_MESSAGE =
  "Enter a channel id (UC...), an @handle or a youtube.com channel URL";

// --- channel analysis -------------------------------------------------------------------------------

export const StartChannelAnalysisRequestSchema = z.object({
  /** A channel id, an @handle or a channel URL. */
  channel: textInput(300, { min: 1, label: "channel" }).refine(
    (value) => parseChannelReference(value) !== null,
    CHANNEL_REFERENCE_MESSAGE,
  ),
  /** The user's IANA time zone for the upload heat map (default: the one stored on the user, else UTC). */
  timezone: TimezoneInputSchema.optional(),
});
export type StartChannelAnalysisRequest = z.infer<typeof StartChannelAnalysisRequestSchema>;

export const AnalysisStatusSchema = z.enum(["queued", "running", "done", "failed"]);
export type AnalysisStatus = z.infer<typeof AnalysisStatusSchema>;

/** A video of the analysed channel, as the video list (and its CSV export) shows it. */
export const AnalysedVideoSchema = z.object({
  videoId: VideoIdSchema,
  title: z.string(),
  publishedAt: IsoDateTimeSchema,
  durationSeconds: CountSchema,
  isShort: z.boolean(),
  views: CountSchema,
  likes: CountSchema.nullable(),
  comments: CountSchema.nullable(),
  /** Views / median of the channel's 30 previous same-format videos at least 7 days old; null without 5. */
  outlier: z.number().nonnegative().nullable(),
  /**
   * Views / the channel's median at the same age (docs/product.md#history), as stored at the video's last
   * refresh; null past 30 days or without enough history. Absent from reports made before it existed.
   */
  outlierAtAge: z.number().nonnegative().nullable().optional(),
  tags: z.array(z.string()),
});
export type AnalysedVideo = z.infer<typeof AnalysedVideoSchema>;

/** A word or tag that appears more in outliers than in the rest. */
export const TermLiftSchema = z.object({
  term: z.string(),
  /** Listed outlier videos (the top 10) whose title / tags hold it. */
  outlierCount: CountSchema,
  /** Other videos holding it. */
  restCount: CountSchema,
  /** (outlierCount / outliers) / ((restCount + 1) / (rest + 1)): how much more often outliers use it. */
  lift: z.number().nonnegative(),
});
export type TermLift = z.infer<typeof TermLiftSchema>;

export const ChannelSummarySchema = z.object({
  channelId: ChannelIdSchema,
  title: z.string(),
  handle: z.string().nullable(),
  /** Null when the channel hides it. */
  subscribers: CountSchema.nullable(),
  views: CountSchema,
  uploads: CountSchema,
  /** Median views of the last 30 long videos / Shorts; null without any. */
  medianLongViews: z.number().nonnegative().nullable(),
  medianShortViews: z.number().nonnegative().nullable(),
  /** Uploads per week over the last 12 weeks. */
  recentUploadsPerWeek: z.number().nonnegative(),
});
export type ChannelSummary = z.infer<typeof ChannelSummarySchema>;

export const ChannelAnalysisResultSchema = z.object({
  channel: ChannelSummarySchema,
  timezone: z.string(),
  computedAt: IsoDateTimeSchema,
  /** Newest first, at most 200. */
  videos: z.array(AnalysedVideoSchema),
  /** Calendar weeks (Monday start, the user's zone) from the oldest analysed upload to now. */
  uploadsPerWeek: z.array(z.object({ weekStart: z.string(), uploads: CountSchema })),
  /** Median views of all analysed videos: the line the last 50 uploads are drawn against. */
  channelMedianViews: z.number().nonnegative().nullable(),
  /** Top 10 by outlier score (score > 1), highest first. */
  outliers: z.array(VideoIdSchema),
  /** Bottom 10 by outlier score (score < 1), lowest first. */
  underperformers: z.array(VideoIdSchema),
  /** Uploads per weekday (0 = Monday) and hour, the user's zone; only slots with uploads. */
  heatmap: z.array(
    z.object({
      day: z.int().min(0).max(6),
      hour: z.int().min(0).max(23),
      uploads: CountSchema,
      medianViews: z.number().nonnegative(),
    }),
  ),
  length: z.object({
    /** Median length of the long videos analysed (seconds); null without any. */
    medianLongSeconds: z.number().nonnegative().nullable(),
    buckets: z.array(
      z.object({
        label: z.string(),
        minSeconds: CountSchema,
        maxSeconds: CountSchema.nullable(),
        videos: CountSchema,
        medianViews: z.number().nonnegative().nullable(),
      }),
    ),
    /** Spearman rank correlation of length and views over long videos; null with fewer than 5. */
    correlation: z.number().min(-1).max(1).nullable(),
  }),
  titleWords: z.array(TermLiftSchema),
  tags: z.array(TermLiftSchema),
  /** The user's current linked channel, for side-by-side figures; null when none is linked. */
  own: ChannelSummarySchema.nullable(),
});
export type ChannelAnalysisResult = z.infer<typeof ChannelAnalysisResultSchema>;

export const ChannelAnalysisProgressSchema = z.object({
  stage: z.enum(["queued", "channel", "uploads", "videos", "computing", "done"]),
  /** Uploads read so far / to read. */
  done: CountSchema,
  total: CountSchema,
});
export type ChannelAnalysisProgress = z.infer<typeof ChannelAnalysisProgressSchema>;

export const ChannelAnalysisRunSchema = z.object({
  id: AnalysisIdSchema,
  status: AnalysisStatusSchema,
  /** What the user asked for, as typed. */
  input: z.string(),
  createdAt: IsoDateTimeSchema,
  progress: ChannelAnalysisProgressSchema,
  /** Set when done. */
  result: ChannelAnalysisResultSchema.nullable(),
  /** Set when failed: a message for the user (the use is refunded). */
  error: z.string().nullable(),
});
export type ChannelAnalysisRun = z.infer<typeof ChannelAnalysisRunSchema>;

export const ChannelAnalysisQuerySchema = z.object({ id: AnalysisIdSchema });
export type ChannelAnalysisQuery = z.infer<typeof ChannelAnalysisQuerySchema>;

// --- search-result analysis ------------------------------------------------------------------------------

const QuerySchema = textInput(200, { min: 1, label: "query" });

export const ResultsAnalysisRequestSchema = z.object({
  /** The search the results came from, as the user typed it. */
  query: QuerySchema,
  /** Result video ids in page order, at most 50 (duplicates are dropped). */
  videoIds: z.array(VideoIdSchema).min(1).max(RESULTS_ANALYSIS_MAX_VIDEOS),
});
export type ResultsAnalysisRequest = z.infer<typeof ResultsAnalysisRequestSchema>;

export const KeywordAnalysisRequestSchema = z.object({ query: QuerySchema });
export type KeywordAnalysisRequest = z.infer<typeof KeywordAnalysisRequestSchema>;

export const ResultVideoSchema = z.object({
  videoId: VideoIdSchema,
  title: z.string(),
  channelId: ChannelIdSchema,
  channelTitle: z.string(),
  publishedAt: IsoDateTimeSchema,
  views: CountSchema,
  subscribers: CountSchema.nullable(),
  outlier: z.number().nonnegative().nullable(),
  /** As AnalysedVideo's: the outlier at the same age, absent from reports made before it existed. */
  outlierAtAge: z.number().nonnegative().nullable().optional(),
  /** Lifetime views per hour. */
  vph: z.number().nonnegative(),
  isShort: z.boolean(),
});
export type ResultVideo = z.infer<typeof ResultVideoSchema>;

export const SpreadSchema = z.object({
  min: z.number(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  max: z.number(),
});
export type Spread = z.infer<typeof SpreadSchema>;

export const ResultsAnalysisResultSchema = z.object({
  query: z.string(),
  computedAt: IsoDateTimeSchema,
  /** In result order; ids YouTube did not answer for are in `missingIds`. */
  videos: z.array(ResultVideoSchema),
  missingIds: z.array(VideoIdSchema),
  /** Results with an outlier score >= 2. */
  outliers: z.array(VideoIdSchema),
  medianViews: z.number().nonnegative().nullable(),
  medianAgeHours: z.number().nonnegative().nullable(),
  /** Median subscribers over the distinct ranking channels that show theirs. */
  medianSubscribers: z.number().nonnegative().nullable(),
  /** Share (0..1) of results from channels under 10K subscribers; null when none shows its count. */
  smallChannelShare: z.number().min(0).max(1).nullable(),
  vphSpread: SpreadSchema.nullable(),
  /** Most frequent title words and tags across results (words of 3+ letters, stop words dropped). */
  titleWords: z.array(z.object({ term: z.string(), count: CountSchema })),
  tags: z.array(z.object({ term: z.string(), count: CountSchema })),
  /** 0..100, see docs/product.md#opportunity-score. */
  opportunity: z.object({
    score: z.number().min(0).max(100),
    smallChannelShare: z.number().min(0).max(1),
    recentShare: z.number().min(0).max(1),
    outlierShare: z.number().min(0).max(1),
  }),
});
export type ResultsAnalysisResult = z.infer<typeof ResultsAnalysisResultSchema>;

export const ResultsReportSchema = z.object({
  id: AnalysisIdSchema,
  source: z.enum(["page", "keyword"]),
  createdAt: IsoDateTimeSchema,
  result: ResultsAnalysisResultSchema,
});
export type ResultsReport = z.infer<typeof ResultsReportSchema>;

export const ResultsAnalysisQuerySchema = z.object({ id: AnalysisIdSchema });
export type ResultsAnalysisQuery = z.infer<typeof ResultsAnalysisQuerySchema>;
