import { ViUserDataMessageSchema } from "@vi/types";
import { browser } from "wxt/browser";
import { z } from "zod";

/**
 * Messages to the background (browser.runtime.sendMessage), a union keyed on `type`. Each request
 * type maps to its response type in BackgroundResponses, so callers get typed answers.
 */
export const BackgroundRequestSchema = z.discriminatedUnion("type", [
  // From the website content script: the signed-in user (or null on sign-out).
  ViUserDataMessageSchema,
  // From extension pages (popup): a valid ID token for API calls, refreshed when needed.
  z.object({ type: z.literal("VI_GET_ID_TOKEN") }),
]);
export type BackgroundRequest = z.infer<typeof BackgroundRequestSchema>;

/** Every answer says whether the background did the work; failures carry a message. */
export type BackgroundResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };

export interface BackgroundResponses {
  VI_USER_DATA: BackgroundResult;
  VI_GET_ID_TOKEN: BackgroundResult<{ idToken: string | null }>;
}

export type BackgroundResponse<T extends BackgroundRequest["type"]> = BackgroundResponses[T];

/** Sends a request to the background and returns its typed answer. */
export function sendToBackground<T extends BackgroundRequest>(
  request: T,
): Promise<BackgroundResponse<T["type"]>> {
  return browser.runtime.sendMessage(request);
}
