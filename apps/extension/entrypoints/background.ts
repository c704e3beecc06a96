import { ApiError, createApiClient } from "@vi/api-client";
import { ClientErrorCode, contracts } from "@vi/types";
import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { createAnalysesApi } from "../background/analyses.ts";
import { BREAKOUT_CHECK_MINUTES, createBreakoutWatcher } from "../background/breakouts.ts";
import { createTokenRefresher, secureTokenUrl } from "../background/id-token.ts";
import { insightStorage } from "../background/insight-storage.ts";
import { createInsightCache } from "../background/insights-cache.ts";
import { createInsightsLoader } from "../background/insights-loader.ts";
import { noticeWords } from "../background/notice-words.ts";
import { createRequestHandler, failure } from "../background/requests.ts";
import { indexedDbVault } from "../background/token-vault.ts";
import { createUserStore, type StorageArea } from "../background/user-store.ts";
import { env } from "../shared/env.ts";
import { BackgroundRequestSchema } from "../shared/runtime-messages.ts";
import { breakoutStateItem, DEFAULT_SETTINGS, languageItem, settingsItem } from "../shared/storage.ts";

/** A browser.storage area as the user store uses it. */
function storageArea(area: typeof browser.storage.local): StorageArea {
  return {
    get: (key) => area.get(key),
    set: (items) => area.set(items),
    remove: (key) => area.remove(key),
  };
}

/** The notifications' icon (Chrome requires one; the build ships no image files): a red square. */
const NOTIFICATION_ICON =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAL0lEQVR42u3OIQEAAAgDsKd5/0B0gRiYifll2v0UAQEBAQEBAQEBAQEBAQGB78ABD4OceasImh4AAAAASUVORK5CYII=";

export default defineBackground(() => {
  // Tokens in storage.session, which content scripts cannot read (Chrome's default access level, set
  // explicitly where the browser has it); the token-free view in storage.local.
  browser.storage.session
    .setAccessLevel?.({ accessLevel: "TRUSTED_CONTEXTS" })
    ?.catch((error: unknown) => console.warn("VidInsight: storage.session access level", error));
  const user = createUserStore({
    local: storageArea(browser.storage.local),
    session: storageArea(browser.storage.session),
    // The extension origin's IndexedDB: survives browser restarts, out of content scripts' reach.
    vault: indexedDbVault(indexedDB),
  });
  const tokens = createTokenRefresher({
    url: secureTokenUrl(env.firebaseApiKey, env.firebaseAuthEmulatorUrl),
    // Firebase's Secure Token API, not ours: the one request the API client does not make.
    fetch: globalThis.fetch.bind(globalThis),
    getUser: user.get,
    setUser: user.set,
    now: () => Date.now(),
  });
  // The one API client of the extension: every call carries a fresh ID token from the stored user.
  const api = createApiClient({
    baseUrl: env.apiBaseUrl,
    getIdToken: () => tokens.freshIdToken(),
  });
  const insightCache = createInsightCache(insightStorage(browser.storage.local));
  const insights = createInsightsLoader({
    fetchInsights: async (ids) => (await api.call(contracts.getVideoInsights, { body: { ids } })).insights,
    cache: insightCache,
  });
  const breakouts = createBreakoutWatcher({
    fetch: async (since) =>
      (await api.call(contracts.getWatchlistBreakouts, { query: since ? { since } : {} })).breakouts,
    signedIn: async () => (await user.get()) !== null,
    // Settings stored by an older version lack the breakout switches: they are on by default.
    settings: async () => ({ ...DEFAULT_SETTINGS, ...(await settingsItem.getValue()) }),
    load: () => breakoutStateItem.getValue(),
    save: (state) => breakoutStateItem.setValue(state),
    setBadge: async (text) => {
      await browser.action.setBadgeBackgroundColor({ color: "#dc2626" });
      await browser.action.setBadgeText({ text });
    },
    notify: async (id, title, message) => {
      await browser.notifications.create(id, {
        type: "basic",
        iconUrl: NOTIFICATION_ICON,
        title,
        message,
      });
    },
    words: async () => noticeWords(await languageItem.getValue(), navigator.languages ?? []),
  });
  const checkBreakouts = () => {
    breakouts.check().catch((error: unknown) => {
      if (!(error instanceof ApiError && error.code === "NOT_SIGNED_IN"))
        console.warn("VidInsight: breakout check failed", error);
    });
  };
  browser.alarms.create("vi-breakouts", { periodInMinutes: BREAKOUT_CHECK_MINUTES });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === "vi-breakouts") checkBreakouts();
  });
  browser.notifications.onClicked.addListener((id) => {
    if (id.startsWith("vi-breakout"))
      browser.tabs.create({ url: `${env.websiteOrigin}/watchlist?sort=breakout` }).catch(() => {});
  });
  settingsItem.watch(() => {
    breakouts.refreshBadge().catch(() => {});
  });
  checkBreakouts();

  const handle = createRequestHandler({
    env,
    extensionId: browser.runtime.id,
    extensionOrigin: new URL(browser.runtime.getURL("/")).origin,
    api,
    freshIdToken: () => tokens.freshIdToken(),
    insights,
    user,
    analyses: createAnalysesApi(api),
    breakouts,
    openTab: async (url) => {
      await browser.tabs.create({ url });
    },
    now: () => Date.now(),
  });

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const parsed = BackgroundRequestSchema.safeParse(message);
    if (!parsed.success) return false;
    handle(parsed.data, sender).then(sendResponse, (error: unknown) => {
      if (!(error instanceof ApiError && error.code === ClientErrorCode.NOT_SIGNED_IN)) {
        console.warn("VidInsight background:", error);
      }
      sendResponse(failure(error));
    });
    // Keeps the channel open for the asynchronous answer (works in every MV3 browser).
    return true;
  });

  // Expired insights would otherwise pile up in storage.local (10 MB quota).
  const prune = () => {
    insightCache
      .prune()
      .catch((error: unknown) => console.warn("VidInsight: insight cache prune failed", error));
  };
  browser.runtime.onStartup.addListener(prune);
  // After a browser restart storage.session is empty: mint an ID token from the vault's refresh token now,
  // so the first request does not wait for it (a no-op while the session's token is fresh).
  tokens.freshIdToken().catch((error: unknown) => console.warn("VidInsight: session restore failed", error));
  browser.runtime.onInstalled.addListener(prune);
});
