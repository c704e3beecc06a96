import type { SortDirection, VideoKey } from "@vi/format";

export interface SavedSort {
  key: VideoKey;
  direction: SortDirection;
}

/** The narrow-screen sort dropdown, in the order docs/product.md (Saved videos) gives (labels: catalog keys). */
export const SAVED_SORT_OPTIONS = [
  { key: "videoTitle", label: "savedVideos.titleColumn" },
  { key: "videoDuration", label: "savedVideos.length" },
  { key: "videoViewCount", label: "columns.views" },
  { key: "videoLikeCount", label: "columns.likes" },
  { key: "videoCommentCount", label: "columns.comments" },
  { key: "videoOutlier", label: "columns.outlier" },
  { key: "videoVph", label: "columns.vph" },
  { key: "videoPublishedAt", label: "columns.published" },
  { key: "channelTitle", label: "columns.channelTitle" },
  { key: "channelSubscriberCount", label: "columns.subscribers" },
  { key: "channelVideoCount", label: "columns.channelVideoCount" },
] as const satisfies readonly { key: VideoKey; label: string }[];

export type SavedSortKey = (typeof SAVED_SORT_OPTIONS)[number]["key"];

/** Saved Videos sort descending by default (by outlier score, the product's headline figure). */
export const DEFAULT_SAVED_SORT: SavedSort = { key: "videoOutlier", direction: "desc" };
