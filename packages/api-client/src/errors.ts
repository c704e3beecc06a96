import { ApiErrorSchema } from "@vi/types";

/**
 * Codes the client itself produces; an HTTP error carries the server's own code
 * (from `{ error: { code, message } }`) or "HTTP_ERROR" when the reply had none.
 */
export type ClientErrorCode =
  | "NETWORK_ERROR"
  | "TIMEOUT"
  | "INVALID_RESPONSE"
  | "INVALID_REQUEST"
  | "NOT_SIGNED_IN"
  | "HTTP_ERROR";

export interface ApiErrorInit {
  message: string;
  code: ClientErrorCode | (string & {});
  /** HTTP status; null when no answer arrived (network, timeout, no token, bad input). */
  status?: number | null;
  /** The message the server put in its reply, if any. */
  serverMessage?: string | null;
  /** The parsed reply body, if any. */
  body?: unknown;
  cause?: unknown;
}

/** Every failure of a raw call: what a caller needs to decide (status, code) and to show (message). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: string;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.body = init.body;
  }

  /** The server answered with an error status (as opposed to no answer or a malformed one). */
  get isHttpError(): boolean {
    return this.status !== null && this.status >= 400;
  }

  /** An error status reply: the server's message if it sent one, else `HTTP error! status N`. */
  static fromReply(status: number, body: unknown): ApiError {
    const serverMessage = messageFromReply(body);
    const parsed = ApiErrorSchema.safeParse(body);
    return new ApiError({
      message: serverMessage ?? `HTTP error! status ${status}`,
      code: parsed.success ? parsed.data.error.code : "HTTP_ERROR",
      status,
      serverMessage,
      body,
    });
  }
}

/**
 * The human message of an error reply: our `{ error: { message } }`, or the spec's older
 * `{ error: "text" }` / `{ message: "text" }` shapes. Empty strings count as none.
 */
export function messageFromReply(body: unknown): string | null {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return parsed.data.error.message.trim() || null;
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const value of [record.error, record.message]) {
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}
