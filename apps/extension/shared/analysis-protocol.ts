/**
 * What the extension's analysis UIs show (comment ideas, search-result reports, today's usage), as the
 * background hands them to content scripts and the popup. Plain types, no zod: the per-page content
 * script imports this file. The background maps the API's answers onto these (background/analyses.ts),
 * so a change of the API's fields touches that one mapping, not every UI.
 */

/** The metered kinds (the API's AnalysisKind, kept as a plain type so content scripts bundle no schema). */
export type UsageKind = "comments" | "channel" | "results" | "transcripts";

export interface UsageCount {
  used: number;
  /** null: unlimited on the user's plan. */
  limit: number | null;
  /** ISO-8601: the user's next local midnight, when `used` goes back to 0. */
  resetsAt: string;
}

export type UsageToday = Record<UsageKind, UsageCount>;

export interface SupportingComment {
  text: string;
  likes: number;
  /** The comment on YouTube (watch URL with &lc=). */
  url: string;
}

export interface CommentIdea {
  kind: "question" | "request" | "topic";
  /** The idea in a line: the question asked, the request made, or the recurring phrase. */
  text: string;
  /** A video title built from the idea. */
  title: string;
  likes: number;
  replies: number;
  comments: SupportingComment[];
}

export interface CommentIdeasReport {
  analysisId: string;
  videoId: string;
  commentCount: number;
  /** Comments in another language than English (reported, not analysed). */
  otherLanguageCount: number;
  /** Shares of the analysed comments, 0..1. */
  sentiment: { positive: number; neutral: number; negative: number };
  /** Best first. */
  ideas: CommentIdea[];
}

export interface ResultsOutlier {
  videoId: string;
  title: string;
  channelTitle: string;
  outlier: number;
}

export interface ResultsReport {
  analysisId: string;
  query: string;
  videoCount: number;
  outliers: ResultsOutlier[];
  medianViews: number | null;
  /** Days. */
  medianAgeDays: number | null;
  medianSubscribers: number | null;
  /** Share (0..1) of the results whose channel has under 10K subscribers. */
  smallChannelShare: number | null;
  /** Views per hour across the results: quartiles. */
  vph: { low: number; median: number; high: number } | null;
  titleWords: { text: string; count: number }[];
  tags: { text: string; count: number }[];
  /** 0..100, with the formula's explanation to show beside it. */
  opportunity: { score: number; explanation: string };
}

/**
 * At most this many result ids go to the API per analysis: the API's RESULTS_ANALYSIS_MAX_VIDEOS, repeated
 * here because the content script bundles no @vi/types runtime (a unit test keeps the two equal).
 */
export const RESULTS_MAX_IDS = 50;
