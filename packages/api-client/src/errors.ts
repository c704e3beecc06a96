import {
  ApiErrorSchema,
  ClientErrorCode,
  type Contract,
  type ContractError,
  type ContractErrorCode,
  type ErrorCode,
} from "@vi/types";

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
      declared?: ContractError | undefined;
    },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.details = options?.details;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.declared = options?.declared;
  }

  /** The failure the called contract declares for this status and code (its `when`); absent when undeclared. */
  readonly declared: ContractError | undefined;

  /** The server's machine-readable facts (e.g. QuotaExceededDetails of a 429 QUOTA_EXCEEDED). */
  readonly details: Record<string, unknown> | undefined;
  /** For 429 and 503: seconds before a retry can succeed. */
  readonly retryAfterSeconds: number | undefined;

  /** An error status reply: the server's code and message when it sent `{ error: { code, message } }`. */
  static fromReply(status: number, body: unknown, contract?: Contract): ApiError {
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success && parsed.data.error.message.trim() !== "") {
      const { code, message, details, retryAfterSeconds } = parsed.data.error;
      const declared = contract?.errors.find((error) => error.status === status && error.code === code);
      return new ApiError(status, code, message, { details, retryAfterSeconds, declared });
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

/**
 * Whether `error` is a failure `contract` declares (optionally the one with `code`): narrows the code to the
 * contract's own, so a caller's `switch` covers what the endpoint can answer.
 */
export function isContractError<C extends Contract, K extends ContractErrorCode<C> = ContractErrorCode<C>>(
  error: unknown,
  contract: C,
  code?: K,
): error is ApiError & { code: K; declared: ContractError } {
  if (!(error instanceof ApiError) || !error.declared) return false;
  const { declared } = error;
  return contract.errors.includes(declared) && (code === undefined || declared.code === code);
}
