import type { PageToContentMessage } from "../shared/page-messages.ts";
import { CONTENT_SOURCE, PAGE_SOURCE } from "../shared/page-protocol.ts";
import { readCurrentVideo, type YouTubeMainWorld } from "./page-data-reader.ts";

/**
 * Runs in YouTube's main world, where the player response and initial data live. Posts the current
 * video's data once the document is parsed (the script is injected at document start, before
 * YouTube's inline data scripts), after every yt-navigate-finish, and when the content script asks.
 * Kept tiny: it runs on every YouTube page.
 */
export function startPageDataReporter(): void {
  let lastNavigation: unknown = null;
  const world = window as unknown as YouTubeMainWorld;

  const post = () => {
    const message: PageToContentMessage = {
      source: PAGE_SOURCE,
      type: "VI_PAGE_DATA",
      url: location.href,
      video: readCurrentVideo(world, lastNavigation),
    };
    window.postMessage(message, location.origin);
  };

  document.addEventListener("yt-navigate-finish", (event) => {
    lastNavigation = (event as CustomEvent).detail;
    post();
  });
  window.addEventListener("message", (event) => {
    const data: unknown = event.data;
    if (event.source !== window || typeof data !== "object" || data === null) return;
    const { source, type } = data as { source?: unknown; type?: unknown };
    if (source === CONTENT_SOURCE && type === "VI_PAGE_DATA_REQUEST") post();
  });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", post, { once: true });
  else post();
}
