import type { ApiClient } from "@vi/api-client";
import { type CommentsAnalysis, contracts, type ResultsAnalysisResult } from "@vi/types";
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

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A results analysis as the search page's panel shows it (outlier ids become their videos). */
export function resultsReport(analysisId: string, result: ResultsAnalysisResult): ResultsReport {
  const videos = new Map(result.videos.map((video) => [video.videoId, video]));
  const { opportunity } = result;
  return {
    analysisId,
    query: result.query,
    videoCount: result.videos.length,
    outliers: result.outliers.flatMap((id) => {
      const video = videos.get(id);
      return video
        ? [{ videoId: id, title: video.title, channelTitle: video.channelTitle, outlier: video.outlier ?? 0 }]
        : [];
    }),
    medianViews: result.medianViews,
    medianAgeDays: result.medianAgeHours === null ? null : result.medianAgeHours / 24,
    medianSubscribers: result.medianSubscribers,
    smallChannelShare: result.smallChannelShare,
    vph: result.vphSpread
      ? { low: result.vphSpread.p25, median: result.vphSpread.median, high: result.vphSpread.p75 }
      : null,
    titleWords: result.titleWords.map((word) => ({ text: word.term, count: word.count })),
    tags: result.tags.map((tag) => ({ text: tag.term, count: tag.count })),
    opportunity: {
      score: opportunity.score,
      explanation: `high when small channels and recent videos rank with outlier views; here ${percent(
        opportunity.smallChannelShare,
      )} from small channels, ${percent(opportunity.recentShare)} recent, ${percent(opportunity.outlierShare)} outliers`,
    },
  };
}

/** The API's analysis endpoints as AnalysesApi. */
export function createAnalysesApi(api: ApiClient): AnalysesApi {
  return {
    usage: async () => (await api.call(contracts.getUsage)).usage,
    comments: async (videoId) =>
      commentIdeasReport((await api.call(contracts.createCommentAnalysis, { body: { videoId } })).analysis),
    channel: async (channel) => {
      // Accepted and queued (or reopened); the website's result page follows its progress.
      const analysis = await api.call(contracts.startChannelAnalysis, { body: { channel } });
      return { analysisId: analysis.id };
    },
    results: async (query, videoIds) => {
      const analysis = await api.call(contracts.analyseResults, { body: { query, videoIds } });
      return resultsReport(analysis.id, analysis.result);
    },
  };
}
