// GET /admin/stats: the answer behind the /data operations screen. The API builds it (apps/api/src/admin),
// the website checks it against this schema before showing it.
import { z } from "zod";
import { CountSchema, IsoDateTimeSchema } from "./common.ts";
import { AffiliateFollowersSchema } from "./forms.ts";
import { CHANNEL_ID_RE } from "./ids.ts";
import { integerParam } from "./input.ts";
import { VideoInsightSchema } from "./video.ts";

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
  affiliateApplications: z.object({ total: CountSchema, last7Days: CountSchema }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** GET /admin/affiliateApplications query: one page, newest first. Unknown parameters are refused. */
export const AffiliateApplicationsQuerySchema = z
  .object({
    limit: integerParam({ min: 1, max: 200 }).default(50),
    offset: integerParam({ min: 0, max: 1_000_000 }).default(0),
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

/** GET /readyz: 200 when this process can serve (database answers, migrations applied, job queue started), else 503. */
export const ReadyResponseSchema = z.object({
  ready: z.boolean(),
  database: z.enum(["up", "down"]),
  migrations: z.enum(["applied", "pending"]),
  queue: z.enum(["started", "stopped"]),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
