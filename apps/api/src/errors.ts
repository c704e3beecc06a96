// The errors a route throws and the body they are answered with. The codes are @vi/types' (ErrorCode of
// core), so clients compare with the same constants; error-handler.ts turns a thrown error into the answer.
import { ErrorCode } from "@vi/types";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export { ErrorCode };

/** What an error may add to its code and message (see ApiErrorSchema in @vi/types). */
export interface ErrorExtra {
  field?: string;
  retryAfterSeconds?: number;
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** An error whose message is safe to show to the caller; anything else is answered 500 without details. */
export class HttpError extends Error {
  override name = "HttpError";
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
  new HttpError(400, ErrorCode.BAD_REQUEST, message, field === undefined ? {} : { field });
export const unauthorized = (message: string) => new HttpError(401, ErrorCode.UNAUTHORIZED, message);
export const forbidden = (message: string) => new HttpError(403, ErrorCode.FORBIDDEN, message);
export const notFound = (message: string) => new HttpError(404, ErrorCode.NOT_FOUND, message);

export const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  429: ErrorCode.TOO_MANY_REQUESTS,
  503: ErrorCode.SERVICE_UNAVAILABLE,
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
