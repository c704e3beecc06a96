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

// The daily recap and roles sections of /data (issue 20).
export const fetchAdminRecap = () => api.call(contracts.getAdminRecap);
export const sendTestRecap = () => api.call(contracts.sendTestRecap);
export const findAdminUser = (email: string) => api.call(contracts.findAdminUser, { query: { email } });
export const setUserRole = (body: { email: string; role: "admin" | "beta-tester"; granted: boolean }) =>
  api.call(contracts.setUserRole, { body });
export const fetchRoleChanges = () => api.call(contracts.listRoleChanges);
