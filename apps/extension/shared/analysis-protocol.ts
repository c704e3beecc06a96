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

/** Uses left today; null when unlimited. */
export function usesLeft(count: UsageCount): number | null {
  return count.limit === null ? null : Math.max(0, count.limit - count.used);
}

// The report view-models live in @vi/format (one shaping for the extension and the website).
export type {
  CommentIdea,
  CommentIdeasReport,
  ResultsOutlier,
  ResultsReport,
  SupportingComment,
} from "@vi/format";

/**
 * At most this many result ids go to the API per analysis: the API's RESULTS_ANALYSIS_MAX_VIDEOS, repeated
 * here because the content script bundles no @vi/types runtime (a unit test keeps the two equal).
 */
export const RESULTS_MAX_IDS = 50;
