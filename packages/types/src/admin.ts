// GET /admin/stats: the answer behind the /data operations screen. The API builds it (apps/api/src/routes/admin),
// the website checks it against this schema before showing it.
import { z } from "zod";
import { CHANNEL_ID_RE, CountSchema, IsoDateTimeSchema } from "./common.ts";
import { AffiliateFollowersSchema } from "./forms.ts";
import { VideoInsightSchema } from "./video.ts";

const isoOrNull = IsoDateTimeSchema.nullable();

/** What the API's job scheduler knows about one job (kept in the scheduler's memory, per process). */
export const JobRunStateSchema = z.object({
  runs: CountSchema,
  lastStartedAt: isoOrNull,
  lastFinishedAt: isoOrNull,
  lastDurationMs: z.number().nullable(),
  /** What the job returned last time (counts of what it did); null before its first success. */
  lastResult: z.unknown(),
  lastError: z.string().nullable(),
  /** When the scheduler plans to run it next; null when that is not known (see nextRunNote). */
  nextRunAt: isoOrNull,
  /** Why the next run is later than the next tick, or unknown ("paused: quota...", "no YouTube key"). */
  nextRunNote: z.string().nullable(),
});
export type JobRunState = z.infer<typeof JobRunStateSchema>;

export const SchedulerStateSchema = z.object({
  /** False when YOUTUBE_API_KEY is unset: only retention and discovery bookkeeping run. */
  youtubeEnabled: z.boolean(),
  /** A tick is running right now. */
  running: z.boolean(),
  /** This process currently holds the job lease. */
  leader: z.boolean(),
  /** YouTube jobs wait until then (quota spent or key refused). */
  pausedUntil: isoOrNull,
  pauseReason: z.string().nullable(),
  lastTickAt: isoOrNull,
  /** When the timer fires next; null when the scheduler is stopped (or never started). */
  nextTickAt: isoOrNull,
  jobs: z.record(z.string(), JobRunStateSchema),
});
export type SchedulerState = z.infer<typeof SchedulerStateSchema>;

export const AdminStatsSchema = z.object({
  generatedAt: IsoDateTimeSchema,
  users: z.object({
    total: CountSchema,
    admins: CountSchema,
    /** "free" (no subscription in force) or the Stripe product id of the subscription in force. */
    byPlan: z.array(z.object({ plan: z.string(), users: CountSchema })),
  }),
  store: z.object({
    videos: CountSchema,
    shorts: CountSchema,
    videosWithOutlierScore: CountSchema,
    staleVideos: CountSchema,
    channels: CountSchema,
    snapshots: CountSchema,
    trackedChannels: CountSchema,
    channelsAwaitingFirstTrack: CountSchema,
    channelsFailing: CountSchema,
  }),
  /** Null when YOUTUBE_API_KEY is unset. */
  quota: z.object({ day: z.string(), usedToday: CountSchema, dailyLimit: CountSchema }).nullable(),
  /** Null when the process runs no scheduler. */
  jobs: SchedulerStateSchema.nullable(),
  affiliateApplications: z.object({ total: CountSchema, last7Days: CountSchema }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** GET /admin/affiliateApplications query: one page, newest first. Unknown parameters are refused. */
export const AffiliateApplicationsQuerySchema = z
  .object({
    limit: z.coerce.number<number | string>().int().min(1).max(200).default(50),
    offset: z.coerce.number<number | string>().int().min(0).default(0),
  })
  .strict();

/** One stored application, as the /data screen lists it. */
export const AffiliateApplicationRecordSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  email: z.string(),
  website: z.string(),
  followers: AffiliateFollowersSchema,
  message: z.string(),
  createdAt: IsoDateTimeSchema,
});
export type AffiliateApplicationRecord = z.infer<typeof AffiliateApplicationRecordSchema>;

export const AffiliateApplicationsResponseSchema = z.object({
  applications: z.array(AffiliateApplicationRecordSchema),
  /** Every application stored, not only this page. */
  total: CountSchema,
});
export type AffiliateApplicationsResponse = z.infer<typeof AffiliateApplicationsResponseSchema>;

/** GET /channelVideos query (admin, the /test page): one channel of the video store. */
export const ChannelVideosQuerySchema = z
  .object({
    channelId: z
      .string({ error: "required" })
      .trim()
      .regex(CHANNEL_ID_RE, "must be a YouTube channel id (UC followed by 22 characters)"),
  })
  .strict();

export const ChannelVideosResponseSchema = z.object({
  channel: z.object({
    id: z.string(),
    title: z.string(),
    handle: z.string().nullable(),
    subscriberCount: CountSchema,
    videoCount: CountSchema,
    viewCount: CountSchema,
    fetchedAt: IsoDateTimeSchema,
  }),
  /** Videos of the channel in the store (not all of YouTube's). */
  storedVideos: CountSchema,
  /** The newest stored videos, at most 50. */
  videos: z.array(VideoInsightSchema),
});
export type ChannelVideosResponse = z.infer<typeof ChannelVideosResponseSchema>;

/** GET /healthz: 200 with `up`, 503 with `down` when the database does not answer. */
export const HealthResponseSchema = z.object({
  ok: z.boolean(),
  database: z.enum(["up", "down"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
