// Typed failures of the YouTube client. Callers branch on the class: a spent local budget and an
// exhausted Google quota wait for the next Pacific-time day, a bad key needs an operator, anything
// else is a YoutubeApiError carrying the HTTP status and Google's reason.

export type YoutubeEndpoint = "videos" | "channels" | "playlistItems" | "commentThreads" | "search";

export interface YoutubeApiErrorDetails {
  endpoint: YoutubeEndpoint;
  status: number;
  /** Google's `errors[0].reason` (e.g. playlistNotFound) or, failing that, details[0].reason. */
  reason: string;
  domain?: string | undefined;
  message: string;
}

export class YoutubeApiError extends Error {
  readonly endpoint: YoutubeEndpoint;
  readonly status: number;
  readonly reason: string;
  readonly domain: string | undefined;

  constructor(details: YoutubeApiErrorDetails) {
    super(`YouTube ${details.endpoint}.list failed: ${details.status} ${details.reason}: ${details.message}`);
    this.name = "YoutubeApiError";
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.reason = details.reason;
    this.domain = details.domain;
  }
}

/** Google answered quotaExceeded: the project's daily units are spent until midnight Pacific Time. */
export class YoutubeQuotaExceededError extends YoutubeApiError {
  constructor(details: YoutubeApiErrorDetails) {
    super(details);
    this.name = "YoutubeQuotaExceededError";
  }
}

/** The API key is missing, malformed, expired, restricted or its project lacks the API. */
export class YoutubeApiKeyError extends YoutubeApiError {
  constructor(details: YoutubeApiErrorDetails) {
    super(details);
    this.name = "YoutubeApiKeyError";
  }
}

/** The response did not have the documented shape (or was not JSON at all). */
export class YoutubeResponseShapeError extends Error {
  readonly endpoint: YoutubeEndpoint;
  readonly issues: readonly string[];

  constructor(endpoint: YoutubeEndpoint, issues: readonly string[]) {
    super(`YouTube ${endpoint}.list returned an unexpected response: ${issues.slice(0, 5).join("; ")}`);
    this.name = "YoutubeResponseShapeError";
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** The request never got an HTTP answer (DNS, refused connection, reset), after all retries. */
export class YoutubeNetworkError extends Error {
  readonly endpoint: YoutubeEndpoint;

  constructor(endpoint: YoutubeEndpoint, cause: unknown) {
    super(
      `YouTube ${endpoint}.list could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = "YoutubeNetworkError";
    this.endpoint = endpoint;
  }
}

/** Refused locally, before any request: the call would take the day's usage past the budget. */
export class QuotaBudgetExhaustedError extends Error {
  readonly requested: number;
  readonly used: number;
  readonly dailyLimit: number;
  readonly resetsAt: Date;

  constructor(details: { requested: number; used: number; dailyLimit: number; resetsAt: Date }) {
    super(
      `YouTube quota budget exhausted: ${details.used} of ${details.dailyLimit} units used today, ` +
        `${details.requested} more requested; resets at ${details.resetsAt.toISOString()} (midnight Pacific Time)`,
    );
    this.name = "QuotaBudgetExhaustedError";
    this.requested = details.requested;
    this.used = details.used;
    this.dailyLimit = details.dailyLimit;
    this.resetsAt = details.resetsAt;
  }
}
