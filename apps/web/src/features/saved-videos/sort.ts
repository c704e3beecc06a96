import type { SortDirection, VideoKey } from "@vi/format";

export interface SavedSort {
  key: VideoKey;
  direction: SortDirection;
}

/** The narrow-screen sort dropdown, in the order docs/product.md (Saved videos) gives. */
export const SAVED_SORT_OPTIONS = [
  { key: "videoTitle", label: "Title" },
  { key: "videoDuration", label: "Length" },
  { key: "videoViewCount", label: "Views" },
  { key: "videoLikeCount", label: "Likes" },
  { key: "videoCommentCount", label: "Comments" },
  { key: "videoOutlier", label: "Outlier" },
  { key: "videoVph", label: "VPH" },
  { key: "videoPublishedAt", label: "Published" },
  { key: "channelTitle", label: "Channel Title" },
  { key: "channelSubscriberCount", label: "Subscribers" },
  { key: "channelVideoCount", label: "Channel Video Count" },
] as const satisfies readonly { key: VideoKey; label: string }[];

export type SavedSortKey = (typeof SAVED_SORT_OPTIONS)[number]["key"];

/** Saved Videos sort descending by default (by outlier score, the product's headline figure). */
export const DEFAULT_SAVED_SORT: SavedSort = { key: "videoOutlier", direction: "desc" };
