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

    // SPA navigation: the page script also reports after yt-navigate-finish; this drops the old
    // panel right away and asks again in case YouTube finished before the URL event.
    const requestPageData = () =>
      window.postMessage({ source: CONTENT_SOURCE, type: "VI_PAGE_DATA_REQUEST" }, location.origin);
    ctx.addEventListener(window, "wxt:locationchange", (event) => {
      panel.onLocationChange(event.newUrl.href);
      requestPageData();
    });

    const [settings, user] = await Promise.all([settingsItem.getValue(), userItem.getValue()]);
    panel.setEnabled(settings.watchPanel);
    panel.setSignedIn(user !== null);
    ctx.onInvalidated(settingsItem.watch((next) => panel.setEnabled(next.watchPanel)));
    ctx.onInvalidated(userItem.watch((next) => panel.setSignedIn(next !== null)));

    await injectScript("/page-data.js", { keepInDom: false });
  },
});
