// Analyses and their daily metering (docs/analyses.md): comment ideas, transcript downloads, and the
// channel and search-result analyses, each counted per user and local day against the plan's allowance.
import { z } from "zod";
import { ChannelAnalysisResultSchema, ResultsAnalysisResultSchema } from "./channel-analyses.ts";
import { CountSchema, IsoDateTimeSchema, VideoIdSchema } from "./common.ts";
import { integerParam, patternInput, textInput } from "./input.ts";
import { ANALYSIS_KINDS } from "./plan-constants.ts";
import { PlanIdSchema } from "./plans.ts";

export const AnalysisKindSchema = z.enum(ANALYSIS_KINDS);

/** YYYY-MM-DD: the user's own calendar day in the timezone of their record. */
export const LocalDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid day (expected YYYY-MM-DD)");

// --- Usage (GET /usage, and every answer that spends a use) ---

/** One kind's use today. */
export const KindUsageSchema = z.object({
  used: CountSchema,
  /** Uses a day on the user's plan; null = unlimited. */
  limit: CountSchema.nullable(),
  /** The user's next local midnight, when `used` goes back to 0. */
  resetsAt: IsoDateTimeSchema,
});
export type KindUsage = z.infer<typeof KindUsageSchema>;

export const UsageByKindSchema = z.object({
  comments: KindUsageSchema,
  channel: KindUsageSchema,
  results: KindUsageSchema,
  transcripts: KindUsageSchema,
});
export type UsageByKind = z.infer<typeof UsageByKindSchema>;

export const UsageResponseSchema = z.object({
  plan: PlanIdSchema,
  /** The local day the counts are for. */
  day: LocalDaySchema,
  /**
   * The timezone the day is counted in: the record's as it was when the day began (UTC when unknown). A
   * timezone changed since counts from the next midnight on (`nextTimezone`), so no change reopens a day.
   */
  timezone: z.string(),
  /** A timezone the user chose that counts from the next reset on; null when none is waiting. */
  nextTimezone: z.string().nullable().optional(),
  usage: UsageByKindSchema,
  /** Where to upgrade the plan (the website's pricing page). */
  upgradeUrl: z.url(),
});
export type UsageResponse = z.infer<typeof UsageResponseSchema>;

/** `details` of a 429 QUOTA_EXCEEDED (ErrorCode of core): the spent allowance. */
export const QuotaExceededDetailsSchema = z.object({
  kind: AnalysisKindSchema,
  plan: PlanIdSchema,
  used: CountSchema,
  limit: CountSchema,
  resetsAt: IsoDateTimeSchema,
  upgradeUrl: z.url(),
  /** The timezone whose midnight `resetsAt` is. */
  timezone: z.string().optional(),
  /** A timezone the user chose that counts from `resetsAt` on; null when none is waiting. */
  nextTimezone: z.string().nullable().optional(),
});
export type QuotaExceededDetails = z.infer<typeof QuotaExceededDetailsSchema>;

// --- Comment ideas ---

export const IDEA_TYPES = ["question", "request", "topic"] as const;
export const IdeaTypeSchema = z.enum(IDEA_TYPES);
export type IdeaType = z.infer<typeof IdeaTypeSchema>;

/** A comment behind an idea. */
export const IdeaCommentSchema = z.object({
  /** The comment thread id. */
  id: z.string().min(1).max(200),
  text: z.string().max(10_000),
  author: z.string().max(200),
  likes: CountSchema,
  replies: CountSchema,
  /** Opens the comment on YouTube (watch URL with `lc=`). */
  url: z.url(),
  publishedAt: IsoDateTimeSchema,
});
export type IdeaComment = z.infer<typeof IdeaCommentSchema>;

export const CommentIdeaSchema = z.object({
  /** Stable within the analysis (e.g. "request-1"). */
  id: z.string().min(1),
  type: IdeaTypeSchema,
  /** The idea in a few words: the question asked, the thing requested, or the recurring key phrase. */
  label: z.string().min(1),
  /** A suggested video title built from the idea. */
  title: z.string().min(1),
  /** Ranking weight: likes + 2 x replies + 1 per comment behind the idea (docs/analyses.md). */
  score: z.number().nonnegative(),
  likes: CountSchema,
  replies: CountSchema,
  /** Comments behind the idea (all of them, up to `comments.length` shown best first). */
  commentCount: CountSchema,
  comments: z.array(IdeaCommentSchema),
});
export type CommentIdea = z.infer<typeof CommentIdeaSchema>;

export const SentimentSplitSchema = z.object({
  positive: CountSchema,
  neutral: CountSchema,
  negative: CountSchema,
});
export type SentimentSplit = z.infer<typeof SentimentSplitSchema>;

export const CommentIdeasResultSchema = z.object({
  videoId: VideoIdSchema,
  /** Top-level comments read (order=relevance). */
  commentsRead: CountSchema,
  /** Comments analysed (English); the others are only counted by language. */
  commentsAnalysed: CountSchema,
  /** Comments by detected language, most first ("und" when too short to tell). */
  languages: z.array(z.object({ language: z.string().min(1), comments: CountSchema })),
  /** Sentiment of the English comments. */
  sentiment: SentimentSplitSchema,
  /** Ideas best first: questions, requests and recurring topics mixed, by score. */
  ideas: z.array(CommentIdeaSchema),
});
export type CommentIdeasResult = z.infer<typeof CommentIdeasResultSchema>;

// --- Transcript downloads (the captions stay in the user's browser; only the use is recorded) ---

/** A caption track's language code as YouTube writes it (e.g. "en", "pt-BR", "zh-Hans"). */
export const CaptionLanguageSchema = patternInput(
  /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/,
  "Invalid language code",
);

export const TranscriptRecordSchema = z.object({
  videoId: VideoIdSchema,
  language: CaptionLanguageSchema,
  /** The track was generated by speech recognition. */
  autoGenerated: z.boolean(),
});
export type TranscriptRecord = z.infer<typeof TranscriptRecordSchema>;

// --- Stored analyses ---

const analysisBase = {
  id: z.uuid(),
  /** The local day it was made (and counted) on. */
  day: LocalDaySchema,
  createdAt: IsoDateTimeSchema,
  /** What it is about: a video id (comments, transcripts), a channel id (channel), the search text (results). */
  target: z.string().min(1).max(200),
  /** The video's or channel's title when known. */
  title: z.string().nullable(),
  /** The caption language (transcripts); null otherwise. */
  language: z.string().nullable(),
};

export const AnalysisSummarySchema = z.object({ ...analysisBase, kind: AnalysisKindSchema });
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>;

/**
 * A stored analysis with its result (channel and search-result shapes in channel-analyses.ts).
 */
export const CommentsAnalysisSchema = z.object({
  ...analysisBase,
  kind: z.literal("comments"),
  result: CommentIdeasResultSchema,
});
export const TranscriptsAnalysisSchema = z.object({
  ...analysisBase,
  kind: z.literal("transcripts"),
  result: TranscriptRecordSchema,
});
export const ChannelAnalysisSchema = z.object({
  ...analysisBase,
  kind: z.literal("channel"),
  result: ChannelAnalysisResultSchema,
});
export const ResultsAnalysisSchema = z.object({
  ...analysisBase,
  kind: z.literal("results"),
  result: ResultsAnalysisResultSchema,
});
export const AnalysisSchema = z.discriminatedUnion("kind", [
  CommentsAnalysisSchema,
  TranscriptsAnalysisSchema,
  ChannelAnalysisSchema,
  ResultsAnalysisSchema,
]);
export type Analysis = z.infer<typeof AnalysisSchema>;
export type CommentsAnalysis = z.infer<typeof CommentsAnalysisSchema>;
export type TranscriptsAnalysis = z.infer<typeof TranscriptsAnalysisSchema>;

/** How long analyses are kept: results made of YouTube data are deleted within 30 days (YouTube API policy). */
export const ANALYSIS_RETENTION_DAYS = 30;

// --- Requests and answers ---

export const CreateCommentAnalysisRequestSchema = z.strictObject({ videoId: VideoIdSchema });
export type CreateCommentAnalysisRequest = z.infer<typeof CreateCommentAnalysisRequestSchema>;

export const CreateTranscriptDownloadRequestSchema = z.strictObject({
  videoId: VideoIdSchema,
  language: CaptionLanguageSchema,
  autoGenerated: z.boolean().default(false),
  /** The video's title as the watch page shows it (display only). */
  title: textInput(300).optional(),
});
export type CreateTranscriptDownloadRequest = z.input<typeof CreateTranscriptDownloadRequestSchema>;

/** The answer of every call that makes (or reopens) an analysis. */
function createdAnswer<A extends z.ZodType>(analysis: A) {
  return z.object({
    analysis,
    /** True when the user already had it today: reopened, no use spent. */
    reused: z.boolean(),
    /** The kind's use today after this call. */
    usage: KindUsageSchema,
  });
}
export const CreateCommentAnalysisResponseSchema = createdAnswer(CommentsAnalysisSchema);
export type CreateCommentAnalysisResponse = z.infer<typeof CreateCommentAnalysisResponseSchema>;
export const CreateTranscriptDownloadResponseSchema = createdAnswer(TranscriptsAnalysisSchema);
export type CreateTranscriptDownloadResponse = z.infer<typeof CreateTranscriptDownloadResponseSchema>;
/** For the channel and search-result analyses' own create calls. */
export const createAnalysisResponseSchema = createdAnswer;

export const ListAnalysesQuerySchema = z.object({
  kind: AnalysisKindSchema.optional(),
  /** Page size, 1..100 (default 50). */
  limit: integerParam({ min: 1, max: 100 }).default(50),
  /** The `nextCursor` of the previous page. */
  cursor: patternInput(/^[A-Za-z0-9_-]{1,200}$/, "Invalid cursor").optional(),
});
export type ListAnalysesQuery = z.input<typeof ListAnalysesQuerySchema>;

export const ListAnalysesResponseSchema = z.object({
  analyses: z.array(AnalysisSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ListAnalysesResponse = z.infer<typeof ListAnalysesResponseSchema>;

export const GetAnalysisQuerySchema = z.object({
  id: patternInput(/^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/, "Invalid analysis id"),
});

export const GetAnalysisResponseSchema = z.object({ analysis: AnalysisSchema });
export type GetAnalysisResponse = z.infer<typeof GetAnalysisResponseSchema>;
