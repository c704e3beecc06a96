// The admin calls (GET /admin/stats, GET /admin/affiliateApplications, GET /channelVideos) through the
// API client's generic `request`: answers are checked against these schemas, failures throw ApiError.
// The schemas mirror the API's route types (apps/api/src/routes/admin, affiliate, channel-videos).
import { VideoInsightSchema } from "@vi/types";
import { z } from "zod";
import { api } from "../../auth/api";

const count = z.number().int().nonnegative();
const isoOrNull = z.string().nullable();

export const JobRunStateSchema = z.object({
  runs: count,
  lastStartedAt: isoOrNull,
  lastFinishedAt: isoOrNull,
  lastDurationMs: z.number().nullable(),
  lastResult: z.unknown(),
  lastError: z.string().nullable(),
});
export type JobRunState = z.infer<typeof JobRunStateSchema>;

export const AdminStatsSchema = z.object({
  generatedAt: z.string(),
  users: z.object({
    total: count,
    admins: count,
    byPlan: z.array(z.object({ plan: z.string(), users: count })),
  }),
  store: z.object({
    videos: count,
    shorts: count,
    videosWithOutlierScore: count,
    staleVideos: count,
    channels: count,
    snapshots: count,
    trackedChannels: count,
    channelsAwaitingFirstTrack: count,
    channelsFailing: count,
  }),
  quota: z.object({ day: z.string(), usedToday: count, dailyLimit: count }).nullable(),
  jobs: z
    .object({
      youtubeEnabled: z.boolean(),
      running: z.boolean(),
      leader: z.boolean(),
      pausedUntil: isoOrNull,
      pauseReason: z.string().nullable(),
      lastTickAt: isoOrNull,
      jobs: z.record(z.string(), JobRunStateSchema),
    })
    .nullable(),
  affiliateApplications: z.object({ total: count, last7Days: count }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AffiliateApplicationsSchema = z.object({
  applications: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      name: z.string(),
      email: z.string(),
      website: z.string(),
      followers: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  total: count,
});
export type AffiliateApplications = z.infer<typeof AffiliateApplicationsSchema>;
export type AffiliateApplicationRow = AffiliateApplications["applications"][number];

export const ChannelVideosSchema = z.object({
  channel: z.object({
    id: z.string(),
    title: z.string(),
    handle: z.string().nullable(),
    subscriberCount: count,
    videoCount: count,
    viewCount: count,
    fetchedAt: z.string(),
  }),
  storedVideos: count,
  videos: z.array(VideoInsightSchema),
});
export type ChannelVideos = z.infer<typeof ChannelVideosSchema>;

/** Applications the /data table shows (the newest). */
export const RECENT_APPLICATIONS = 20;

export const fetchAdminStats = () =>
  api.request({ method: "get", path: "admin/stats", schema: AdminStatsSchema });

export const fetchAffiliateApplications = () =>
  api.request({
    method: "get",
    path: "admin/affiliateApplications",
    schema: AffiliateApplicationsSchema,
    searchParams: { limit: String(RECENT_APPLICATIONS) },
  });

export const fetchChannelVideos = (channelId: string) =>
  api.request({
    method: "get",
    path: "channelVideos",
    schema: ChannelVideosSchema,
    searchParams: { channelId },
  });
