// The admin calls (GET /admin/stats, GET /admin/affiliateApplications, GET /channelVideos) through the
// API client's generic `request`: answers are checked against these schemas, failures throw ApiError.
// The stats schema is shared with the API (@vi/types); the others mirror its route types (affiliate, channel-videos).
import { type AdminStats, AdminStatsSchema, type JobRunState, VideoInsightSchema } from "@vi/types";
import { z } from "zod";
import { api } from "../../auth/api.ts";

const count = z.number().int().nonnegative();

export type { AdminStats, JobRunState };
// GET /admin/stats is checked against the schema the API's answer is typed with.
export { AdminStatsSchema };

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
