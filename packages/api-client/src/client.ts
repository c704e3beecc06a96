import {
  CancelSubscriptionResponseSchema,
  ChannelAnalyticsResponseSchema,
  ConfirmStripeSessionRequestSchema,
  ConfirmStripeSessionResponseSchema,
  ConnectedYoutubeAccountsResponseSchema,
  CreateCheckoutSessionRequestSchema,
  CreateCheckoutSessionResponseSchema,
  type CreateUserRequest,
  CreateUserRequestSchema,
  CreateUserResponseSchema,
  DeleteSavedVideoQuerySchema,
  DeleteSavedVideoResponseSchema,
  DeleteUserResponseSchema,
  GetSavedVideoDataQuerySchema,
  GetSavedVideoDataResponseSchema,
  GetUserResponseSchema,
  LivemodeRequestSchema,
  type OutliersQueryInput,
  OutliersQuerySchema,
  OutliersResponseSchema,
  SaveVideoRequestSchema,
  SaveVideoResponseSchema,
  SwitchSubscriptionRequestSchema,
  SwitchSubscriptionResponseSchema,
  UndoCancelSubscriptionResponseSchema,
  type UpdateUserRequest,
  UpdateUserRequestSchema,
  UpdateUserResponseSchema,
  VideoInsightsRequestSchema,
  VideoInsightsResponseSchema,
  YoutubeDisconnectRequestSchema,
  YoutubeDisconnectResponseSchema,
  YoutubeInitiateAuthResponseSchema,
  YoutubeOAuthCallbackQuerySchema,
  YoutubeOAuthCallbackResponseSchema,
  type YoutubeOAuthCallbackResult,
} from "@vi/types";
import ky, { isTimeoutError, type KyInstance } from "ky";
import { z } from "zod";
import { ApiError } from "./errors.ts";

export interface ApiLogger {
  error(message: string, ...details: unknown[]): void;
}

export interface ApiClientOptions {
  /** The API origin (and optional path prefix), e.g. "http://localhost:8787". */
  baseUrl: string | URL;
  /** The signed-in user's Firebase ID token, asked for on every authenticated call (tokens expire). */
  getIdToken: () => Promise<string | null | undefined> | string | null | undefined;
  /** Defaults to the global fetch (the extension's background may pass its own). */
  fetch?: typeof globalThis.fetch;
  /** Where failures of the null-returning methods are logged; defaults to console. */
  logger?: ApiLogger;
  /** Milliseconds before a request is abandoned; default 15 s. */
  timeout?: number;
}

export type HttpMethod = "get" | "post" | "put" | "delete";

export interface RequestSpec<S extends z.ZodType> {
  method: HttpMethod;
  /** Path below the base URL, without a leading slash, e.g. "user". */
  path: string;
  /** Schema the 2xx answer must match. */
  schema: S;
  /** Send the bearer token (default true). */
  auth?: boolean;
  json?: unknown;
  searchParams?: Record<string, string>;
}

/** Fields of a user update; null and undefined ones are left out (spec section 5). */
export type UpdateUserFields = { [K in keyof UpdateUserRequest]?: UpdateUserRequest[K] | null };

const NOT_JSON = Symbol("not json");

/** Validates what we are about to send with the same schema the server uses. */
function parseRequest<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError({
      code: "INVALID_REQUEST",
      message: `Invalid ${what}: ${z.prettifyError(result.error)}`,
    });
  }
  return result.data;
}

/** Query values as strings; undefined ones are left out. */
function toSearchParams(
  values: Record<string, string | number | boolean | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = String(value);
  return out;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === "") return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

export function createApiClient(options: ApiClientOptions) {
  const logger: ApiLogger = options.logger ?? console;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    retry: 0, // callers (TanStack Query, the extension's batching) decide about retries
    timeout: options.timeout ?? 15_000,
    throwHttpErrors: false, // error replies are read here to get the server's message
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /**
   * The escape hatch: one call, answer validated with `schema`; every failure throws an ApiError
   * (status, server code and message) instead of being logged.
   */
  async function request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.output<S>> {
    const label = `${spec.method.toUpperCase()} /${spec.path}`;
    const headers: Record<string, string> = {};
    if (spec.auth !== false) {
      let token: string | null | undefined;
      try {
        token = await options.getIdToken();
      } catch (cause) {
        throw new ApiError({ code: "NOT_SIGNED_IN", message: errorMessage(cause), cause });
      }
      if (!token) throw new ApiError({ code: "NOT_SIGNED_IN", message: "Please sign in to continue" });
      headers.authorization = `Bearer ${token}`;
    }

    let response: Response;
    try {
      response = await http(spec.path, {
        method: spec.method,
        headers,
        ...(spec.json === undefined ? {} : { json: spec.json }),
        ...(spec.searchParams ? { searchParams: spec.searchParams } : {}),
      });
    } catch (cause) {
      if (isTimeoutError(cause))
        throw new ApiError({ code: "TIMEOUT", message: `${label} timed out`, cause });
      throw new ApiError({
        code: "NETWORK_ERROR",
        message: `${label} failed: ${errorMessage(cause)}`,
        cause,
      });
    }

    const body = await readJson(response).catch(() => NOT_JSON);
    if (!response.ok) throw ApiError.fromReply(response.status, body === NOT_JSON ? undefined : body);

    const parsed = spec.schema.safeParse(body === NOT_JSON ? undefined : body);
    if (!parsed.success) {
      throw new ApiError({
        code: "INVALID_RESPONSE",
        status: response.status,
        body: body === NOT_JSON ? undefined : body,
        message: `Invalid response from ${label}: ${body === NOT_JSON ? "not JSON" : z.prettifyError(parsed.error)}`,
      });
    }
    return parsed.data;
  }

  /** One typed method per call of spec section 7 (and issues 3, 4); each throws an ApiError on failure. */
  const raw = {
    getUser: async () => request({ method: "get", path: "user", schema: GetUserResponseSchema }),

    createUser: async (body: CreateUserRequest) =>
      request({
        method: "post",
        path: "user",
        schema: CreateUserResponseSchema,
        json: parseRequest(CreateUserRequestSchema, body, "user"),
      }),

    updateUser: async (body: UpdateUserRequest) =>
      request({
        method: "put",
        path: "user",
        schema: UpdateUserResponseSchema,
        json: parseRequest(UpdateUserRequestSchema, body, "user update"),
      }),

    deleteUser: async () => request({ method: "delete", path: "user", schema: DeleteUserResponseSchema }),

    getOutliers: async (query: OutliersQueryInput = {}) =>
      request({
        method: "get",
        path: "outliers",
        schema: OutliersResponseSchema,
        searchParams: toSearchParams(parseRequest(OutliersQuerySchema, query, "outliers query")),
      }),

    getVideoInsights: async (ids: readonly string[]) =>
      request({
        method: "post",
        path: "videos/insights",
        schema: VideoInsightsResponseSchema,
        json: parseRequest(VideoInsightsRequestSchema, { ids: [...new Set(ids)] }, "video ids"),
      }),

    saveVideo: async (videoId: string) =>
      request({
        method: "post",
        path: "savedVideos",
        schema: SaveVideoResponseSchema,
        json: parseRequest(SaveVideoRequestSchema, { videoId }, "video id"),
      }),

    getSavedVideoData: async (savedVideoIds: readonly string[], useFakedBackendData = false) => {
      const query = parseRequest(
        GetSavedVideoDataQuerySchema,
        { savedVideoIds: [...savedVideoIds], useFakedBackendData },
        "saved video ids",
      );
      return request({
        method: "get",
        path: "getSavedVideoData",
        schema: GetSavedVideoDataResponseSchema,
        searchParams: toSearchParams({
          savedVideoIds: query.savedVideoIds.join(","),
          useFakedBackendData: query.useFakedBackendData,
        }),
      });
    },

    deleteSavedVideo: async (videoId: string, useFakedBackendData = false) =>
      request({
        method: "delete",
        path: "deleteSavedVideo",
        schema: DeleteSavedVideoResponseSchema,
        searchParams: toSearchParams(
          parseRequest(DeleteSavedVideoQuerySchema, { videoId, useFakedBackendData }, "video id"),
        ),
      }),

    createCheckoutSessionUrl: async (priceId: string) =>
      request({
        method: "post",
        path: "createCheckoutSessionUrl",
        schema: CreateCheckoutSessionResponseSchema,
        json: parseRequest(CreateCheckoutSessionRequestSchema, { priceId, livemode: true }, "price id"),
      }),

    /** Sent without a token: the payment return page may load before sign-in is restored. */
    confirmStripeSession: async (sessionId: string) =>
      request({
        method: "post",
        path: "stripeSessionId",
        auth: false,
        schema: ConfirmStripeSessionResponseSchema,
        json: parseRequest(ConfirmStripeSessionRequestSchema, { sessionId, livemode: true }, "session id"),
      }),

    cancelSubscription: async () =>
      request({
        method: "post",
        path: "cancelSubscription",
        schema: CancelSubscriptionResponseSchema,
        json: parseRequest(LivemodeRequestSchema, { livemode: true }, "request"),
      }),

    undoCancelSubscription: async () =>
      request({
        method: "post",
        path: "undoCancelSubscription",
        schema: UndoCancelSubscriptionResponseSchema,
        json: parseRequest(LivemodeRequestSchema, { livemode: true }, "request"),
      }),

    switchSubscription: async (priceId: string) =>
      request({
        method: "post",
        path: "switchSubscription",
        schema: SwitchSubscriptionResponseSchema,
        json: parseRequest(SwitchSubscriptionRequestSchema, { priceId, livemode: true }, "price id"),
      }),

    youtubeInitiateAuth: async () =>
      request({ method: "get", path: "youtubeInitiateAuth", schema: YoutubeInitiateAuthResponseSchema }),

    youtubeOAuthCallback: async (code: string, state: string) =>
      request({
        method: "get",
        path: "youtubeOAuthCallback",
        schema: YoutubeOAuthCallbackResponseSchema,
        searchParams: parseRequest(YoutubeOAuthCallbackQuerySchema, { code, state }, "callback parameters"),
      }),

    youtubeDisconnect: async (channelId: string) =>
      request({
        method: "delete",
        path: "youtubeDisconnect",
        schema: YoutubeDisconnectResponseSchema,
        json: parseRequest(YoutubeDisconnectRequestSchema, { channelId }, "channel id"),
      }),

    getConnectedYoutubeAccounts: async () =>
      request({
        method: "get",
        path: "connectedYoutubeAccounts",
        schema: ConnectedYoutubeAccountsResponseSchema,
      }),

    /** Sent without a token (spec section 7). */
    getChannelAnalytics: async () =>
      request({
        method: "get",
        path: "getChannelAnalytics",
        auth: false,
        schema: ChannelAnalyticsResponseSchema,
      }),
  };

  /** Spec section 8: log the failure (with the server's message when it sent one) and answer null. */
  async function orNull<T>(name: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      logger.error(`${name} failed: ${errorMessage(error)}`, error);
      return null;
    }
  }

  /** Spec section 8: the YouTube initiate and disconnect calls throw `HTTP error! status N`. */
  async function throwingHttpStatus<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.isHttpError) {
        throw new ApiError({
          code: error.code,
          status: error.status,
          serverMessage: error.serverMessage,
          body: error.body,
          message: `HTTP error! status ${error.status}`,
          cause: error,
        });
      }
      throw error;
    }
  }

  return {
    /** The same calls, throwing ApiError instead of logging (for callers that need the status). */
    raw,
    request,

    getUser: () => orNull("getUser", raw.getUser),
    createUser: (body: CreateUserRequest) => orNull("createUser", () => raw.createUser(body)),

    /**
     * Sends only the fields that are not null; with none, sends nothing and answers true (nothing failed).
     * Answers false on any failure (spec section 8).
     */
    updateUser: async (fields: UpdateUserFields): Promise<boolean> => {
      const body = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
      ) as UpdateUserRequest;
      if (Object.keys(body).length === 0) return true;
      return (await orNull("updateUser", () => raw.updateUser(body))) !== null;
    },

    deleteUser: () => orNull("deleteUser", raw.deleteUser),
    getOutliers: (query?: OutliersQueryInput) => orNull("getOutliers", () => raw.getOutliers(query)),
    getVideoInsights: (ids: readonly string[]) => orNull("getVideoInsights", () => raw.getVideoInsights(ids)),
    saveVideo: (videoId: string) => orNull("saveVideo", () => raw.saveVideo(videoId)),
    getSavedVideoData: (savedVideoIds: readonly string[], useFakedBackendData = false) =>
      orNull("getSavedVideoData", () => raw.getSavedVideoData(savedVideoIds, useFakedBackendData)),
    deleteSavedVideo: (videoId: string, useFakedBackendData = false) =>
      orNull("deleteSavedVideo", () => raw.deleteSavedVideo(videoId, useFakedBackendData)),
    createCheckoutSessionUrl: (priceId: string) =>
      orNull("createCheckoutSessionUrl", () => raw.createCheckoutSessionUrl(priceId)),
    confirmStripeSession: (sessionId: string) =>
      orNull("confirmStripeSession", () => raw.confirmStripeSession(sessionId)),
    cancelSubscription: () => orNull("cancelSubscription", raw.cancelSubscription),
    undoCancelSubscription: () => orNull("undoCancelSubscription", raw.undoCancelSubscription),
    switchSubscription: (priceId: string) =>
      orNull("switchSubscription", () => raw.switchSubscription(priceId)),

    youtubeInitiateAuth: () => throwingHttpStatus(raw.youtubeInitiateAuth),

    /** Never throws: `{ success: false, error }` with the server's text, its status, or the failure's message. */
    youtubeOAuthCallback: async (code: string, state: string): Promise<YoutubeOAuthCallbackResult> => {
      try {
        await raw.youtubeOAuthCallback(code, state);
        return { success: true };
      } catch (error) {
        logger.error(`youtubeOAuthCallback failed: ${errorMessage(error)}`, error);
        if (error instanceof ApiError && error.isHttpError) {
          return { success: false, error: error.serverMessage ?? `Server responded with ${error.status}` };
        }
        return { success: false, error: errorMessage(error) };
      }
    },

    youtubeDisconnect: (channelId: string) => throwingHttpStatus(() => raw.youtubeDisconnect(channelId)),
    getConnectedYoutubeAccounts: () => orNull("getConnectedYoutubeAccounts", raw.getConnectedYoutubeAccounts),
    getChannelAnalytics: () => orNull("getChannelAnalytics", raw.getChannelAnalytics),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type RawApi = ApiClient["raw"];
