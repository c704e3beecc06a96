import type { OutlierVideo, VideoInsight } from "@vi/types";
import type { StoredVideo } from "./store.ts";

/** The outlier video record (`OutlierVideo` of @vi/types) from a stored row. */
export function toOutlierVideo(row: StoredVideo): OutlierVideo {
  return {
    videoId: row.id,
    videoTitle: row.title,
    videoViewCount: row.viewCount,
    videoLikeCount: row.likeCount,
    videoCommentCount: row.commentCount,
    videoPublishedAt: row.publishedAt.toISOString(),
    videoOutlier: row.outlierScore,
    videoVph: row.lifetimeVph,
    videoDuration: row.durationIso,
    channelTitle: row.channelTitle,
    channelSubscriberCount: row.channelSubscriberCount,
    channelVideoCount: row.channelVideoCount,
    videoOutlierAtAge: row.outlierAtAge,
    videoOutlierAtAgeSample: row.outlierAtAgeSample,
  };
}

/** The extension's view of a video: the record plus recent VPH, tags, channel id and format. */
export function toVideoInsight(row: StoredVideo): VideoInsight {
  return {
    ...toOutlierVideo(row),
    recentVph: row.recentVph,
    tags: row.tags,
    channelId: row.channelId,
    format: row.format,
  };
}
