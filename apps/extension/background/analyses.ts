import { type ApiClient, ApiError } from "@vi/api-client";
import type { CommentIdeasReport, ResultsReport, UsageToday } from "../shared/analysis-protocol.ts";

/**
 * The analyses the background asks the API for, answered in the shapes the extension's UIs show
 * (shared/analysis-protocol.ts). Every call claims a use of the user's plan on the server; a spent
 * allowance fails with the API's QUOTA_EXCEEDED error.
 */
export interface AnalysesApi {
  usage(): Promise<UsageToday>;
  comments(videoId: string): Promise<CommentIdeasReport>;
  /** Starts (or finds today's) analysis of the channel; its result page lives on the website. */
  channel(channel: string): Promise<{ analysisId: string }>;
  results(query: string, videoIds: string[]): Promise<ResultsReport>;
}

/**
 * The API's analysis endpoints as AnalysesApi. TEMPORARY until their contracts land in @vi/types: every
 * call fails with a clear message instead of guessing at routes.
 */
export function createAnalysesApi(_api: ApiClient): AnalysesApi {
  const unavailable = async (): Promise<never> => {
    throw new ApiError(0, "NOT_AVAILABLE", "Analyses are not available in this version yet");
  };
  return { usage: unavailable, comments: unavailable, channel: unavailable, results: unavailable };
}
