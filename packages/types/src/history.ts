// A video's history (snapshots and title/thumbnail changes), a channel's typical start, and the outlier at
// the same age (docs/product.md#history). The maths: @vi/metrics (history.ts).
import { z } from "zod";
import { ChannelIdSchema, CountSchema, IsoDateTimeSchema, VideoIdSchema } from "./common.ts";
import { VideoFormatSchema } from "./video.ts";

/** Below this many videos at an age, a channel has 'not enough history' there (as the outlier score). */
export const HISTORY_MIN_SAMPLE = 5;

/** GET /videos/history query. */
export const VideoHistoryQuerySchema = z.object({ videoId: VideoIdSchema }).strict();
export type VideoHistoryQuery = z.infer<typeof VideoHistoryQuerySchema>;

export const SNAPSHOT_SOURCES = ["api", "feed"] as const;

/** One observation of a video's counts; likes and comments are null where the source does not carry them. */
export const VideoSnapshotSchema = z.object({
  at: IsoDateTimeSchema,
  views: CountSchema,
  likes: CountSchema.nullable(),
  comments: CountSchema.nullable(),
  /** The Data API, or the channel's public feed (early hourly snapshots). */
  source: z.enum(SNAPSHOT_SOURCES),
});
export type VideoSnapshot = z.infer<typeof VideoSnapshotSchema>;

export const VIDEO_CHANGE_KINDS = ["title", "thumbnail"] as const;
export type VideoChangeKind = (typeof VIDEO_CHANGE_KINDS)[number];

/** A title or thumbnail change seen at a refresh, with the views per hour over the 24 hours around it. */
export const VideoChangeSchema = z.object({
  /** The refresh that saw it (it happened since the refresh before). */
  at: IsoDateTimeSchema,
  kind: z.enum(VIDEO_CHANGE_KINDS),
  /** The title, or the thumbnail's URL (with its ETag after '#etag=' when it was read). */
  before: z.string(),
  after: z.string(),
  vphBefore: z.number().nonnegative().nullable(),
  /** Null until 24 hours after the change. */
  vphAfter: z.number().nonnegative().nullable(),
});
export type VideoChange = z.infer<typeof VideoChangeSchema>;

export const VideoHistoryResponseSchema = z.object({
  video: z.object({
    videoId: VideoIdSchema,
    title: z.string(),
    channelId: ChannelIdSchema,
    channelTitle: z.string(),
    publishedAt: IsoDateTimeSchema,
    format: VideoFormatSchema,
    viewCount: CountSchema,
    thumbnailUrl: z.string().nullable(),
    /** Views now / the channel's median at the same age; null: older than 30 days or not enough history. */
    outlierAtAge: z.number().nonnegative().nullable(),
    outlierAtAgeSample: CountSchema,
    /** When the stored counts were read (the outlier at age is for the age at this instant). */
    fetchedAt: IsoDateTimeSchema,
  }),
  /** Oldest first; the last 30 days only (YouTube API policy). */
  snapshots: z.array(VideoSnapshotSchema),
  /** Oldest first. */
  changes: z.array(VideoChangeSchema),
});
export type VideoHistoryResponse = z.infer<typeof VideoHistoryResponseSchema>;

/** GET /channels/curve query. */
export const ChannelCurveQuerySchema = z
  .object({ channelId: ChannelIdSchema, format: VideoFormatSchema })
  .strict();
export type ChannelCurveQuery = z.infer<typeof ChannelCurveQuerySchema>;

/** The channel's views at one age: median and 25th-75th percentile, null below HISTORY_MIN_SAMPLE videos. */
export const CurvePointSchema = z.object({
  ageHours: z.number().positive(),
  sampleSize: CountSchema,
  median: z.number().nonnegative().nullable(),
  p25: z.number().nonnegative().nullable(),
  p75: z.number().nonnegative().nullable(),
});
export type CurvePoint = z.infer<typeof CurvePointSchema>;

export const ChannelCurveResponseSchema = z.object({
  channelId: ChannelIdSchema,
  format: VideoFormatSchema,
  /** At 1 h, 3 h, 6 h, 12 h, 24 h, 48 h, 7 d, 14 d and 30 d. */
  points: z.array(CurvePointSchema),
});
export type ChannelCurveResponse = z.infer<typeof ChannelCurveResponseSchema>;
