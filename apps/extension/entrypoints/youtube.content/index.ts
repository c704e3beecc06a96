import { defineContentScript } from "wxt/utils/define-content-script";
import { injectScript } from "wxt/utils/inject-script";
import { PageAnalysisController } from "../../content/analyses/controller.ts";
import { backgroundAnalyses } from "../../content/analyses/requests.ts";
import { BadgeController } from "../../content/badges/badge-controller.ts";
import { setBadgeStrings } from "../../content/badges/badge-element.ts";
import { onNavigate } from "../../content/navigation.ts";
import { onPageData, requestPageData } from "../../content/page-data-bridge.ts";
import { createPageBadges, createPageInsights } from "../../content/page-insights.ts";
import { onUiStrings, type UiStrings, uiStrings, watchUiLanguage } from "../../content/ui-language.ts";
import { WatchPanelController } from "../../content/watch-panel/controller.ts";
import { sendToBackground } from "../../shared/background-client.ts";
import { readStartState, type Settings, settingsItem, userItem } from "../../shared/storage.ts";
import { pageFromUrl } from "../../shared/video-id.ts";

/**
 * Runs on every YouTube page, so it stays small: page-data bridge, navigation, settings, thumbnail
 * badges (plain DOM). The panel's React UI is imported lazily by WatchPanelController on watch pages.
 */
export default defineContentScript({
  matches: ["*://*.youtube.com/*"],
  // At document start, while YouTube's HTML is still arriving: the stored state, the watch panel's UI
  // module and the main-world reader load during parsing, so the panel can show as soon as the page
  // data exists (the reader posts it once the document is parsed). Badges wait for the parsed document.
  runAt: "document_start",
  async main(ctx) {
    const insights = createPageInsights((ids, urgent) =>
      sendToBackground({ type: "VI_GET_INSIGHTS", ids, urgent }),
    );
    const analyses = backgroundAnalyses();
    const panel = new WatchPanelController(ctx, {
      insights,
      analyses,
      async setSaved(videoId, saved) {
        const answer = await sendToBackground({ type: "VI_SET_SAVED", videoId, saved });
        return answer.ok ? null : answer.error;
      },
    });
    const pageAnalysis = new PageAnalysisController(ctx, analyses);
    // Badges ask for their numbers only (a small message), the panel for its video's whole insight.
    const badges = new BadgeController({
      document,
      lookup: createPageBadges((ids) => sendToBackground({ type: "VI_GET_BADGES", ids })),
    });
    ctx.onInvalidated(() => badges.stop());

    // The UI's language (the popup's choice, else the browser's): the panels load it with their module;
    // the badges' tooltips and numbers take it here (a small file, loaded only for a language other than English).
    ctx.onInvalidated(watchUiLanguage());
    const applyBadgeTitles = (strings: UiStrings) =>
      setBadgeStrings(strings.language, strings.catalog?.extension.badge ?? null);
    ctx.onInvalidated(onUiStrings(applyBadgeTitles));
    uiStrings().then(applyBadgeTitles, (error: unknown) =>
      console.warn("VidInsight: could not load the language", error),
    );

    // Page data from the main-world script (page-world/), and YouTube's page changes.
    onPageData(ctx, (url, video) => panel.onVideo(url, video));
    onNavigate(ctx, ({ url, announced }) => {
      panel.onLocationChange(url);
      pageAnalysis.onNavigate(url);
      badges.onNavigate(url);
      if (!announced) requestPageData();
    });

    // The page data, the panel's UI module and the stored state load side by side; the panel waits
    // for the stored state (panel.start) so it never flashes a signed-out or switched-off view.
    panel.preload(location.href);
    const injected = injectScript("/page-data.js", { keepInDom: false });
    const startVideoId = pageFromUrl(location.href).videoId;
    const start = await readStartState(startVideoId);
    let settings: Settings = start.settings;
    let signedIn = start.user !== null;
    if (startVideoId && start.insight) insights.prime(startVideoId, start.insight);
    panel.setSignedIn(signedIn, start.user?.savedVideoIds);
    panel.setEnabled(settings.watchPanel);
    panel.start();

    // Badges scan the page: only once it is parsed (YouTube renders its feeds after that anyway).
    let parsed = false;
    const applyBadgeSettings = () => {
      if (!parsed) return;
      badges.setSignedIn(signedIn);
      badges.setScore(settings.badgeScore ?? "lifetime");
      badges.setEnabled(settings.thumbnailBadges);
    };
    ctx.onInvalidated(
      settingsItem.watch((next) => {
        settings = next;
        panel.setEnabled(next.watchPanel);
        applyBadgeSettings();
      }),
    );
    ctx.onInvalidated(
      userItem.watch((next) => {
        signedIn = next !== null;
        panel.setSignedIn(signedIn, next?.savedVideoIds);
        pageAnalysis.setSignedIn(signedIn);
        applyBadgeSettings();
      }),
    );
    if (document.readyState === "loading") {
      await new Promise((resolve) =>
        ctx.addEventListener(document, "DOMContentLoaded", resolve, { once: true }),
      );
    }
    parsed = true;
    badges.onNavigate(location.href);
    pageAnalysis.setSignedIn(signedIn);
    pageAnalysis.start(location.href);
    applyBadgeSettings();

    await injected;
  },
});
