// Reading a video's history and a channel's typical start from the store (docs/product.md#history).
import type { ChannelCurveResponse, VideoChange, VideoFormat, VideoSnapshot } from "@vi/types";
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { channelCurves, videoChanges, videoSnapshots } from "../db/schema.ts";
import { curvePoints, loadChannelHistory } from "./store.ts";

/**
 * The video's stored snapshots (the last 30 days) and changes, oldest first. `publishedAt` bounds the
 * snapshots' time, so a young video's read skips the day partitions from before it existed.
 */
export async function loadVideoHistory(
  db: Database,
  videoId: string,
  publishedAt?: Date,
): Promise<{ snapshots: VideoSnapshot[]; changes: VideoChange[] }> {
  const [snapshots, changes] = await Promise.all([
    db
      .select()
      .from(videoSnapshots)
      .where(
        and(
          eq(videoSnapshots.videoId, videoId),
          publishedAt ? gte(videoSnapshots.takenAt, publishedAt) : undefined,
        ),
      )
      .orderBy(asc(videoSnapshots.takenAt)),
    db
      .select()
      .from(videoChanges)
      .where(eq(videoChanges.videoId, videoId))
      .orderBy(asc(videoChanges.changedAt), asc(videoChanges.kind)),
  ]);
  return {
    snapshots: snapshots.map((row) => ({
      at: row.takenAt.toISOString(),
      views: row.viewCount,
      likes: row.likeCount,
      comments: row.commentCount,
      source: row.source,
    })),
    changes: changes.map((row) => ({
      at: row.changedAt.toISOString(),
      kind: row.kind,
      before: row.before,
      after: row.after,
      vphBefore: row.vphBefore,
      vphAfter: row.vphAfter,
    })),
  };
}

/**
 * The channel's typical start for a format: the row the job computed with its outlier scores (after its
 * last refresh), else computed now from its stored snapshots (a channel the job has not scored since).
 */
export async function channelCurve(
  db: Database,
  channelId: string,
  format: VideoFormat,
  now: Date,
): Promise<ChannelCurveResponse> {
  const [stored] = await db
    .select({ points: channelCurves.points })
    .from(channelCurves)
    .where(and(eq(channelCurves.channelId, channelId), eq(channelCurves.format, format)));
  if (stored) return { channelId, format, points: stored.points };
  const history = await loadChannelHistory(db, channelId, now, format);
  return { channelId, format, points: curvePoints(history, now) };
}
