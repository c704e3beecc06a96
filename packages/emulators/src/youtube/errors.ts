// Error answers in Google's JSON error format, with the codes, domains, reasons and messages the
// YouTube Data API documents (developers.google.com/youtube/v3/docs/errors) or is seen returning.

/** Google's JSON error body: `{ error: { code, message, errors: [{ domain, reason, ... }], status?, details? } }`. */
export interface GoogleErrorBody {
  error: {
    code: number;
    message: string;
    errors: Array<{
      message: string;
      domain: string;
      reason: string;
      location?: string;
      locationType?: string;
    }>;
    status?: string;
    details?: Array<Record<string, unknown>>;
  };
}

export class EmulatorError extends Error {
  readonly status: number;
  readonly body: GoogleErrorBody;

  constructor(status: number, body: GoogleErrorBody) {
    super(body.error.message);
    this.status = status;
    this.body = body;
  }

  get reason(): string {
    return this.body.error.errors[0]?.reason ?? "unknown";
  }
}

interface ErrorItem {
  message?: string;
  domain: string;
  reason: string;
  location?: string;
  locationType?: string;
}

export function googleError(
  code: number,
  message: string,
  item: ErrorItem,
  extra: { status?: string; details?: Array<Record<string, unknown>> } = {},
): EmulatorError {
  return new EmulatorError(code, {
    error: {
      code,
      message,
      errors: [
        { message: item.message ?? message, domain: item.domain, reason: item.reason, ...locationOf(item) },
      ],
      ...(extra.status ? { status: extra.status } : {}),
      ...(extra.details ? { details: extra.details } : {}),
    },
  });
}

function locationOf(item: ErrorItem): { location?: string; locationType?: string } {
  return item.location ? { location: item.location, locationType: item.locationType ?? "parameter" } : {};
}

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

export const errors = {
  missingKey: () =>
    googleError(
      403,
      "The request is missing a valid API key.",
      { domain: "global", reason: "forbidden" },
      { status: "PERMISSION_DENIED" },
    ),
  /** Google's current answer to a wrong key: reason badRequest, with API_KEY_INVALID in details. */
  keyInvalid: () =>
    googleError(
      400,
      "API key not valid. Please pass a valid API key.",
      { domain: "global", reason: "badRequest" },
      {
        status: "INVALID_ARGUMENT",
        details: [
          {
            "@type": "type.googleapis.com/google.rpc.ErrorInfo",
            reason: "API_KEY_INVALID",
            domain: "googleapis.com",
            metadata: { service: "youtube.googleapis.com" },
          },
        ],
      },
    ),
  quotaExceeded: () => googleError(403, QUOTA_MESSAGE, { domain: "youtube.quota", reason: "quotaExceeded" }),
  required: (parameter: string) =>
    googleError(400, `Required parameter: ${parameter}`, {
      domain: "global",
      reason: "required",
      location: parameter,
    }),
  unknownPart: (part: string) =>
    googleError(400, part, { domain: "youtube.part", reason: "unknownPart", location: "part" }),
  unexpectedParameter: (name: string) =>
    googleError(
      400,
      `Invalid JSON payload received. Unknown name "${name}": Cannot bind query parameter. Field '${name}' could not be found in request message.`,
      { domain: "global", reason: "badRequest" },
      { status: "INVALID_ARGUMENT" },
    ),
  missingFilter: (expected: readonly string[]) =>
    googleError(400, `No filter selected. Expected one of: ${expected.join(", ")}`, {
      domain: "youtube.parameter",
      reason: "missingRequiredParameter",
      location: "parameters.",
      locationType: "other",
    }),
  incompatibleParameters: (message: string) =>
    googleError(400, message, {
      domain: "youtube.parameter",
      reason: "incompatibleParameters",
      location: "parameters.",
      locationType: "other",
    }),
  invalidFilters: () =>
    googleError(400, "The request specifies an invalid filter parameter.", {
      domain: "youtube.parameter",
      reason: "invalidFilters",
      location: "parameters.",
      locationType: "other",
    }),
  invalidValue: (parameter: string, value: string, hint: string) =>
    googleError(400, `Invalid value '${value}'. ${hint}`, {
      domain: "youtube.parameter",
      reason: "invalidParameter",
      location: parameter,
    }),
  invalidPageToken: () =>
    googleError(400, "The request specifies an invalid page token.", {
      domain: "youtube.parameter",
      reason: "invalidPageToken",
      location: "pageToken",
    }),
  playlistNotFound: () =>
    googleError(
      404,
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      { domain: "youtube.playlistItem", reason: "playlistNotFound", location: "playlistId" },
    ),
  videoNotFound: () =>
    googleError(
      404,
      'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter could not be found.',
      { domain: "youtube.commentThread", reason: "videoNotFound", location: "videoId" },
    ),
  commentsDisabled: () =>
    googleError(
      403,
      'The video identified by the <code><a href="/youtube/v3/docs/commentThreads/list#videoId">videoId</a></code> parameter has disabled comments.',
      { domain: "youtube.commentThread", reason: "commentsDisabled", location: "videoId" },
    ),
  unsupported: (what: string) =>
    googleError(400, `${what} is not supported by the local YouTube emulator.`, {
      domain: "youtube.parameter",
      reason: "unsupportedParameter",
    }),
  /** An Authorization header whose token Google does not accept (unknown, expired or revoked). */
  invalidCredentials: () =>
    googleError(
      401,
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
      {
        message: "Invalid Credentials",
        domain: "global",
        reason: "authError",
        location: "Authorization",
        locationType: "header",
      },
      { status: "UNAUTHENTICATED" },
    ),
  /** `mine=true` with an API key only: the call needs the user's OAuth token. */
  authorizationRequired: (parameter: string) =>
    googleError(
      401,
      `The request uses the <code>${parameter}</code> parameter but is not properly authorized.`,
      {
        domain: "youtube.parameter",
        reason: "authorizationRequired",
        location: parameter,
      },
    ),
  insufficientScopes: () =>
    googleError(
      403,
      "Request had insufficient authentication scopes.",
      { message: "Insufficient Permission", domain: "global", reason: "insufficientPermissions" },
      { status: "PERMISSION_DENIED" },
    ),
  /** channels.list?mine=true for an account without a channel answers an empty list; subscriptions this. */
  subscriberNotFound: () =>
    googleError(404, "The subscriber identified with the request cannot be found.", {
      domain: "youtube.subscription",
      reason: "subscriberNotFound",
    }),
  notFound: () =>
    googleError(404, "Not Found", { domain: "global", reason: "notFound" }, { status: "NOT_FOUND" }),
  methodNotAllowed: () =>
    googleError(405, "Method Not Allowed", { domain: "global", reason: "httpMethodNotAllowed" }),
  /** For injected failures (tests of retries): 5xx, 429 or 403 rate limits. */
  injected: (status: number, reason: string) => {
    const messages: Record<string, string> = {
      backendError: "Backend Error",
      rateLimitExceeded: "Rate Limit Exceeded",
      userRateLimitExceeded: "User Rate Limit Exceeded",
    };
    const domain = /ratelimitexceeded$/i.test(reason) ? "usageLimits" : "global";
    return googleError(status, messages[reason] ?? reason, { domain, reason });
  },
};
