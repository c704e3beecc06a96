export { formatCount, formatOutlier, plural } from "./count.ts";
export { formatDuration, formatIsoDuration, parseDuration } from "./duration.ts";
export { formatHistoryAge, formatStartRatio, outlierAtAgeSentence } from "./history.ts";
export type { Localizer } from "./localizer.ts";
export { discountedPrice, formatPrice } from "./price.ts";
export {
  leftTodayText,
  QUOTA_HEADLINE,
  type QuotaFacts,
  type QuotaState,
  type QuotaTone,
  type QuotaView,
  quotaActionLabel,
  quotaHeadline,
  quotaKindNames,
  quotaSpentText,
  quotaState,
  quotaView,
  resetAtText,
} from "./quota.ts";
export {
  type CommentIdea,
  type CommentIdeasReport,
  commentIdeasReport,
  formatShare,
  type ResultsOutlier,
  type ResultsReport,
  resultsReport,
  type SupportingComment,
  sentimentShares,
} from "./reports.ts";
export {
  buildSubtitles,
  type Cue,
  decodeEntities,
  formatTimestamp,
  normalizeCues,
  type SubtitleFormat,
  subtitleFileName,
  toSrt,
  toTxt,
  toVtt,
} from "./subtitles.ts";
export { copySummary } from "./summary.ts";
export {
  applyFilters,
  type FilterBound,
  type SortDirection,
  sortVideos,
  type VideoFilters,
} from "./table.ts";
export { formatAge, formatDate, type TimeInput } from "./time.ts";
export type { OutlierVideo, VideoKey, VideoRow } from "./video.ts";
