// What a failed request tells the person using the page. The API's codes and validation texts name fields
// ("maxViews: must be at least minViews") and are for developers; the codes whose messages the API writes
// for people (a video with comments turned off, a paused service) pass through, every other code maps to
// a sentence here, in the reader's language (the app's i18next instance, src/i18n/i18n.ts).
import { ApiError } from "@vi/api-client";
import { ClientErrorCode, ErrorCode } from "@vi/types/core";
import { getI18n } from "react-i18next";
import "../i18n/use-t.ts";

/** Codes whose message the API composes for the person who asked (apps/api writes them as sentences). */
const WRITTEN_FOR_PEOPLE = new Set<string>([
  ErrorCode.NOT_FOUND,
  ErrorCode.CONFLICT,
  ErrorCode.COMMENTS_DISABLED,
  ErrorCode.NO_COMMENTS,
  ErrorCode.SERVICE_UNAVAILABLE,
]);

type MessageKey = "generic" | "offline" | "badRequest" | "signedOut" | "forbidden" | "tooMany" | "quota";

/** The sentence in the reader's language (English where no app has started: a unit test). */
function say(key: MessageKey): string {
  return getI18n().t(`account.errors.${key}`);
}

/**
 * A sentence for `error`. `badRequest` replaces the generic text for a 400 (the page knows what the
 * person sent, e.g. 'Enter a YouTube video link').
 */
export function userMessage(error: unknown, options: { badRequest?: string } = {}): string {
  if (!(error instanceof ApiError)) return say("generic");
  if (WRITTEN_FOR_PEOPLE.has(error.code) && error.message.trim() !== "") return error.message;
  switch (error.code) {
    case ClientErrorCode.NETWORK_ERROR:
    case ClientErrorCode.TIMEOUT:
      return say("offline");
    case ClientErrorCode.NOT_SIGNED_IN:
    case ErrorCode.UNAUTHORIZED:
      return say("signedOut");
    case ErrorCode.BAD_REQUEST:
    case ClientErrorCode.INVALID_REQUEST:
      return options.badRequest ?? say("badRequest");
    case ErrorCode.FORBIDDEN:
    case ErrorCode.EMAIL_NOT_VERIFIED:
      return say("forbidden");
    case ErrorCode.TOO_MANY_REQUESTS:
      return error.retryAfterSeconds
        ? getI18n().t("account.errors.tooManyWait", { wait: waitText(error.retryAfterSeconds) })
        : say("tooMany");
    case ErrorCode.QUOTA_EXCEEDED:
      return say("quota");
    default:
      return say("generic");
  }
}

/** "30 seconds", "2 minutes". */
function waitText(seconds: number): string {
  const t = getI18n().t;
  if (seconds < 90) return t("account.errors.seconds", { count: Math.max(1, Math.round(seconds)) });
  return t("account.errors.minutes", { count: Math.round(seconds / 60) });
}

/**
 * An answer the page expected and handles (a 404 for something deleted, a 400 it explains, a 429 it
 * shows as a limit): not worth a console error, which would hide the real ones.
 */
export function isExpectedAnswer(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 409, 422, 429].includes(error.status);
}
