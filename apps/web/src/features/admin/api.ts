// The admin calls of /data and /test (GET /admin/stats, GET /admin/queues, GET /admin/affiliateApplications,
// GET /channelVideos)
// through their contracts: the client checks each answer against the contract's schema and throws ApiError.
import {
  type AdminQueues,
  type AdminStats,
  type AffiliateApplicationRecord,
  type AffiliateApplicationsResponse,
  type ChannelVideosResponse,
  contracts,
  type JobRun,
  type QueueState,
} from "@vi/types";
import { api } from "../../auth/api.ts";

export type { AdminQueues, AdminStats, JobRun, QueueState };
export type AffiliateApplications = AffiliateApplicationsResponse;
export type AffiliateApplicationRow = AffiliateApplicationRecord;
export type ChannelVideos = ChannelVideosResponse;

/** Applications the /data table shows (the newest). */
export const RECENT_APPLICATIONS = 20;

export const fetchAdminStats = () => api.call(contracts.getAdminStats);

export const fetchAdminQueues = () => api.call(contracts.getAdminQueues);

export const fetchAffiliateApplications = () =>
  api.call(contracts.listAffiliateApplications, { query: { limit: RECENT_APPLICATIONS } });

export const fetchChannelVideos = (channelId: string) =>
  api.call(contracts.getChannelVideos, { query: { channelId } });
