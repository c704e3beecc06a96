// Saved videos (spec sections 2, 4, 7): save (idempotent), read back the caller's own, remove.
// Only the caller's rows are ever read or written: the uid comes from the verified token, and ids in a
// query are intersected with the caller's saved set, so another user's saved videos are never visible.
// users.savedVideoIds is not stored separately: GET /user derives it from the same saved_videos rows.
import {
  DeleteSavedVideoQuerySchema,
  type DeleteSavedVideoResponse,
  GetSavedVideoDataQuerySchema,
  type GetSavedVideoDataResponse,
  REMOVED_VIDEO_MESSAGE,
  SAVED_VIDEO_MESSAGE,
  SAVED_VIDEOS_MAX_IDS,
  SaveVideoRequestSchema,
  type SaveVideoResponse,
} from "@vi/types";
import { and, asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import type { Database } from "../../db/index.ts";
import { savedVideos } from "../../db/schema.ts";
import { ApiError, notFound } from "../../errors.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { validate } from "../../validation.ts";
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
  return new Hono<AppEnv>()
    .use("/savedVideos", requireAuth(auth))
    .use("/getSavedVideoData", requireAuth(auth))
    .use("/deleteSavedVideo", requireAuth(auth))

    .post("/savedVideos", validate("json", SaveVideoRequestSchema), async (c) => {
      const { uid } = c.var.user;
      const { videoId } = c.req.valid("json");
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
        const lookup = await videos.getVideos([videoId], "saved");
        if (lookup.notOnYoutube.includes(videoId)) {
          throw notFound(`videoId: ${videoId} is not a public YouTube video`);
        }
        const row = lookup.videos.get(videoId);
        if (row) await requestTracking(db, [row.channelId], "saved", now());
        await db.insert(savedVideos).values({ uid, videoId }).onConflictDoNothing();
      }
      const ids = await savedIdsOf(db, uid);
      return c.json({
        message: SAVED_VIDEO_MESSAGE,
        savedVideoIds: Object.fromEntries(ids.map((id) => [id, true as const])),
      } satisfies SaveVideoResponse);
    })

    .get("/getSavedVideoData", validate("query", GetSavedVideoDataQuerySchema.strict()), async (c) => {
      const { uid } = c.var.user;
      // useFakedBackendData is accepted for the spec's callers and ignored: the answer is always real.
      const { savedVideoIds } = c.req.valid("query");
      const asked = [...new Set(savedVideoIds)];
      if (asked.length === 0) return c.json({ videoData: [] } satisfies GetSavedVideoDataResponse);
      const mine = await db
        .select({ videoId: savedVideos.videoId })
        .from(savedVideos)
        .where(and(eq(savedVideos.uid, uid), inArray(savedVideos.videoId, asked)));
      const owned = new Set(mine.map((row) => row.videoId));
      const lookup = await videos.getVideos(
        asked.filter((id) => owned.has(id)),
        "saved",
      );
      const videoData = asked.flatMap((id) => {
        const row = owned.has(id) ? lookup.videos.get(id) : undefined;
        return row ? [toOutlierVideo(row)] : [];
      });
      return c.json({ videoData } satisfies GetSavedVideoDataResponse);
    })

    .delete("/deleteSavedVideo", validate("query", DeleteSavedVideoQuerySchema.strict()), async (c) => {
      const { uid } = c.var.user;
      const { videoId } = c.req.valid("query");
      const removed = await db
        .delete(savedVideos)
        .where(and(eq(savedVideos.uid, uid), eq(savedVideos.videoId, videoId)))
        .returning({ videoId: savedVideos.videoId });
      if (removed.length === 0) throw notFound(`videoId: ${videoId} is not in your saved videos`);
      return c.json({ message: REMOVED_VIDEO_MESSAGE } satisfies DeleteSavedVideoResponse);
    });
}
