// The machine-readable codes of the API's error body `{ error: { code, message } }` and the codes the API
// client adds for failures without an answer. Zod-free, so every context compares codes with these
// constants (`ErrorCode.NOT_FOUND`) instead of repeating strings. The maps are marked pure so a bundle that
// uses none of them (the per-page content script) drops them.

/** Codes the server answers. */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "EMAIL_NOT_VERIFIED",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "TOO_MANY_REQUESTS",
  /** A daily plan allowance is spent (details: QuotaExceededDetailsSchema). */
  "QUOTA_EXCEEDED",
  /** A comment analysis of a video whose comments are off, or that has none yet. */
  "COMMENTS_DISABLED",
  "NO_COMMENTS",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes the API client produces itself: no answer came, or the answer was not what the contract says. */
export const CLIENT_ERROR_CODES = [
  "NETWORK_ERROR",
  "TIMEOUT",
  "ABORTED",
  "NOT_SIGNED_IN",
  "INVALID_REQUEST",
  "INVALID_RESPONSE",
  "HTTP_ERROR",
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const byName = <const T extends readonly string[]>(codes: T) =>
  Object.freeze(Object.fromEntries(codes.map((code) => [code, code]))) as { readonly [K in T[number]]: K };

/** `ErrorCode.NOT_FOUND` is "NOT_FOUND": the constants to compare an error's code with. */
export const ErrorCode = /* @__PURE__ */ byName(ERROR_CODES);
/** `ClientErrorCode.NOT_SIGNED_IN` is "NOT_SIGNED_IN". */
export const ClientErrorCode = /* @__PURE__ */ byName(CLIENT_ERROR_CODES);
