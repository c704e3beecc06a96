// GET /channelVideos?channelId=UC... (admin): the /test page's "channel videos function" - what the
// store holds for one channel, newest first. It reads the store only and never spends YouTube quota,
// so an admin can check what the jobs ingested for a channel.
import { contracts } from "@vi/types";
import { count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import type { Database } from "../db/index.ts";
import { videos } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { toVideoInsight } from "../videos/serialize.ts";
import { loadChannels, STORED_VIDEO_COLUMNS } from "../videos/store.ts";

/** Most videos one answer lists. */
export const CHANNEL_VIDEOS_LIMIT = 50;

/**
 * The channel's newest stored videos (not executed: tests read its SQL). videos_channel_id_idx finds
 * the channel's rows; a channel keeps at most a few thousand. Explicit columns: the title's search
 * vector is only for filtering and would be read and sent for nothing.
 */
export function channelVideosQuery(db: Database, channelId: string) {
  return db
    .select(STORED_VIDEO_COLUMNS)
    .from(videos)
    .where(eq(videos.channelId, channelId))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(CHANNEL_VIDEOS_LIMIT);
}

export function channelVideosRoutes({ db, auth }: { db: Database; auth: AuthProvider }) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getChannelVideos, { auth, db }, async (_c, { query: { channelId } }) => {
    const channel = (await loadChannels(db, [channelId])).get(channelId);
    if (!channel) throw notFound(`channelId: ${channelId} is not in the video store`);
    const rows = await channelVideosQuery(db, channelId);
    const [stored] = await db.select({ n: count() }).from(videos).where(eq(videos.channelId, channelId));
    return {
      channel: {
        id: channel.id,
        title: channel.title,
        handle: channel.handle,
        subscriberCount: channel.subscriberCount,
        videoCount: channel.videoCount,
        viewCount: channel.viewCount,
        fetchedAt: channel.fetchedAt.toISOString(),
      },
      storedVideos: stored?.n ?? 0,
      videos: rows.map(toVideoInsight),
    };
  });
  return app;
}
