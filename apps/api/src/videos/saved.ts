// The one way a video joins a user's saved videos (every save path calls saveVideoForUser): the count and
// the insert happen under a lock on the user's row, so parallel saves cannot pass the limit together and a
// save racing DELETE /user finds the user gone instead of inserting a row whose user is being deleted.
import { SAVED_VIDEOS_MAX_IDS } from "@vi/types";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { savedVideos, users } from "../db/schema.ts";
import { HttpError, notFound } from "../errors.ts";
import type { VideoService } from "./service.ts";
import { requestTracking } from "./tracking.ts";

const NO_USER = "No user record yet: create it with POST /user";

const savedLimitReached = () =>
  new HttpError(
    409,
    "CONFLICT",
    `videoId: at most ${SAVED_VIDEOS_MAX_IDS} saved videos; remove some before saving more`,
    { field: "videoId", details: { limit: SAVED_VIDEOS_MAX_IDS } },
  );

export interface SaveVideoDeps {
  db: Database;
  videos: VideoService;
  now: () => Date;
}

/**
 * Saves `videoId` for `uid` (idempotent) and answers the saved ids. 404 when the user has no record (or
 * was deleted meanwhile), 404 when YouTube has no such public video, 409 past SAVED_VIDEOS_MAX_IDS.
 */
export async function saveVideoForUser(
  { db, videos, now }: SaveVideoDeps,
  uid: string,
  videoId: string,
  signal?: AbortSignal,
): Promise<string[]> {
  // A first look without a lock spares a YouTube lookup when the answer is already known; the user row
  // and the saved ids in one statement (docs/decisions/throughput.md).
  const first = await db
    .select({ uid: users.uid, videoId: savedVideos.videoId })
    .from(users)
    .leftJoin(savedVideos, eq(savedVideos.uid, users.uid))
    .where(eq(users.uid, uid))
    .orderBy(asc(savedVideos.savedAt));
  if (first.length === 0) throw notFound(NO_USER);
  const before = first.flatMap((row) => (row.videoId ? [row.videoId] : []));
  if (!before.includes(videoId)) {
    if (before.length >= SAVED_VIDEOS_MAX_IDS) throw savedLimitReached();
    // Fetched before the lock (an HTTP call must not hold the user's row); stored so Saved Videos can show
    // it, and its channel joins the tracked list.
    const lookup = await videos.getVideos([videoId], "saved", { uid, ...(signal ? { signal } : {}) });
    if (lookup.notOnYoutube.includes(videoId)) {
      throw notFound(`videoId: ${videoId} is not a public YouTube video`);
    }
    // An id nobody could check is not saved: discovery and every read would ask YouTube about it again.
    if (lookup.allowanceResetsAt) {
      const wait = Math.max(1, Math.ceil((lookup.allowanceResetsAt.getTime() - now().getTime()) / 1000));
      throw new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        "You have used today's allowance of new YouTube lookups for your plan; saving videos already known still works, and the allowance resets at midnight Pacific Time",
        { retryAfterSeconds: wait },
      );
    }
    if (lookup.unavailable.includes(videoId)) {
      throw new HttpError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube cannot be reached to check this video right now; please try again in a few minutes",
        { retryAfterSeconds: 60 },
      );
    }
    const row = lookup.videos.get(videoId);
    if (row) await requestTracking(db, [row.channelId], "saved", now());
  }
  // The answer is what the transaction saw under the lock, plus this save (no read after the commit).
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, uid)).for("update");
    if (!user) throw notFound(NO_USER);
    const saved = (
      await tx
        .select({ videoId: savedVideos.videoId })
        .from(savedVideos)
        .where(eq(savedVideos.uid, uid))
        .orderBy(asc(savedVideos.savedAt))
    ).map((row) => row.videoId);
    if (saved.includes(videoId)) return saved;
    if (saved.length >= SAVED_VIDEOS_MAX_IDS) throw savedLimitReached();
    await tx.insert(savedVideos).values({ uid, videoId });
    return [...saved, videoId];
  });
}
