import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { readCurrentVideo, type YouTubeMainWorld } from "../utils/page-data-reader";
import type { PageToContentMessage } from "../utils/page-messages";
import { CONTENT_SOURCE, PAGE_SOURCE } from "../utils/page-protocol";

/**
 * Runs in YouTube's main world (injected by the YouTube content script), where the player response
 * and initial data live. Posts the current video's data once the document is parsed (it is injected
 * at document start, before YouTube's inline data scripts), after every yt-navigate-finish, and when
 * the content script asks. Kept tiny: it runs on every YouTube page.
 */
export default defineUnlistedScript(() => {
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
});
