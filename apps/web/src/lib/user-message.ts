// What a failed request tells the person using the page. The API's codes and validation texts name fields
// ("maxViews: must be at least minViews") and are for developers; the codes whose messages the API writes
// for people (a video with comments turned off, a paused service) pass through, every other code maps to
// a sentence here.
import { ApiError } from "@vi/api-client";
import { ClientErrorCode, ErrorCode } from "@vi/types/core";

/** Codes whose message the API composes for the person who asked (apps/api writes them as sentences). */
const WRITTEN_FOR_PEOPLE = new Set<string>([
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.COMMENTS_DISABLED,
  ErrorCode.NO_COMMENTS,
  ErrorCode.SERVICE_UNAVAILABLE,
]);

const MESSAGES = {
  generic: "Something went wrong on our side. Please try again.",
  offline: "We couldn't reach VidInsight. Check your connection and try again.",
  badRequest: "Some of the values were not accepted. Check them and try again.",
  signedOut: "Your session has ended. Please sign in again.",
  forbidden: "Your account doesn't have access to this.",
  tooMany: "Too many requests in a short time. Please wait a moment and try again.",
  quota: "Daily limit reached. Upgrade your plan or try again after the reset.",
} as const;

/**
 * A sentence for `error`. `badRequest` replaces the generic text for a 400 (the page knows what the
 * person sent, e.g. 'Enter a YouTube video link').
 */
export function userMessage(error: unknown, options: { badRequest?: string } = {}): string {
  if (!(error instanceof ApiError)) return MESSAGES.generic;
  if (WRITTEN_FOR_PEOPLE.has(error.code) && error.message.trim() !== "") return error.message;
  switch (error.code) {
    case ClientErrorCode.NETWORK_ERROR:
    case ClientErrorCode.TIMEOUT:
      return MESSAGES.offline;
    case ClientErrorCode.NOT_SIGNED_IN:
    case ErrorCode.UNAUTHORIZED:
      return MESSAGES.signedOut;
    case ErrorCode.BAD_REQUEST:
    case ClientErrorCode.INVALID_REQUEST:
      return options.badRequest ?? MESSAGES.badRequest;
    case ErrorCode.FORBIDDEN:
    case ErrorCode.EMAIL_NOT_VERIFIED:
      return MESSAGES.forbidden;
    case ErrorCode.TOO_MANY_REQUESTS:
      return error.retryAfterSeconds
        ? `Too many requests in a short time. Please try again in ${waitText(error.retryAfterSeconds)}.`
        : MESSAGES.tooMany;
    case ErrorCode.QUOTA_EXCEEDED:
      return MESSAGES.quota;
    default:
      return MESSAGES.generic;
  }
}

/** "30 seconds", "2 minutes". */
function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} seconds`;
  return `${Math.round(seconds / 60)} minutes`;
}

/**
 * An answer the page expected and handles (a 404 for something deleted, a 400 it explains, a 429 it
 * shows as a limit): not worth a console error, which would hide the real ones.
 */
export function isExpectedAnswer(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 409, 422, 429].includes(error.status);
}
