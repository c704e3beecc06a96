// What /oauth-callback does with the address Google sent the pop-up back to (spec: States, "YouTube
// connection"; Error catalogue). Pure: the page renders the outcome and messages the opener.
import { ApiError } from "@vi/api-client";
import { contracts } from "@vi/types";
import { getI18n } from "react-i18next";
import { api } from "../../auth/api.ts";
import "../../i18n/use-t.ts";

/** The pop-up's sentences, read when used: in the reader's language (English in a unit test). */
const say = (key: string, error?: string) => getI18n().t(`account.oauth.${key}`, { error });
export const CALLBACK_TEXT = {
  get processing() {
    return say("processing");
  },
  get success() {
    return say("success");
  },
  get none() {
    return say("none");
  },
  failed: (error: string) => say("failed", error),
  processingError: (error: string) => say("processingError", error),
  unexpected: (message: string) => say("unexpected", message),
};

/**
 * What a failed linking means for the person: Google's error codes (access_denied when Cancel was pressed
 * on the consent page, server_error...) and our own fallbacks become sentences; the API's own messages are
 * written for people and pass through.
 */
export function linkingFailureText(error: string): string {
  if (error === "access_denied" || error === "denied") return getI18n().t("account.oauth.cancelledConsent");
  if (/^[a-z_]+$/.test(error) || error.startsWith("Server responded with") || error === "Unknown error")
    return getI18n().t("account.oauth.couldNotLink");
  return error;
}

/** The pop-up closes this long after a success. */
export const CLOSE_AFTER_SUCCESS_MS = 1_500;

export type CallbackOutcome =
  | { kind: "success"; text: string }
  | { kind: "failure"; text: string; error: string };

/** The callback service: success, or the server's error text, 'Server responded with {status}', 'Unknown error'. */
export async function sendCallback(
  code: string,
  state: string,
): Promise<{ success: true } | { success: false; error: string }> {
  try {
    await api.call(contracts.youtubeOAuthCallback, { query: { code, state } });
    return { success: true };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      const fromServer = error.message.startsWith("Request failed with status") ? "" : error.message;
      return { success: false, error: fromServer || `Server responded with ${error.status}` };
    }
    return {
      success: false,
      error: error instanceof Error && error.message ? error.message : "Unknown error",
    };
  }
}

/** Which of the spec's cases the query is, and its outcome (null: none of them). */
export async function handleCallback(
  params: URLSearchParams,
  send: typeof sendCallback = sendCallback,
): Promise<CallbackOutcome> {
  try {
    const code = params.get("code");
    const state = params.get("state");
    const providerError = params.get("error");
    if (code && state) {
      const result = await send(code, state);
      return result.success
        ? { kind: "success", text: CALLBACK_TEXT.success }
        : { kind: "failure", text: CALLBACK_TEXT.processingError(result.error), error: result.error };
    }
    if (providerError) {
      // The opener gets Google's code and words it itself (linkingFailureText).
      return {
        kind: "failure",
        text: CALLBACK_TEXT.failed(linkingFailureText(providerError)),
        error: providerError,
      };
    }
    if (params.get("youtube_connected") === "true") return { kind: "success", text: CALLBACK_TEXT.success };
    const youtubeError = params.get("youtube_error");
    if (youtubeError !== null) {
      const error = youtubeError || "Unknown error";
      return { kind: "failure", text: CALLBACK_TEXT.failed(linkingFailureText(error)), error };
    }
    return { kind: "failure", text: CALLBACK_TEXT.none, error: CALLBACK_TEXT.none };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : "Unknown error";
    return { kind: "failure", text: CALLBACK_TEXT.unexpected(message), error: message };
  }
}
