// GET /channelVideos?channelId=UC... (admin): the /test page's "channel videos function" - what the
// store holds for one channel, newest first. It reads the store only and never spends YouTube quota,
// so an admin can check what the jobs ingested for a channel.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { notFound } from "../errors.ts";
import type { AdminCheck } from "../middleware/admin.ts";
import { toVideoInsight } from "../videos/serialize.ts";
import type { ChannelVideos } from "./service.ts";

export function channelVideosRoutes({
  auth,
  admins,
  channelVideos,
}: {
  auth: AuthProvider;
  admins: AdminCheck;
  channelVideos: ChannelVideos;
}) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getChannelVideos, { auth, admins }, async (_c, { query: { channelId } }) => {
    const found = await channelVideos.find(channelId);
    if (!found) throw notFound(`channelId: ${channelId} is not in the video store`);
    const { channel, rows, stored } = found;
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
      storedVideos: stored,
      videos: rows.map(toVideoInsight),
    };
  });
  return app;
}
