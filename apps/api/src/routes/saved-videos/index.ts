// Saved videos: save (idempotent), read back the caller's own, remove (docs/product.md).
// Only the caller's rows are ever read or written: the uid comes from the verified token, and ids in a
// query are intersected with the caller's saved set, so another user's saved videos are never visible.
// users.savedVideoIds is not stored separately: GET /user derives it from the same saved_videos rows.
import { contracts, REMOVED_VIDEO_MESSAGE, SAVED_VIDEO_MESSAGE, SAVED_VIDEOS_MAX_IDS } from "@vi/types";
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import type { Database } from "../../db/index.ts";
import { savedVideos } from "../../db/schema.ts";
import { ApiError, notFound } from "../../errors.ts";
import { toOutlierVideo } from "../../videos/serialize.ts";
import type { VideoService } from "../../videos/service.ts";
import { requestTracking } from "../../videos/tracking.ts";
import { findUser } from "../user/user-info.ts";

async function savedIdsOf(db: Database, uid: string): Promise<string[]> {
  const rows = await db
    .select({ videoId: savedVideos.videoId })
    .from(savedVideos)
    .where(eq(savedVideos.uid, uid))
    .orderBy(asc(savedVideos.savedAt));
  return rows.map((row) => row.videoId);
}

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
    if (!(await findUser(db, uid))) throw notFound("No user record yet: create it with POST /user");

    const saved = await savedIdsOf(db, uid);
    if (!saved.includes(videoId)) {
      if (saved.length >= SAVED_VIDEOS_MAX_IDS) {
        throw new ApiError(
          409,
          "CONFLICT",
          `videoId: at most ${SAVED_VIDEOS_MAX_IDS} saved videos; remove some before saving more`,
        );
      }
      // Stored (fetched now if needed) so Saved Videos can show it; its channel joins the tracked list.
      const lookup = await videos.getVideos([videoId], "saved", { uid, signal: c.req.raw.signal });
      if (lookup.notOnYoutube.includes(videoId)) {
        throw notFound(`videoId: ${videoId} is not a public YouTube video`);
      }
      // An id nobody could check is not saved: discovery and every read would ask YouTube about it again.
      if (lookup.allowanceResetsAt) {
        const wait = Math.max(1, Math.ceil((lookup.allowanceResetsAt.getTime() - now().getTime()) / 1000));
        throw new ApiError(
          429,
          "TOO_MANY_REQUESTS",
          "You have used today's allowance of new YouTube lookups for your plan; saving videos already known still works, and the allowance resets at midnight Pacific Time",
          { retryAfterSeconds: wait },
        );
      }
      if (lookup.unavailable.includes(videoId)) {
        throw new ApiError(
          503,
          "SERVICE_UNAVAILABLE",
          "YouTube cannot be reached to check this video right now; please try again in a few minutes",
          { retryAfterSeconds: 60 },
        );
      }
      const row = lookup.videos.get(videoId);
      if (row) await requestTracking(db, [row.channelId], "saved", now());
      await db.insert(savedVideos).values({ uid, videoId }).onConflictDoNothing();
    }
    const ids = await savedIdsOf(db, uid);
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
