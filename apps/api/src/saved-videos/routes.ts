// Saved videos: save (idempotent), read back the caller's own, remove (docs/product.md).
// Only the caller's rows are ever read or written: the uid comes from the verified token, and ids in a
// query are intersected with the caller's saved set, so another user's saved videos are never visible.
// users.savedVideoIds is not stored separately: GET /user derives it from the same saved_videos rows.
import { contracts, REMOVED_VIDEO_MESSAGE, SAVED_VIDEO_MESSAGE } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { notFound } from "../errors.ts";
import { toOutlierVideo } from "../videos/serialize.ts";
import type { VideoService } from "../videos/service.ts";
import type { SavedVideos } from "./service.ts";

export function savedVideoRoutes({
  auth,
  videos,
  saved,
}: {
  auth: AuthProvider;
  videos: VideoService;
  saved: SavedVideos;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.saveVideo, { auth, rateLimit: "costly" }, async (c, { body: { videoId } }) => {
    const { uid } = c.var.user;
    const ids = await saved.save(uid, videoId, c.req.raw.signal);
    return {
      message: SAVED_VIDEO_MESSAGE,
      savedVideoIds: Object.fromEntries(ids.map((id) => [id, true as const])),
    };
  });

  contractRoute(app, contracts.getSavedVideoData, { auth }, async (c, { query }) => {
    const { uid } = c.var.user;
    // useFakedBackendData is accepted for older callers and ignored: the answer is always real.
    const asked = [...new Set(query.savedVideoIds)];
    if (asked.length === 0) return { videoData: [] };
    const owned = await saved.ownedOf(uid, asked);
    const lookup = await videos.getVideos(
      asked.filter((id) => owned.has(id)),
      "saved",
      { uid, signal: c.req.raw.signal },
    );
    const videoData = asked.flatMap((id) => {
      const row = owned.has(id) ? lookup.videos.get(id) : undefined;
      return row ? [toOutlierVideo(row)] : [];
    });
    return { videoData };
  });

  contractRoute(app, contracts.deleteSavedVideo, { auth }, async (c, { query: { videoId } }) => {
    const { uid } = c.var.user;
    if (!(await saved.remove(uid, videoId)))
      throw notFound(`videoId: ${videoId} is not in your saved videos`);
    return { message: REMOVED_VIDEO_MESSAGE };
  });

  return app;
}
