// Saved videos: save (idempotent), read back the caller's own, remove (docs/product.md).
// Only the caller's rows are ever read or written: the uid comes from the verified token, and ids in a
// query are intersected with the caller's saved set, so another user's saved videos are never visible.
// users.savedVideoIds is not stored separately: GET /user derives it from the same saved_videos rows.
import { contracts, REMOVED_VIDEO_MESSAGE, SAVED_VIDEO_MESSAGE } from "@vi/types";
import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import type { Database } from "../db/index.ts";
import { savedVideos } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { saveVideoForUser } from "../videos/saved.ts";
import { toOutlierVideo } from "../videos/serialize.ts";
import type { VideoService } from "../videos/service.ts";

export function savedVideoRoutes({
  db,
  auth,
  videos,
  now = () => new Date(),
}: {
  db: Database;
  auth: AuthProvider;
  videos: VideoService;
  now?: () => Date;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.saveVideo, { auth, rateLimit: "costly" }, async (c, { body: { videoId } }) => {
    const { uid } = c.var.user;
    const ids = await saveVideoForUser({ db, videos, now }, uid, videoId, c.req.raw.signal);
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
    const mine = await db
      .select({ videoId: savedVideos.videoId })
      .from(savedVideos)
      .where(and(eq(savedVideos.uid, uid), inArray(savedVideos.videoId, asked)));
    const owned = new Set(mine.map((row) => row.videoId));
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
    const removed = await db
      .delete(savedVideos)
      .where(and(eq(savedVideos.uid, uid), eq(savedVideos.videoId, videoId)))
      .returning({ videoId: savedVideos.videoId });
    if (removed.length === 0) throw notFound(`videoId: ${videoId} is not in your saved videos`);
    return { message: REMOVED_VIDEO_MESSAGE };
  });

  return app;
}
