import type { ContentScriptContext } from "wxt/utils/content-script-context";
import { type ContentToPageMessage, parsePageMessage } from "../shared/page-messages.ts";
import { CONTENT_SOURCE, type VideoPageData } from "../shared/page-protocol.ts";

/**
 * The content script's end of the page-data bridge: the main-world reader (page-world/) posts the
 * current video's data; every message is validated before use, since anything in the page's main
 * world can post messages.
 */
export function onPageData(
  ctx: ContentScriptContext,
  listener: (url: string, video: VideoPageData | null) => void,
): void {
  ctx.addEventListener(window, "message", (event: MessageEvent) => {
    if (event.source !== window) return;
    const message = parsePageMessage(event.data);
    if (message?.type === "VI_PAGE_DATA") listener(message.url, message.video);
  });
}

/** Asks the main-world reader for the current page data again (after a URL change YouTube did not announce). */
export function requestPageData(): void {
  const message: ContentToPageMessage = { source: CONTENT_SOURCE, type: "VI_PAGE_DATA_REQUEST" };
  window.postMessage(message, location.origin);
}
