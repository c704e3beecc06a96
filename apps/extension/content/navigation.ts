import type { ContentScriptContext } from "wxt/utils/content-script-context";

export interface Navigation {
  /** The page's URL after the change. */
  url: string;
  /**
   * YouTube announced it (yt-navigate-finish): the main-world reader posts the new page data by
   * itself. Otherwise only the URL changed, and the page data has to be asked for.
   */
  announced: boolean;
}

/**
 * YouTube's page changes (it is a single-page app) as one subscription. yt-navigate-finish is YouTube's
 * own event, dispatched on the document, so it reaches this isolated world too. WXT's
 * wxt:locationchange covers URL changes YouTube does not announce; it is subscribed only where the
 * Navigation API makes it event-driven (elsewhere WXT would poll the URL every second). One change can
 * be reported by both, so listeners must take the same URL twice in their stride.
 */
export function onNavigate(ctx: ContentScriptContext, listener: (navigation: Navigation) => void): void {
  ctx.addEventListener(document, "yt-navigate-finish", () => {
    listener({ url: location.href, announced: true });
  });
  if ("navigation" in window) {
    ctx.addEventListener(window, "wxt:locationchange", (event) => {
      // A download through a link (a transcript file) is a navigation to a blob: URL that never leaves
      // the page; only a change of the page's own URL is one.
      if (event.newUrl.protocol !== location.protocol) return;
      listener({ url: event.newUrl.href, announced: false });
    });
  }
}
