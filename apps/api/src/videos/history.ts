// Reading a video's history and a channel's typical start from the store (docs/product.md#history).
import { TYPICAL_START_AGES_MS, typicalStart } from "@vi/metrics";
import type { ChannelCurveResponse, VideoChange, VideoFormat, VideoSnapshot } from "@vi/types";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { videoChanges, videoSnapshots } from "../db/schema.ts";
import { loadChannelHistory } from "./store.ts";

const HOUR = 3_600_000;

/** The video's stored snapshots (the last 30 days) and changes, oldest first. */
export async function loadVideoHistory(
  db: Database,
  videoId: string,
): Promise<{ snapshots: VideoSnapshot[]; changes: VideoChange[] }> {
  const [snapshots, changes] = await Promise.all([
    db
      .select()
      .from(videoSnapshots)
      .where(eq(videoSnapshots.videoId, videoId))
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

/** The channel's typical start for a format at `now`, from its stored snapshots. */
export async function channelCurve(
  db: Database,
  channelId: string,
  format: VideoFormat,
  now: Date,
): Promise<ChannelCurveResponse> {
  const history = await loadChannelHistory(db, channelId, now, format);
  const points = typicalStart(history, now);
  return {
    channelId,
    format,
    points: points.map((point, index) => ({
      ageHours: (TYPICAL_START_AGES_MS[index] ?? point.ageMs) / HOUR,
      sampleSize: point.sampleSize,
      median: point.median,
      p25: point.p25,
      p75: point.p75,
    })),
  };
}
