export {
  analyseChannel,
  type ChannelAnalysisInput,
  type ChannelInput,
  channelSummary,
  FORMAT_MEDIAN_VIDEOS,
  LENGTH_BUCKETS,
  LISTED_TERMS,
  LISTED_VIDEOS,
  RECENT_WEEKS,
  termLifts,
  type UploadInput,
} from "./channel.ts";
export {
  analyseResults,
  LISTED_RESULT_TERMS,
  OPPORTUNITY_WEIGHTS,
  opportunityScore,
  RECENT_RESULT_DAYS,
  type ResultInput,
  type ResultsAnalysisInput,
} from "./results.ts";
export { quantile, spearman, tagSet, titleWords, weekStart, zonedParts } from "./stats.ts";
