// Every endpoint of the API, one contract each: the server registers its routes from these, the client
// calls through them, and GET /openapi.json is generated from them.
import { z } from "zod";
import {
  AdminStatsSchema,
  AffiliateApplicationsQuerySchema,
  AffiliateApplicationsResponseSchema,
  ChannelVideosQuerySchema,
  ChannelVideosResponseSchema,
  HealthResponseSchema,
  ReadyResponseSchema,
} from "../admin.ts";
import { SuccessResponseSchema } from "../common.ts";
import { AffiliateApplicationSchema } from "../forms.ts";
import {
  CreateUserRequestSchema,
  CreateUserResponseSchema,
  DeleteUserResponseSchema,
  GetUserResponseSchema,
  UpdateUserBodySchema,
  UpdateUserResponseSchema,
} from "../user.ts";
import {
  DeleteSavedVideoQuerySchema,
  DeleteSavedVideoResponseSchema,
  GetSavedVideoDataQuerySchema,
  GetSavedVideoDataResponseSchema,
  OutliersQuerySchema,
  OutliersResponseSchema,
  SaveVideoRequestSchema,
  SaveVideoResponseSchema,
  VideoInsightsRequestSchema,
  VideoInsightsResponseSchema,
} from "../video.ts";
import { analysesContracts } from "./analyses.ts";
import { apiKeyContracts } from "./api-keys.ts";
import { billingContracts } from "./billing.ts";
import { channelAnalysisContracts } from "./channel-analyses.ts";
import { defineContract } from "./define.ts";
import { adminErrors, contractError, inputErrors, NO_USER_RECORD, signedInErrors } from "./errors.ts";
import { historyContracts } from "./history.ts";
import { ownAnalyticsContracts } from "./own-analytics.ts";
import { queueContracts } from "./queues.ts";
import { recapContracts } from "./recap.ts";
import { watchlistContracts } from "./watchlist.ts";
import { youtubeAccountContracts } from "./youtube-accounts.ts";

export * from "./define.ts";
export * from "./errors.ts";

/** The OpenAPI 3.1 document; only its outline is checked, the rest is whatever the generator wrote. */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;

export const contracts = {
  health: defineContract({
    id: "health",
    method: "GET",
    path: "/healthz",
    auth: "none",
    summary: "Liveness check that really queries the database (503 when it does not answer)",
    response: HealthResponseSchema,
    errors: [contractError(503, "SERVICE_UNAVAILABLE", "The database does not answer")],
  }),
  ready: defineContract({
    id: "ready",
    method: "GET",
    path: "/readyz",
    auth: "none",
    summary:
      "Readiness for load balancers: the database answers, migrations are applied and the job queue started (503 otherwise)",
    response: ReadyResponseSchema,
    errors: [
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "The database, the migrations or the job queue are not ready",
      ),
    ],
  }),
  getOpenApi: defineContract({
    id: "getOpenApi",
    method: "GET",
    path: "/openapi.json",
    auth: "none",
    summary: "This API's OpenAPI 3.1 document, generated from the contracts",
    response: OpenApiDocumentSchema,
    errors: [],
  }),
  getUser: defineContract({
    id: "getUser",
    method: "GET",
    path: "/user",
    auth: "user",
    summary: "The signed-in user's record (404 until POST /user created it)",
    response: GetUserResponseSchema,
    errors: [...signedInErrors(), NO_USER_RECORD],
  }),
  createUser: defineContract({
    id: "createUser",
    method: "POST",
    path: "/user",
    auth: "user",
    summary: "Creates the signed-in user's record (201), or answers the existing one (200)",
    body: CreateUserRequestSchema,
    response: CreateUserResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      contractError(400, "BAD_REQUEST", "The email is not the signed-in account's, or the account has none"),
    ],
  }),
  updateUser: defineContract({
    id: "updateUser",
    method: "PUT",
    path: "/user",
    auth: "user",
    summary: "Updates fields of the signed-in user's record; null fields are left as they are",
    body: UpdateUserBodySchema,
    response: UpdateUserResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(
        403,
        "FORBIDDEN",
        "isAdmin differs from the record, or a channel is not linked to the account",
      ),
    ],
  }),
  deleteUser: defineContract({
    id: "deleteUser",
    method: "DELETE",
    path: "/user",
    auth: "user",
    summary: "Deletes the signed-in user's rows and sign-in account",
    response: DeleteUserResponseSchema,
    errors: [
      ...signedInErrors(),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "The user's subscription cannot be ended at Stripe right now (nothing is deleted)",
      ),
    ],
  }),
  getOutliers: defineContract({
    id: "getOutliers",
    method: "GET",
    path: "/outliers",
    auth: "user",
    apiKey: true,
    summary: "One page of the outliers table, filtered and sorted",
    query: OutliersQuerySchema.strict(),
    response: OutliersResponseSchema,
    errors: [...signedInErrors({ apiKey: true }), ...inputErrors()],
  }),
  getVideoInsights: defineContract({
    id: "getVideoInsights",
    method: "POST",
    path: "/videos/insights",
    auth: "user",
    apiKey: true,
    summary: "Outlier records plus recent VPH, tags, channel and format for up to 200 video ids",
    body: VideoInsightsRequestSchema,
    response: VideoInsightsResponseSchema,
    errors: [...signedInErrors({ apiKey: true }), ...inputErrors({ body: true })],
  }),
  saveVideo: defineContract({
    id: "saveVideo",
    method: "POST",
    path: "/savedVideos",
    auth: "user",
    apiKey: true,
    summary: "Saves a video for the signed-in user (idempotent); answers the saved set",
    body: SaveVideoRequestSchema,
    response: SaveVideoResponseSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(404, "NOT_FOUND", "The id is not a public YouTube video"),
      contractError(409, "CONFLICT", "The user's saved videos are at their limit"),
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached, or the day's YouTube budget is spent",
      ),
    ],
  }),
  getSavedVideoData: defineContract({
    id: "getSavedVideoData",
    method: "GET",
    path: "/getSavedVideoData",
    auth: "user",
    apiKey: true,
    summary: "Records of the given saved videos (ids the caller has not saved are left out)",
    query: GetSavedVideoDataQuerySchema.strict(),
    response: GetSavedVideoDataResponseSchema,
    errors: [...signedInErrors({ apiKey: true }), ...inputErrors()],
  }),
  deleteSavedVideo: defineContract({
    id: "deleteSavedVideo",
    method: "DELETE",
    path: "/deleteSavedVideo",
    auth: "user",
    apiKey: true,
    summary: "Removes a video from the signed-in user's saved videos",
    query: DeleteSavedVideoQuerySchema.strict(),
    response: DeleteSavedVideoResponseSchema,
    errors: [
      ...signedInErrors({ apiKey: true }),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "The video is not in the user's saved videos"),
    ],
  }),
  submitAffiliateApplication: defineContract({
    id: "submitAffiliateApplication",
    method: "POST",
    path: "/affiliateApplications",
    auth: "none",
    summary: "Stores an affiliate application (201); rate-limited per address",
    body: AffiliateApplicationSchema,
    response: SuccessResponseSchema,
    errors: [
      ...inputErrors({ body: true }),
      contractError(
        429,
        "TOO_MANY_REQUESTS",
        "Too many applications from this address, or from everyone this hour",
      ),
    ],
  }),
  listAffiliateApplications: defineContract({
    id: "listAffiliateApplications",
    method: "GET",
    path: "/admin/affiliateApplications",
    auth: "admin",
    summary: "Stored affiliate applications, newest first",
    query: AffiliateApplicationsQuerySchema,
    response: AffiliateApplicationsResponseSchema,
    errors: [...adminErrors(), ...inputErrors()],
  }),
  getAdminStats: defineContract({
    id: "getAdminStats",
    method: "GET",
    path: "/admin/stats",
    auth: "admin",
    summary: "Users by plan, video store counts, YouTube quota and job states",
    response: AdminStatsSchema,
    errors: [...adminErrors()],
  }),
  getChannelVideos: defineContract({
    id: "getChannelVideos",
    method: "GET",
    path: "/channelVideos",
    auth: "admin",
    summary: "What the video store holds for one channel, newest videos first",
    query: ChannelVideosQuerySchema,
    response: ChannelVideosResponseSchema,
    errors: [
      ...adminErrors(),
      ...inputErrors(),
      contractError(404, "NOT_FOUND", "The channel is not in the video store"),
    ],
  }),
  ...billingContracts,
  ...apiKeyContracts,
  ...analysesContracts,
  ...channelAnalysisContracts,
  ...queueContracts,
  ...recapContracts,
  ...youtubeAccountContracts,
  ...watchlistContracts,
  ...ownAnalyticsContracts,
  ...historyContracts,
} as const;

export type Contracts = typeof contracts;
export type ContractId = keyof Contracts;
