// The search-result analysis (docs/product.md#search-result-analyses): pure, from the result videos.
import { isShort, lifetimeVph } from "@vi/metrics";
import {
  RESULTS_OUTLIER_MIN_SCORE,
  type ResultsAnalysisResult,
  type ResultVideo,
  SMALL_CHANNEL_SUBSCRIBERS,
} from "@vi/types";
import { median, quantile, tagSet, titleWords } from "./stats.ts";

const HOUR_MS = 3_600_000;
/** A result is "recent" when published within this many days. */
export const RECENT_RESULT_DAYS = 30;
/** Opportunity score weights: small channels ranking, recent videos ranking, outliers ranking. */
export const OPPORTUNITY_WEIGHTS = { smallChannels: 0.4, recent: 0.3, outliers: 0.3 } as const;
/** Words and tags listed. */
export const LISTED_RESULT_TERMS = 15;

export interface ResultInput {
  videoId: string;
  title: string;
  channelId: string;
  channelTitle: string;
  /** Epoch ms. */
  publishedAt: number;
  durationSeconds: number;
  views: number;
  subscribers: number | null;
  outlier: number | null;
  /** The stored outlier at the same age; null: none. */
  outlierAtAge?: number | null;
  tags: readonly string[];
}

export interface ResultsAnalysisInput {
  query: string;
  /** In result order. */
  videos: readonly ResultInput[];
  missingIds: readonly string[];
  now: number;
}

/** Terms in at least 2 results, most frequent first (ties alphabetical). */
function topTerms(sets: readonly Set<string>[]): { term: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const set of sets) for (const term of set) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, LISTED_RESULT_TERMS)
    .map(([term, count]) => ({ term, count }));
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Opportunity score, 0..100 = 100 x (0.4 x share of results from channels under 10K subscribers
 * + 0.3 x share published in the last 30 days + 0.3 x share with an outlier score >= 2).
 * High when small channels and recent videos rank with outlier views.
 */
export function opportunityScore(parts: {
  smallChannelShare: number;
  recentShare: number;
  outlierShare: number;
}) {
  const { smallChannels, recent, outliers } = OPPORTUNITY_WEIGHTS;
  return round(
    100 *
      (smallChannels * parts.smallChannelShare + recent * parts.recentShare + outliers * parts.outlierShare),
  );
}

export function analyseResults(input: ResultsAnalysisInput): ResultsAnalysisResult {
  const { now } = input;
  const seen = new Set<string>();
  const results = input.videos.filter((video) => !seen.has(video.videoId) && seen.add(video.videoId));
  const videos: ResultVideo[] = results.map((video) => ({
    videoId: video.videoId,
    title: video.title,
    channelId: video.channelId,
    channelTitle: video.channelTitle,
    publishedAt: new Date(video.publishedAt).toISOString(),
    views: video.views,
    subscribers: video.subscribers,
    outlier: video.outlier,
    outlierAtAge: video.outlierAtAge ?? null,
    vph: lifetimeVph(video.views, video.publishedAt, now) ?? 0,
    isShort: isShort(video.durationSeconds),
  }));
  const n = videos.length;
  const outliers = videos
    .filter((video) => video.outlier !== null && video.outlier >= RESULTS_OUTLIER_MIN_SCORE)
    .map((video) => video.videoId);

  const channels = new Map<string, number>();
  for (const video of results)
    if (video.subscribers !== null) channels.set(video.channelId, video.subscribers);
  const withSubscribers = results.filter((video) => video.subscribers !== null);
  const smallChannelShare =
    withSubscribers.length === 0
      ? null
      : withSubscribers.filter((video) => (video.subscribers as number) < SMALL_CHANNEL_SUBSCRIBERS).length /
        withSubscribers.length;
  const recentShare =
    n === 0
      ? 0
      : results.filter((video) => now - video.publishedAt < RECENT_RESULT_DAYS * 24 * HOUR_MS).length / n;
  const outlierShare = n === 0 ? 0 : outliers.length / n;

  const vphs = videos.map((video) => video.vph);
  const spread =
    n === 0
      ? null
      : {
          min: quantile(vphs, 0) as number,
          p25: quantile(vphs, 0.25) as number,
          median: quantile(vphs, 0.5) as number,
          p75: quantile(vphs, 0.75) as number,
          max: quantile(vphs, 1) as number,
        };

  const opportunity = {
    smallChannelShare: smallChannelShare ?? 0,
    recentShare,
    outlierShare,
  };
  return {
    query: input.query,
    computedAt: new Date(now).toISOString(),
    videos,
    missingIds: [...input.missingIds],
    outliers,
    medianViews: median(results.map((video) => video.views)),
    medianAgeHours: median(results.map((video) => Math.max(0, (now - video.publishedAt) / HOUR_MS))),
    medianSubscribers: median([...channels.values()]),
    smallChannelShare,
    vphSpread: spread,
    titleWords: topTerms(results.map((video) => titleWords(video.title))),
    tags: topTerms(results.map((video) => tagSet(video.tags))),
    opportunity: { score: opportunityScore(opportunity), ...opportunity },
  };
}
