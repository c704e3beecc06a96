import { ApiErrorSchema, ClientErrorCode, type ErrorCode } from "@vi/types";

/** Codes the client itself produces (ClientErrorCode of @vi/types/core); re-exported for callers. */
export type { ClientErrorCode };

/** Every failure of `api.call`: what a caller needs to decide (status, code) and to show (message). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    /** HTTP status; 0 when no answer came (network, timeout, abort, no token, input refused). */
    readonly status: number,
    /** The server's `error.code` (ErrorCode), or one of ClientErrorCode. */
    readonly code: ErrorCode | ClientErrorCode | (string & {}),
    message: string,
    options?: {
      cause?: unknown;
      details?: Record<string, unknown> | undefined;
      retryAfterSeconds?: number | undefined;
    },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.details = options?.details;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** The server's machine-readable facts (e.g. QuotaExceededDetails of a 429 QUOTA_EXCEEDED). */
  readonly details: Record<string, unknown> | undefined;
  /** For 429 and 503: seconds before a retry can succeed. */
  readonly retryAfterSeconds: number | undefined;

  /** An error status reply: the server's code and message when it sent `{ error: { code, message } }`. */
  static fromReply(status: number, body: unknown): ApiError {
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success && parsed.data.error.message.trim() !== "") {
      const { code, message, details, retryAfterSeconds } = parsed.data.error;
      return new ApiError(status, code, message, { details, retryAfterSeconds });
    }
    return new ApiError(
      status,
      parsed.success ? parsed.data.error.code : ClientErrorCode.HTTP_ERROR,
      `Request failed with status ${status}`,
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
