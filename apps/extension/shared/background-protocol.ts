import type { SavedVideoIds, VideoInsight, ViUserDataMessage } from "@vi/types";
import type { CommentIdeasReport, ResultsReport, UsageToday } from "./analysis-protocol.ts";

/**
 * Requests to the background (browser.runtime.sendMessage), keyed on `type`, and the answer each
 * one gets. Types (and one plain mapping) only: the background validates requests with the schema in
 * runtime-messages.ts.
 * The background is the one place that holds the ID token and talks to the API.
 */
export type BackgroundRequest =
  | ViUserDataMessage
  | { type: "VI_GET_ID_TOKEN" }
  | { type: "VI_GET_INSIGHTS"; ids: string[]; urgent?: boolean | undefined }
  | { type: "VI_GET_BADGES"; ids: string[] }
  | { type: "VI_SET_SAVED"; videoId: string; saved: boolean }
  | { type: "VI_GET_ACCOUNT" }
  | { type: "VI_GET_USAGE" }
  | { type: "VI_ANALYZE_COMMENTS"; videoId: string }
  | { type: "VI_ANALYZE_CHANNEL"; channel: string }
  | { type: "VI_ANALYZE_RESULTS"; query: string; videoIds: string[] };

/**
 * What a thumbnail badge shows of a video the API knows: its outlier score (null without enough
 * channel history) and views per hour. Badges ask for these only, not for whole insights: 200 of
 * those (tags, titles...) are a message of about 100 KB that the page's main thread would decode.
 */
export interface BadgeNumbers {
  outlier: number | null;
  vph: number;
}

/** An insight's badge numbers. */
export function badgeNumbers(insight: VideoInsight): BadgeNumbers {
  return { outlier: insight.videoOutlier, vph: insight.videoVph };
}

export interface BackgroundFailure {
  ok: false;
  /** A message that can be shown to the user. */
  error: string;
  /** "NOT_SIGNED_IN", the API's error code ("QUOTA_EXCEEDED"...), "NETWORK_ERROR"...; absent when unknown. */
  code?: string | undefined;
}

/** Every answer says whether the background did the work; failures carry a message. */
export type BackgroundResult<T extends object = object> = ({ ok: true } & T) | BackgroundFailure;

/** The popup's account line: the plan from the user's subscription. */
export interface AccountSummary {
  email: string;
  /** "Free", "Standard", "Professional" (or "Paid plan" for a product this build does not know). */
  plan: string;
  /** "Free trial until Jun 3, 2025", "Access ends ...", or null. */
  planDetail: string | null;
}

export interface BackgroundResponses {
  VI_USER_DATA: BackgroundResult;
  VI_GET_ID_TOKEN: BackgroundResult<{ idToken: string | null }>;
  /** Video id -> insight; null for videos the API does not know. Plain object: messages are JSON. */
  VI_GET_INSIGHTS: BackgroundResult<{ insights: Record<string, VideoInsight | null> }>;
  /** Video id -> its badge numbers; null for videos the API does not know. */
  VI_GET_BADGES: BackgroundResult<{ badges: Record<string, BadgeNumbers | null> }>;
  VI_SET_SAVED: BackgroundResult<{ savedVideoIds: SavedVideoIds }>;
  VI_GET_ACCOUNT: BackgroundResult<{ account: AccountSummary }>;
  /** Today's analysis usage of the signed-in user. */
  VI_GET_USAGE: BackgroundResult<{ usage: UsageToday }>;
  /** A comment-ideas analysis of the video (claims a use); usage is today's after the claim. */
  VI_ANALYZE_COMMENTS: BackgroundResult<{ report: CommentIdeasReport; usage: UsageToday | null }>;
  /** Starts a channel analysis and opens its result page on the website (the URL it opened). */
  VI_ANALYZE_CHANNEL: BackgroundResult<{ url: string; usage: UsageToday | null }>;
  /** Analyses a search page's results (claims a use). */
  VI_ANALYZE_RESULTS: BackgroundResult<{ report: ResultsReport; usage: UsageToday | null }>;
}

export type BackgroundResponse<T extends BackgroundRequest["type"]> = BackgroundResponses[T];
