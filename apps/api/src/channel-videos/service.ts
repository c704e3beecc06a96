// What the store holds for one channel (the /test page's "channel videos function"): the store only,
// never YouTube.
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { videos } from "../db/schema.ts";
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

/** The channel, its newest stored videos and how many it has stored; null when it is not in the store. */
async function channelVideos(db: Database, channelId: string) {
  const channel = (await loadChannels(db, [channelId])).get(channelId);
  if (!channel) return null;
  const rows = await channelVideosQuery(db, channelId);
  const [stored] = await db.select({ n: count() }).from(videos).where(eq(videos.channelId, channelId));
  return { channel, rows, stored: stored?.n ?? 0 };
}

export function createChannelVideos(db: Database) {
  return { find: (channelId: string) => channelVideos(db, channelId) };
}
export type ChannelVideos = ReturnType<typeof createChannelVideos>;
