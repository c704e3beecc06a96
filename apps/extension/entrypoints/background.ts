import { ApiError, createApiClient } from "@vi/api-client";
import type { SavedVideoIds, ViUserData } from "@vi/types";
import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { createTokenRefresher, secureTokenUrl } from "../background/id-token.ts";
import { insightStorage } from "../background/insight-storage.ts";
import { createInsightCache } from "../background/insights-cache.ts";
import { createInsightsLoader } from "../background/insights-loader.ts";
import { planSummary } from "../background/plan.ts";
import { badgeNumbers } from "../shared/background-protocol.ts";
import { env } from "../shared/env.ts";
import {
  type BackgroundFailure,
  type BackgroundRequest,
  BackgroundRequestSchema,
  type BackgroundResponses,
  type BadgeNumbers,
} from "../shared/runtime-messages.ts";
import { userItem } from "../shared/storage.ts";

type Sender = Parameters<Parameters<typeof browser.runtime.onMessage.addListener>[0]>[1];
type AnyResponse = BackgroundResponses[BackgroundRequest["type"]];

function senderUrl(sender: Sender): URL | null {
  if (sender.id !== browser.runtime.id || !sender.url) return null;
  try {
    return new URL(sender.url);
  } catch {
    return null;
  }
}

/** This extension's content script on the configured website. */
const fromWebsite = (sender: Sender) => senderUrl(sender)?.origin === env.websiteOrigin;
/**
 * This extension's own pages (the popup, also when opened in a tab). A content script's sender URL is
 * the web page's, and no extension page is web-accessible, so web pages cannot pose as one.
 */
const fromExtensionPage = (sender: Sender) =>
  senderUrl(sender)?.origin === new URL(browser.runtime.getURL("/")).origin;
/** This extension's content script on a YouTube page. */
const fromYouTube = (sender: Sender) => {
  const url = senderUrl(sender);
  return (
    sender.tab !== undefined &&
    url !== null &&
    url.protocol === "https:" &&
    (url.hostname === "youtube.com" || url.hostname.endsWith(".youtube.com"))
  );
};

async function storeUser(user: ViUserData | null): Promise<void> {
  if (user) await userItem.setValue(user);
  else await userItem.removeValue();
}

const tokens = createTokenRefresher({
  url: secureTokenUrl(env.firebaseApiKey, env.firebaseAuthEmulatorUrl),
  fetch: (input, init) => fetch(input, init),
  getUser: () => userItem.getValue(),
  setUser: storeUser,
  now: () => Date.now(),
});

// The one API client of the extension: every call carries a fresh ID token from the stored user.
const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getIdToken: () => tokens.freshIdToken(),
  fetch: (input, init) => fetch(input, init),
});

const insightCache = createInsightCache(insightStorage(browser.storage.local));
const insights = createInsightsLoader({
  fetchInsights: async (ids) => (await api.raw.getVideoInsights(ids)).insights,
  cache: insightCache,
});

/** Saves or unsaves a video and keeps the stored user's saved set in step with the server's. */
async function setSaved(videoId: string, saved: boolean): Promise<SavedVideoIds> {
  let next: SavedVideoIds;
  if (saved) {
    next = (await api.raw.saveVideo(videoId)).savedVideoIds;
  } else {
    await api.raw.deleteSavedVideo(videoId);
    const { [videoId]: _removed, ...rest } = (await userItem.getValue())?.savedVideoIds ?? {};
    next = rest;
  }
  const user = await userItem.getValue();
  if (user) await userItem.setValue({ ...user, savedVideoIds: next });
  return next;
}

function failure(error: unknown): BackgroundFailure {
  if (error instanceof ApiError) return { ok: false, error: error.message, code: error.code };
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}

async function handle(request: BackgroundRequest, sender: Sender): Promise<AnyResponse> {
  switch (request.type) {
    case "VI_USER_DATA":
      if (!fromWebsite(sender)) throw new Error("VI_USER_DATA is only accepted from the website");
      await storeUser(request.user);
      return { ok: true };
    case "VI_GET_ID_TOKEN":
      if (!fromExtensionPage(sender)) throw new Error("ID tokens are only handed to extension pages");
      return { ok: true, idToken: await tokens.freshIdToken() };
    case "VI_GET_INSIGHTS": {
      if (!fromYouTube(sender) && !fromExtensionPage(sender)) throw new Error("Not accepted from this page");
      // Signed out: no API call at all (the API answers insights to signed-in users only).
      if (!(await userItem.getValue())) return { ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" };
      const found = await insights.load(request.ids, { urgent: request.urgent === true });
      return { ok: true, insights: Object.fromEntries(found) };
    }
    case "VI_GET_BADGES": {
      if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
      if (!(await userItem.getValue())) return { ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" };
      const found = await insights.load(request.ids);
      const badges: Record<string, BadgeNumbers | null> = {};
      for (const [id, insight] of found) badges[id] = insight ? badgeNumbers(insight) : null;
      return { ok: true, badges };
    }
    case "VI_SET_SAVED":
      if (!fromYouTube(sender) && !fromExtensionPage(sender)) throw new Error("Not accepted from this page");
      return { ok: true, savedVideoIds: await setSaved(request.videoId, request.saved) };
    case "VI_GET_ACCOUNT": {
      if (!fromExtensionPage(sender)) throw new Error("Account data is only handed to extension pages");
      const { userInfo } = await api.raw.getUser();
      return {
        ok: true,
        account: {
          email: userInfo.email,
          ...planSummary(userInfo.subscription_live, env.planProducts, Date.now()),
        },
      };
    }
  }
}

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const parsed = BackgroundRequestSchema.safeParse(message);
    if (!parsed.success) return false;
    handle(parsed.data, sender).then(sendResponse, (error: unknown) => {
      if (!(error instanceof ApiError && error.code === "NOT_SIGNED_IN")) {
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
  browser.runtime.onInstalled.addListener(prune);
});
