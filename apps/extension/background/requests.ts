import { type ApiClient, ApiError } from "@vi/api-client";
import { quotaSpentText } from "@vi/format";
import {
  ANALYSIS_KIND_LABELS,
  ClientErrorCode,
  contracts,
  ErrorCode,
  QuotaExceededDetailsSchema,
  type SavedVideoIds,
  type ViUserData,
} from "@vi/types";
import type { Browser } from "wxt/browser";
import type {
  BackgroundFailure,
  BackgroundRequest,
  BackgroundResponses,
  BadgeNumbers,
  PanelHistory,
} from "../shared/background-protocol.ts";
import { badgeNumbers } from "../shared/background-protocol.ts";
import type { ExtensionEnv } from "../shared/env.ts";
import type { AnalysesApi } from "./analyses.ts";
import type { InsightsLoader } from "./insights-loader.ts";
import { planSummary } from "./plan.ts";

export type Sender = Browser.runtime.MessageSender;
export type AnyResponse = BackgroundResponses[BackgroundRequest["type"]];

interface StoredUser {
  get(): Promise<ViUserData | null>;
  /** Stores the user (null: signed out). */
  set(user: ViUserData | null): Promise<void>;
}

export interface RequestHandlerDeps {
  env: ExtensionEnv;
  /** This extension's id and the origin of its pages (chrome-extension://<id>). */
  extensionId: string;
  extensionOrigin: string;
  api: ApiClient;
  freshIdToken(): Promise<string | null>;
  insights: InsightsLoader;
  user: StoredUser;
  analyses: AnalysesApi;
  /** The breakout count on the toolbar icon (background/breakouts.ts). */
  breakouts?: { clear(): Promise<void> };
  /** Opens a website page in a new tab (channel analyses show there). */
  openTab(url: string): Promise<void>;
  now(): number;
}

/**
 * Answers the requests of content scripts and extension pages: who may ask what (by sender), and the
 * API calls and storage behind each answer. The background is the one place that holds the ID token.
 */
export function createRequestHandler(deps: RequestHandlerDeps) {
  const { env } = deps;

  function senderUrl(sender: Sender): URL | null {
    if (sender.id !== deps.extensionId || !sender.url) return null;
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
  const fromExtensionPage = (sender: Sender) => senderUrl(sender)?.origin === deps.extensionOrigin;
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

  /** Saves or unsaves a video and keeps the stored user's saved set in step with the server's. */
  async function setSaved(videoId: string, saved: boolean): Promise<SavedVideoIds> {
    let next: SavedVideoIds;
    if (saved) {
      next = (await deps.api.call(contracts.saveVideo, { body: { videoId } })).savedVideoIds;
    } else {
      await deps.api.call(contracts.deleteSavedVideo, { query: { videoId } });
      const { [videoId]: _removed, ...rest } = (await deps.user.get())?.savedVideoIds ?? {};
      next = rest;
    }
    const user = await deps.user.get();
    if (user) await deps.user.set({ ...user, savedVideoIds: next });
    return next;
  }

  /** Today's usage after an analysis; the analysis itself worked, so a failure here is not one. */
  async function usageAfter() {
    try {
      return await deps.analyses.usage();
    } catch {
      return null;
    }
  }

  return async function handle(request: BackgroundRequest, sender: Sender): Promise<AnyResponse> {
    switch (request.type) {
      case "VI_USER_DATA":
        if (!fromWebsite(sender)) throw new Error("VI_USER_DATA is only accepted from the website");
        await deps.user.set(request.user);
        return { ok: true };
      case "VI_GET_ID_TOKEN":
        if (!fromExtensionPage(sender)) throw new Error("ID tokens are only handed to extension pages");
        return { ok: true, idToken: await deps.freshIdToken() };
      case "VI_GET_INSIGHTS": {
        if (!fromYouTube(sender) && !fromExtensionPage(sender))
          throw new Error("Not accepted from this page");
        // Signed out: no API call at all (the API answers insights to signed-in users only).
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        const found = await deps.insights.load(request.ids, { urgent: request.urgent === true });
        return { ok: true, insights: Object.fromEntries(found) };
      }
      case "VI_GET_BADGES": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        const found = await deps.insights.load(request.ids);
        const badges: Record<string, BadgeNumbers | null> = {};
        for (const [id, insight] of found) badges[id] = insight ? badgeNumbers(insight) : null;
        return { ok: true, badges };
      }
      case "VI_SET_SAVED":
        if (!fromYouTube(sender) && !fromExtensionPage(sender))
          throw new Error("Not accepted from this page");
        return { ok: true, savedVideoIds: await setSaved(request.videoId, request.saved) };
      case "VI_GET_ACCOUNT": {
        if (!fromExtensionPage(sender)) throw new Error("Account data is only handed to extension pages");
        const { userInfo } = await deps.api.call(contracts.getUser);
        return {
          ok: true,
          account: {
            email: userInfo.email,
            language: userInfo.language ?? null,
            ...planSummary(userInfo.plan, userInfo.subscription_live),
          },
        };
      }
      case "VI_GET_USAGE":
        if (!fromYouTube(sender) && !fromExtensionPage(sender))
          throw new Error("Not accepted from this page");
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        return { ok: true, usage: await deps.analyses.usage() };
      case "VI_ANALYZE_COMMENTS": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        const report = await deps.analyses.comments(request.videoId);
        return { ok: true, report, usage: await usageAfter() };
      }
      case "VI_ANALYZE_CHANNEL": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        const { analysisId } = await deps.analyses.channel(request.channel);
        // The website's result page follows the analysis while it runs (the request may take seconds).
        const url = `${env.websiteOrigin}/analyses/${encodeURIComponent(analysisId)}`;
        await deps.openTab(url);
        return { ok: true, url, usage: await usageAfter() };
      }
      case "VI_WATCH_CHANNEL": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get())) return { ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" };
        const answer = await deps.api.call(contracts.addToWatchlist, { body: { channel: request.channel } });
        return { ok: true, title: answer.channel.title, notice: answer.notice };
      }
      case "VI_BREAKOUTS_SEEN":
        if (!fromExtensionPage(sender)) throw new Error("Not accepted from this page");
        await deps.breakouts?.clear();
        return { ok: true };
      case "VI_ANALYZE_RESULTS": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        const report = await deps.analyses.results(request.query, request.videoIds);
        return { ok: true, report, usage: await usageAfter() };
      }
      case "VI_GET_HISTORY": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get())) return { ok: false, error: "Not signed in", code: "NOT_SIGNED_IN" };
        return { ok: true, history: await panelHistory(deps.api, request.videoId) };
      }
      case "VI_SET_LANGUAGE": {
        if (!fromExtensionPage(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get())) return { ok: true, stored: false };
        await deps.api.call(contracts.updateUser, { body: { language: request.language } });
        return { ok: true, stored: true };
      }
      case "VI_CLAIM_TRANSCRIPT": {
        if (!fromYouTube(sender)) throw new Error("Not accepted from this page");
        if (!(await deps.user.get()))
          return { ok: false, error: "Not signed in", code: ClientErrorCode.NOT_SIGNED_IN };
        const { reused } = await deps.analyses.transcript(request.claim);
        return { ok: true, reused, usage: await usageAfter() };
      }
    }
  };
}

/**
 * The watch panel's history: the video's snapshots, then its channel's typical start for its format. A
 * curve that cannot be had leaves the line and the video's own curve (the panel says why there is no band).
 */
async function panelHistory(api: ApiClient, videoId: string): Promise<PanelHistory> {
  const { video, snapshots } = await api.call(contracts.getVideoHistory, { query: { videoId } });
  const curve = await api
    .call(contracts.getChannelCurve, { query: { channelId: video.channelId, format: video.format } })
    .then((answer) => answer.points)
    .catch(() => []);
  return {
    publishedAt: video.publishedAt,
    fetchedAt: video.fetchedAt,
    outlierAtAge: video.outlierAtAge,
    outlierAtAgeSample: video.outlierAtAgeSample,
    snapshots: snapshots.map((s) => [Date.parse(s.at), s.views]),
    curve,
  };
}

/** A failed request as its answer: the API's code when the API refused, else just the message. */
export function failure(error: unknown): BackgroundFailure {
  if (error instanceof ApiError) {
    // A spent allowance in the same words as the website's cards (the API's text carries a raw URL).
    const quota =
      error.code === ErrorCode.QUOTA_EXCEEDED ? QuotaExceededDetailsSchema.safeParse(error.details) : null;
    if (quota?.success)
      return {
        ok: false,
        error: quotaSpentText(quota.data, ANALYSIS_KIND_LABELS[quota.data.kind]),
        code: error.code,
        quota: quota.data,
      };
    return { ok: false, error: error.message, code: error.code };
  }
  return { ok: false, error: error instanceof Error ? error.message : String(error) };
}
