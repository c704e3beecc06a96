import { type ApiClient, ApiError } from "@vi/api-client";
import { type CommentsAnalysis, contracts } from "@vi/types";
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

/** How many supporting comments of an idea the panel lists. */
const COMMENTS_PER_IDEA = 5;

/** A stored comment analysis as the panel shows it: sentiment counts become shares. */
export function commentIdeasReport(analysis: CommentsAnalysis): CommentIdeasReport {
  const { result } = analysis;
  const { positive, neutral, negative } = result.sentiment;
  const total = positive + neutral + negative;
  const share = (count: number) => (total === 0 ? 0 : count / total);
  return {
    analysisId: analysis.id,
    videoId: result.videoId,
    commentCount: result.commentsRead,
    otherLanguageCount: Math.max(0, result.commentsRead - result.commentsAnalysed),
    sentiment: { positive: share(positive), neutral: share(neutral), negative: share(negative) },
    ideas: result.ideas.map((idea) => ({
      kind: idea.type,
      text: idea.label,
      title: idea.title,
      likes: idea.likes,
      replies: idea.replies,
      comments: idea.comments
        .slice(0, COMMENTS_PER_IDEA)
        .map((comment) => ({ text: comment.text, likes: comment.likes, url: comment.url })),
    })),
  };
}

/** The API's analysis endpoints as AnalysesApi. */
export function createAnalysesApi(api: ApiClient): AnalysesApi {
  // TEMPORARY until the channel and search-result contracts land in @vi/types.
  const unavailable = async (): Promise<never> => {
    throw new ApiError(0, "NOT_AVAILABLE", "This analysis is not available in this version yet");
  };
  return {
    usage: async () => (await api.call(contracts.getUsage)).usage,
    comments: async (videoId) =>
      commentIdeasReport((await api.call(contracts.createCommentAnalysis, { body: { videoId } })).analysis),
    channel: unavailable,
    results: unavailable,
  };
}
