// GET /videos/history (a video's snapshots and title/thumbnail changes) and GET /channels/curve (a
// channel's typical start), signed in. A video not stored yet is looked up like the extension's lookups
// (within the caller's daily allowance), which also starts tracking its channel.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { HttpError, notFound } from "../errors.ts";
import type { VideoService } from "../videos/service.ts";
import type { History } from "./service.ts";

export function historyRoutes({
  auth,
  videos,
  history,
}: {
  auth: AuthProvider;
  videos: VideoService;
  history: History;
}) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getVideoHistory, { auth, rateLimit: "costly" }, async (c, { query }) => {
    const found = await videos.getVideos([query.videoId], "lookup", {
      uid: c.var.user.uid,
      signal: c.req.raw.signal,
    });
    const row = found.videos.get(query.videoId);
    if (!row) {
      if (found.unavailable.length > 0) {
        throw new HttpError(
          503,
          "SERVICE_UNAVAILABLE",
          "We couldn't load this video from YouTube right now. Please try again later.",
        );
      }
      throw notFound("We couldn't find this video on YouTube.");
    }
    const { snapshots, changes } = await history.videoHistory(row.id, row.publishedAt);
    return {
      video: {
        videoId: row.id,
        title: row.title,
        channelId: row.channelId,
        channelTitle: row.channelTitle,
        publishedAt: row.publishedAt.toISOString(),
        format: row.format,
        viewCount: row.viewCount,
        thumbnailUrl: row.thumbnailUrl,
        outlierAtAge: row.outlierAtAge,
        outlierAtAgeSample: row.outlierAtAgeSample,
        fetchedAt: row.fetchedAt.toISOString(),
      },
      snapshots,
      changes,
    };
  });

  contractRoute(app, contracts.getChannelCurve, { auth }, async (_c, { query }) => {
    const curve = await history.channelCurve(query.channelId, query.format);
    if (!curve) throw notFound("We don't have this channel's videos yet.");
    return curve;
  });
  return app;
}
