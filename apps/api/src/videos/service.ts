// What the routes ask of the video store: stored videos by id, with unknown ids fetched from YouTube.

import { VIDEO_ID_RE } from "@vi/types";
import type { Database } from "../db/index.ts";
import type { TrackingSource } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { YoutubeClient } from "../youtube/client.ts";
import { fetchAndStoreVideos } from "./ingest.ts";
import { loadVideos, type StoredVideo } from "./store.ts";
import { requestTracking } from "./tracking.ts";

export interface VideoServiceDeps {
  db: Database;
  /** Null when YOUTUBE_API_KEY is unset: only stored videos are answered. */
  youtube: YoutubeClient | null;
  now: () => Date;
  logger: Logger;
  /** Called when channels were queued for tracking (a track job is sent so they are tracked soon). */
  onChannelsQueued?: () => void;
}

export interface VideoLookup {
  videos: Map<string, StoredVideo>;
  /** Ids YouTube says it does not have (deleted, private, never valid). */
  notOnYoutube: string[];
  /** Ids not stored that could not be asked about (no API key, quota spent, YouTube unreachable). */
  unavailable: string[];
}

export interface VideoService {
  readonly youtubeEnabled: boolean;
  /**
   * Stored videos for `ids`; the ones not stored are fetched from YouTube in batches of 50, stored, and
   * their channels queued for tracking under `source`. A YouTube failure (quota spent, outage) is logged
   * and leaves those ids unknown rather than failing the request.
   */
  getVideos(ids: readonly string[], source: TrackingSource): Promise<VideoLookup>;
}

export function createVideoService(deps: VideoServiceDeps): VideoService {
  const { db, youtube, logger } = deps;
  return {
    youtubeEnabled: youtube !== null,
    async getVideos(ids, source) {
      const wanted = [...new Set(ids)].filter((id) => VIDEO_ID_RE.test(id));
      const videos = await loadVideos(db, wanted);
      const unknown = wanted.filter((id) => !videos.has(id));
      if (unknown.length === 0) return { videos, notOnYoutube: [], unavailable: [] };
      if (!youtube) return { videos, notOnYoutube: [], unavailable: unknown };
      try {
        const fetched = await fetchAndStoreVideos({ db, youtube, now: deps.now, logger }, unknown);
        const added = await requestTracking(db, fetched.channelIds, source, deps.now());
        if (added.length > 0) deps.onChannelsQueued?.();
        for (const [id, row] of await loadVideos(db, fetched.stored)) videos.set(id, row);
        return { videos, notOnYoutube: fetched.missing, unavailable: [] };
      } catch (err) {
        logger.warn({ err, ids: unknown.length }, "could not fetch unknown videos from YouTube");
        return { videos, notOnYoutube: [], unavailable: unknown };
      }
    },
  };
}
