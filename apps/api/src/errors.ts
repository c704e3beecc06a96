import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./context.ts";

/** Machine-readable codes of the `{ error: { code, message } }` body. */
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "EMAIL_NOT_VERIFIED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  /** A daily plan allowance is spent (details: QuotaExceededDetailsSchema of @vi/types). */
  | "QUOTA_EXCEEDED"
  /** A comment analysis of a video whose comments are off, or that has none yet. */
  | "COMMENTS_DISABLED"
  | "NO_COMMENTS"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL";

/** What an error may add to its code and message (see ApiErrorSchema in @vi/types). */
export interface ErrorExtra {
  field?: string;
  retryAfterSeconds?: number;
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** An error whose message is safe to show to the caller; anything else is answered 500 without details. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError(400, "BAD_REQUEST", message, field === undefined ? {} : { field });
export const unauthorized = (message: string) => new ApiError(401, "UNAUTHORIZED", message);
export const forbidden = (message: string) => new ApiError(403, "FORBIDDEN", message);
export const notFound = (message: string) => new ApiError(404, "NOT_FOUND", message);

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

export function errorBody(code: string, message: string, extra: Omit<ErrorExtra, "cause"> = {}) {
  const { field, retryAfterSeconds, details } = extra;
  return {
    error: {
      code,
      message,
      ...(field === undefined ? {} : { field }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      ...(details === undefined ? {} : { details }),
    },
  };
}

/**
 * Whether an error is PostgreSQL refusing a row of a user who is no longer there (foreign key 23503 on a
 * `*_uid_users_uid_fk` constraint): a request that raced DELETE /user. The driver's error may sit in the
 * cause chain of drizzle's.
 */
export function isMissingUserError(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === "23503") {
      const name = typeof constraint === "string" ? constraint : typeof message === "string" ? message : "";
      return /_uid_users_uid_fk\b/.test(name);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  // Any write racing DELETE /user answers as if the user had no record, like every read does.
  if (isMissingUserError(err)) {
    c.var.logger.info({ method: c.req.method, path: c.req.path }, "request raced the user's deletion");
    return c.json(errorBody("NOT_FOUND", "No user record: the account was deleted."), 404);
  }
  if (err instanceof ApiError) {
    if (err.extra.retryAfterSeconds !== undefined)
      c.header("Retry-After", String(err.extra.retryAfterSeconds));
    return c.json(errorBody(err.code, err.message, err.extra), err.status);
  }
  // Hono's own 4xx (malformed JSON body, body limit...) keep their status and message.
  if (err instanceof HTTPException && err.status < 500) {
    const status = err.status as ContentfulStatusCode;
    // The only such 400 is the JSON validator's (a body that is no JSON): it is about the body.
    const field = status === 400 && /JSON/i.test(err.message) ? "body" : undefined;
    return c.json(
      errorBody(
        CODE_BY_STATUS[status] ?? "BAD_REQUEST",
        err.message || "Bad request",
        field ? { field } : {},
      ),
      status,
    );
  }
  c.var.logger.error({ err, method: c.req.method, path: c.req.path }, "unhandled error");
  return c.json(errorBody("INTERNAL", "Internal server error"), 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`), 404);
