// GET /channelVideos?channelId=UC... (admin): the /test page's "channel videos function" - what the
// store holds for one channel, newest first. It reads the store only and never spends YouTube quota,
// so an admin can check what the jobs ingested for a channel.
import { CHANNEL_ID_RE, type VideoInsight } from "@vi/types";
import { count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import type { Database } from "../../db/index.ts";
import { videos } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { requireAdmin } from "../../middleware/admin.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { validate } from "../../validation.ts";
import { toVideoInsight } from "../../videos/serialize.ts";
import { loadChannels, STORED_VIDEO_COLUMNS } from "../../videos/store.ts";

/** Most videos one answer lists. */
export const CHANNEL_VIDEOS_LIMIT = 50;

const QuerySchema = z
  .object({
    channelId: z
      .string({ error: "required" })
      .trim()
      .regex(CHANNEL_ID_RE, "must be a YouTube channel id (UC followed by 22 characters)"),
  })
  .strict();

export interface ChannelVideosResponse {
  channel: {
    id: string;
    title: string;
    handle: string | null;
    subscriberCount: number;
    videoCount: number;
    viewCount: number;
    fetchedAt: string;
  };
  /** Videos of the channel in the store (not all of YouTube's). */
  storedVideos: number;
  videos: VideoInsight[];
}

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
  return new Hono<AppEnv>().get(
    "/channelVideos",
    requireAuth(auth),
    requireAdmin(db),
    validate("query", QuerySchema),
    async (c) => {
      const { channelId } = c.req.valid("query");
      const channel = (await loadChannels(db, [channelId])).get(channelId);
      if (!channel) throw notFound(`channelId: ${channelId} is not in the video store`);
      const rows = await channelVideosQuery(db, channelId);
      const [stored] = await db.select({ n: count() }).from(videos).where(eq(videos.channelId, channelId));
      const body: ChannelVideosResponse = {
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
      return c.json(body);
    },
  );
}
