export {
  feedLagMs,
  HISTORY_MAX_AGE_MS,
  type HistoryVideo,
  maxBracketMs,
  type OutlierAtAge,
  outlierAtAge,
  peerViewsAtAge,
  percentile,
  TYPICAL_START_AGES_MS,
  type TypicalPoint,
  typicalAtAge,
  typicalStart,
  viewsAtAge,
  vphBetween,
} from "./history.ts";
export { median } from "./median.ts";
export {
  BASELINE_MAX_VIDEOS,
  BASELINE_MIN_AGE_MS,
  BASELINE_MIN_VIDEOS,
  type ChannelVideo,
  outlierBaseline,
  outlierScore,
} from "./outlier.ts";
export { isShort, SHORT_MAX_SECONDS } from "./shorts.ts";
export { type TimeInput, toMillis } from "./time.ts";
export {
  lifetimeVph,
  MIN_SNAPSHOT_GAP_MS,
  RECENT_WINDOW_MS,
  recentVph,
  type ViewSnapshot,
} from "./vph.ts";
