/**
 * What the extension's analysis UIs show (comment ideas, search-result reports, today's usage), as the
 * background hands them to content scripts and the popup. Plain types, no zod: the per-page content
 * script imports this file. The background maps the API's answers onto these (background/analyses.ts),
 * so a change of the API's fields touches that one mapping, not every UI.
 */

import type { KindUsage, UsageByKind } from "@vi/types";

// Type-only imports (erased from the bundle): the API's own shapes of today's usage, not copies.
export type UsageCount = KindUsage;
export type UsageToday = UsageByKind;

/** Uses left today; null when unlimited. */
export function usesLeft(count: UsageCount): number | null {
  return count.limit === null ? null : Math.max(0, count.limit - count.used);
}

interface SupportingComment {
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

interface ResultsOutlier {
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
