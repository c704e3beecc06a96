// TODO(types): switch to `import type { OutlierVideo } from "@vi/types"` once @vi/types exports it.
/** The outlier video record of spec section 3 (mirrors OutlierVideoSchema in @vi/types). */
export interface OutlierVideo {
  videoId: string;
  videoTitle: string;
  videoViewCount: number;
  videoLikeCount: number;
  videoCommentCount: number;
  videoPublishedAt: string;
  videoOutlier: number | null;
  videoVph: number;
  videoDuration: string;
  channelTitle: string;
  channelSubscriberCount: number;
  channelVideoCount: number;
}

/**
 * A row the table helpers accept: any field of the record may be missing or null (rows come from
 * caches and older API answers too), and extra fields are kept untouched.
 */
export type VideoRow = { [K in keyof OutlierVideo]?: OutlierVideo[K] | null };

export type VideoKey = keyof OutlierVideo;
