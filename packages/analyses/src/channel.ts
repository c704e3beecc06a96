// The channel analysis (docs/product.md#channel-analyses): pure, from the channel's record and its uploads.
import {
  BASELINE_MAX_VIDEOS,
  BASELINE_MIN_AGE_MS,
  type ChannelVideo,
  isShort,
  outlierScore,
} from "@vi/metrics";
import {
  type AnalysedVideo,
  CHANNEL_ANALYSIS_MAX_UPLOADS,
  type ChannelAnalysisResult,
  type ChannelSummary,
  type TermLift,
} from "@vi/types";
import {
  median,
  mondaysBetween,
  spearman,
  tagSet,
  titleWords,
  weekOf,
  weekStart,
  zonedParts,
} from "./stats.ts";

const DAY_MS = 86_400_000;

export interface ChannelInput {
  channelId: string;
  title: string;
  handle: string | null;
  subscribers: number | null;
  views: number;
  uploads: number;
}

export interface UploadInput {
  videoId: string;
  title: string;
  /** Epoch ms. */
  publishedAt: number;
  durationSeconds: number;
  views: number;
  likes: number | null;
  comments: number | null;
  tags: readonly string[];
  /** The stored outlier at the same age (@vi/metrics outlierAtAge at the last refresh); null: none. */
  outlierAtAge?: number | null;
}

/** Videos per median of each format (the last 30 of that format). */
export const FORMAT_MEDIAN_VIDEOS = 30;
/** Outliers and under-performers listed. */
export const LISTED_VIDEOS = 10;
/** Words and tags listed. */
export const LISTED_TERMS = 15;
/** The window "recent uploads per week" averages over. */
export const RECENT_WEEKS = 12;

/** Long-video length buckets (seconds; the last has no upper bound). */
export const LENGTH_BUCKETS: readonly { label: string; min: number; max: number | null }[] = [
  { label: "3-8 min", min: 181, max: 480 },
  { label: "8-15 min", min: 481, max: 900 },
  { label: "15-25 min", min: 901, max: 1500 },
  { label: "25-40 min", min: 1501, max: 2400 },
  { label: "40+ min", min: 2401, max: null },
];

const newestFirst = <T extends { publishedAt: number }>(videos: readonly T[]) =>
  [...videos].sort((a, b) => b.publishedAt - a.publishedAt);

/** The figures shown side by side for two channels. `uploads` newest first or in any order. */
export function channelSummary(
  channel: ChannelInput,
  uploads: readonly UploadInput[],
  now: number,
): ChannelSummary {
  const sorted = newestFirst(uploads);
  const formatMedian = (short: boolean) =>
    median(
      sorted
        .filter((video) => isShort(video.durationSeconds) === short)
        .slice(0, FORMAT_MEDIAN_VIDEOS)
        .map((video) => video.views),
    );
  const recent = sorted.filter(
    (video) => video.publishedAt <= now && now - video.publishedAt < RECENT_WEEKS * 7 * DAY_MS,
  ).length;
  return {
    channelId: channel.channelId,
    title: channel.title,
    handle: channel.handle,
    subscribers: channel.subscribers,
    views: channel.views,
    uploads: channel.uploads,
    medianLongViews: formatMedian(false),
    medianShortViews: formatMedian(true),
    recentUploadsPerWeek: recent / RECENT_WEEKS,
  };
}

/**
 * Words (or tags) that outliers use more than the rest: lift = (share of outliers using it) /
 * ((rest using it + 1) / (rest + 1)), the +1 keeping a term no other video uses from dividing by zero.
 * Kept: used by at least 2 outliers (1 when there is a single outlier) and lift above 1.
 */
export function termLifts(
  outliers: readonly Set<string>[],
  rest: readonly Set<string>[],
  limit = LISTED_TERMS,
): TermLift[] {
  if (outliers.length === 0) return [];
  const count = (sets: readonly Set<string>[]) => {
    const counts = new Map<string, number>();
    for (const set of sets) for (const term of set) counts.set(term, (counts.get(term) ?? 0) + 1);
    return counts;
  };
  const inOutliers = count(outliers);
  const inRest = count(rest);
  const minCount = Math.min(2, outliers.length);
  const lifts: TermLift[] = [];
  for (const [term, outlierCount] of inOutliers) {
    if (outlierCount < minCount) continue;
    const restCount = inRest.get(term) ?? 0;
    const lift = outlierCount / outliers.length / ((restCount + 1) / (rest.length + 1));
    if (lift > 1) lifts.push({ term, outlierCount, restCount, lift });
  }
  return lifts
    .sort((a, b) => b.lift - a.lift || b.outlierCount - a.outlierCount || a.term.localeCompare(b.term))
    .slice(0, limit);
}

export interface ChannelAnalysisInput {
  channel: ChannelInput;
  /** The channel's uploads (any order; the newest 200 are used). */
  uploads: readonly UploadInput[];
  /** Epoch ms the analysis is computed at. */
  now: number;
  /** IANA zone of the heat map and weeks. */
  timezone: string;
  /** The user's linked channel, already summarised. */
  own?: ChannelSummary | null;
}

export function analyseChannel(input: ChannelAnalysisInput): ChannelAnalysisResult {
  const { channel, now, timezone } = input;
  const uploads = newestFirst(input.uploads.filter((video) => video.publishedAt <= now)).slice(
    0,
    CHANNEL_ANALYSIS_MAX_UPLOADS,
  );
  const baseline: ChannelVideo[] = uploads.map((video) => ({
    videoId: video.videoId,
    views: video.views,
    publishedAt: video.publishedAt,
    durationSeconds: video.durationSeconds,
  }));
  // outlierScore takes the 30 most recent other same-format videos at least 7 days old; handing it the
  // 31 most recent such candidates gives the same baseline without sorting all 200 for every video.
  const eligible = (short: boolean) =>
    baseline
      .filter(
        (video) =>
          isShort(video.durationSeconds) === short &&
          now - (video.publishedAt as number) >= BASELINE_MIN_AGE_MS,
      )
      .slice(0, BASELINE_MAX_VIDEOS + 1);
  const candidates = { short: eligible(true), long: eligible(false) };
  const videos: AnalysedVideo[] = uploads.map((video, index) => ({
    videoId: video.videoId,
    title: video.title,
    publishedAt: new Date(video.publishedAt).toISOString(),
    durationSeconds: video.durationSeconds,
    isShort: isShort(video.durationSeconds),
    views: video.views,
    likes: video.likes,
    comments: video.comments,
    outlier: outlierScore(
      baseline[index] as ChannelVideo,
      isShort(video.durationSeconds) ? candidates.short : candidates.long,
      now,
    ),
    outlierAtAge: video.outlierAtAge ?? null,
    tags: [...video.tags],
  }));

  // Uploads per week, every week from the oldest analysed upload's to this one, empty weeks included.
  const zoned = uploads.map((video) => zonedParts(video.publishedAt, timezone));
  const perWeek = new Map<string, number>();
  for (const parts of zoned) {
    const week = weekOf(parts);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const oldest = uploads.at(-1);
  const uploadsPerWeek = oldest
    ? mondaysBetween(weekStart(oldest.publishedAt, timezone), weekStart(now, timezone)).map((week) => ({
        weekStart: week,
        uploads: perWeek.get(week) ?? 0,
      }))
    : [];

  const scored = videos.filter(
    (video): video is AnalysedVideo & { outlier: number } => video.outlier !== null,
  );
  const outlierVideos = [...scored]
    .filter((video) => video.outlier > 1)
    .sort((a, b) => b.outlier - a.outlier)
    .slice(0, LISTED_VIDEOS);
  const underperformers = [...scored]
    .filter((video) => video.outlier < 1)
    .sort((a, b) => a.outlier - b.outlier)
    .slice(0, LISTED_VIDEOS);

  // Day-of-week x hour slots in the user's zone, with the median views of the uploads in each.
  const slots = new Map<string, { day: number; hour: number; views: number[] }>();
  for (const [index, video] of uploads.entries()) {
    const { weekday, hour } = zoned[index] as { weekday: number; hour: number };
    const key = `${weekday}:${hour}`;
    const slot = slots.get(key) ?? { day: weekday, hour, views: [] };
    slot.views.push(video.views);
    slots.set(key, slot);
  }
  const heatmap = [...slots.values()]
    .sort((a, b) => a.day - b.day || a.hour - b.hour)
    .map((slot) => ({
      day: slot.day,
      hour: slot.hour,
      uploads: slot.views.length,
      medianViews: median(slot.views) ?? 0,
    }));

  const longVideos = videos.filter((video) => !video.isShort && video.durationSeconds > 0);
  const length = {
    medianLongSeconds: median(longVideos.map((video) => video.durationSeconds)),
    buckets: LENGTH_BUCKETS.map((bucket) => {
      const inBucket = longVideos.filter(
        (video) =>
          video.durationSeconds >= bucket.min && (bucket.max === null || video.durationSeconds <= bucket.max),
      );
      return {
        label: bucket.label,
        minSeconds: bucket.min,
        maxSeconds: bucket.max,
        videos: inBucket.length,
        medianViews: median(inBucket.map((video) => video.views)),
      };
    }),
    correlation: spearman(
      longVideos.map((video) => video.durationSeconds),
      longVideos.map((video) => video.views),
    ),
  };

  const outlierIds = new Set(outlierVideos.map((video) => video.videoId));
  const inOutliers = videos.filter((video) => outlierIds.has(video.videoId));
  const inRest = videos.filter((video) => !outlierIds.has(video.videoId));

  return {
    channel: channelSummary(channel, uploads, now),
    timezone,
    computedAt: new Date(now).toISOString(),
    videos,
    uploadsPerWeek,
    channelMedianViews: median(videos.map((video) => video.views)),
    outliers: outlierVideos.map((video) => video.videoId),
    underperformers: underperformers.map((video) => video.videoId),
    heatmap,
    length,
    titleWords: termLifts(
      inOutliers.map((video) => titleWords(video.title)),
      inRest.map((video) => titleWords(video.title)),
    ),
    tags: termLifts(
      inOutliers.map((video) => tagSet(video.tags)),
      inRest.map((video) => tagSet(video.tags)),
    ),
    own: input.own ?? null,
  };
}
