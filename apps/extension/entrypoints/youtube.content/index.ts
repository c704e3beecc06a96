import { defineContentScript } from "wxt/utils/define-content-script";
import { injectScript } from "wxt/utils/inject-script";
import { sendToBackground } from "../../utils/background-client";
import { BadgeController } from "../../utils/badge-controller";
import { createPageInsights } from "../../utils/page-insights";
import { parsePageMessage } from "../../utils/page-messages";
import { CONTENT_SOURCE } from "../../utils/page-protocol";
import { settingsItem, userItem } from "../../utils/storage";
import { WatchPanelController } from "../../utils/watch-panel-controller";

/**
 * Runs on every YouTube page, so it stays small: page-data bridge, navigation, settings, thumbnail
 * badges (plain DOM). The panel's React UI is imported lazily by WatchPanelController on watch pages.
 */
export default defineContentScript({
  matches: ["*://*.youtube.com/*"],
  // The document is parsed (YouTube's inline player response has run) but images may still load:
  // earlier than the default document_idle, which can wait for a busy page to calm down.
  runAt: "document_end",
  async main(ctx) {
    const insights = createPageInsights((ids, urgent) =>
      sendToBackground({ type: "VI_GET_INSIGHTS", ids, urgent }),
    );
    const panel = new WatchPanelController(ctx, {
      insights,
      async setSaved(videoId, saved) {
        const answer = await sendToBackground({ type: "VI_SET_SAVED", videoId, saved });
        return answer.ok ? null : answer.error;
      },
    });
    const badges = new BadgeController({ document, insights });
    ctx.onInvalidated(() => badges.stop());

    // Page data from the main-world script (entrypoints/page-data.ts), validated before use.
    ctx.addEventListener(window, "message", (event: MessageEvent) => {
      if (event.source !== window) return;
      const message = parsePageMessage(event.data);
      if (message?.type === "VI_PAGE_DATA") panel.onVideo(message.url, message.video);
    });

    // SPA navigation. yt-navigate-finish is YouTube's own event (dispatched on the document, so it
    // reaches this isolated world too); the main-world script answers it with the new page data.
    // WXT's wxt:locationchange covers URL changes YouTube does not announce; it is subscribed only
    // where the Navigation API makes it event-driven (elsewhere WXT would poll the URL every second).
    const requestPageData = () =>
      window.postMessage({ source: CONTENT_SOURCE, type: "VI_PAGE_DATA_REQUEST" }, location.origin);
    ctx.addEventListener(document, "yt-navigate-finish", () => {
      panel.onLocationChange(location.href);
      badges.onNavigate(location.href);
    });
    if ("navigation" in window) {
      ctx.addEventListener(window, "wxt:locationchange", (event) => {
        panel.onLocationChange(event.newUrl.href);
        badges.onNavigate(event.newUrl.href);
        requestPageData();
      });
    }

    // The page data, the panel's UI module and the stored state load side by side; the panel waits
    // for the stored state (panel.start) so it never flashes a signed-out or switched-off view.
    panel.preload(location.href);
    const injected = injectScript("/page-data.js", { keepInDom: false });
    const [settings, user] = await Promise.all([settingsItem.getValue(), userItem.getValue()]);
    panel.setSignedIn(user !== null, user?.savedVideoIds);
    panel.setEnabled(settings.watchPanel);
    panel.start();
    badges.onNavigate(location.href);
    badges.setSignedIn(user !== null);
    badges.setEnabled(settings.thumbnailBadges);
    ctx.onInvalidated(
      settingsItem.watch((next) => {
        panel.setEnabled(next.watchPanel);
        badges.setEnabled(next.thumbnailBadges);
      }),
    );
    ctx.onInvalidated(
      userItem.watch((next) => {
        panel.setSignedIn(next !== null, next?.savedVideoIds);
        badges.setSignedIn(next !== null);
      }),
    );

    await injected;
  },
});
