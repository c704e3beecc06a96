// The view-models of the analysis reports, one shaping for every client: the extension's panels (through
// its background) and the website's report pages read the API's results through these.
import type { CommentsAnalysis, ResultsAnalysisResult } from "@vi/types";

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

/** A share (0..1) as a whole percentage; "-" when unknown. */
export function formatShare(share: number | null): string {
  return share === null ? "-" : `${Math.round(share * 100)}%`;
}

/** Sentiment counts as shares of the analysed comments (0..1 each; all 0 when none was analysed). */
export function sentimentShares(counts: { positive: number; neutral: number; negative: number }): {
  positive: number;
  neutral: number;
  negative: number;
} {
  const total = counts.positive + counts.neutral + counts.negative;
  const share = (count: number) => (total === 0 ? 0 : count / total);
  return {
    positive: share(counts.positive),
    neutral: share(counts.neutral),
    negative: share(counts.negative),
  };
}

/** How many supporting comments of an idea the panel lists. */
const COMMENTS_PER_IDEA = 5;

/** A stored comment analysis as the panel shows it: sentiment counts become shares. */
export function commentIdeasReport(analysis: CommentsAnalysis): CommentIdeasReport {
  const { result } = analysis;
  return {
    analysisId: analysis.id,
    videoId: result.videoId,
    commentCount: result.commentsRead,
    otherLanguageCount: Math.max(0, result.commentsRead - result.commentsAnalysed),
    sentiment: sentimentShares(result.sentiment),
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
      explanation: `high when small channels and recent videos rank with outlier views; here ${formatShare(
        opportunity.smallChannelShare,
      )} from small channels, ${formatShare(opportunity.recentShare)} recent, ${formatShare(opportunity.outlierShare)} outliers`,
    },
  };
}
