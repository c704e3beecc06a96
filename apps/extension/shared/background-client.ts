import { browser } from "wxt/browser";
import type { BackgroundRequest, BackgroundResponse } from "./background-protocol.ts";

/**
 * Sends a request to the background and returns its typed answer. A background that cannot be
 * reached (extension reloaded, worker restarting) becomes a failed answer, not an exception.
 */
export async function sendToBackground<T extends BackgroundRequest>(
  request: T,
): Promise<BackgroundResponse<T["type"]>> {
  try {
    const answer: unknown = await browser.runtime.sendMessage(request);
    if (typeof answer === "object" && answer !== null && "ok" in answer) {
      return answer as BackgroundResponse<T["type"]>;
    }
    return {
      ok: false,
      error: "No answer from the extension",
      code: "EXTENSION_UNAVAILABLE",
    } as BackgroundResponse<T["type"]>;
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      code: "EXTENSION_UNAVAILABLE",
    } as BackgroundResponse<T["type"]>;
  }
}
