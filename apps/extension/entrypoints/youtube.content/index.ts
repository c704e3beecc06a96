import { defineContentScript } from "wxt/utils/define-content-script";
import { injectScript } from "wxt/utils/inject-script";
import { parsePageMessage } from "../../utils/page-messages";
import { CONTENT_SOURCE } from "../../utils/page-protocol";
import { settingsItem, userItem } from "../../utils/storage";
import { WatchPanelController } from "../../utils/watch-panel-controller";

/**
 * Runs on every YouTube page, so it stays small: page-data bridge, navigation, settings. The
 * panel's React UI is imported lazily by WatchPanelController on watch pages.
 */
export default defineContentScript({
  matches: ["*://*.youtube.com/*"],
  async main(ctx) {
    const panel = new WatchPanelController(ctx);

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
    ctx.addEventListener(document, "yt-navigate-finish", () => panel.onLocationChange(location.href));
    if ("navigation" in window) {
      ctx.addEventListener(window, "wxt:locationchange", (event) => {
        panel.onLocationChange(event.newUrl.href);
        requestPageData();
      });
    }

    const [settings, user] = await Promise.all([settingsItem.getValue(), userItem.getValue()]);
    panel.setEnabled(settings.watchPanel);
    panel.setSignedIn(user !== null);
    ctx.onInvalidated(settingsItem.watch((next) => panel.setEnabled(next.watchPanel)));
    ctx.onInvalidated(userItem.watch((next) => panel.setSignedIn(next !== null)));

    await injectScript("/page-data.js", { keepInDom: false });
  },
});
