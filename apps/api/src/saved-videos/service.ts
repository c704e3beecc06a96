// Saved videos in the database: save (videos/saved.ts, within the plan's limit), the caller's own rows
// among the ids asked, remove. Every read and write is scoped to the caller's uid.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { savedVideos } from "../db/schema.ts";
import { saveVideoForUser } from "../videos/saved.ts";
import type { VideoService } from "../videos/service.ts";

export function createSavedVideos({
  db,
  videos,
  now,
}: {
  db: Database;
  videos: VideoService;
  now: () => Date;
}) {
  return {
    /** Saves `videoId` for `uid`; the caller's saved ids after it. */
    save: (uid: string, videoId: string, signal?: AbortSignal) =>
      saveVideoForUser({ db, videos, now }, uid, videoId, signal),
    /** Which of `videoIds` `uid` has saved. */
    async ownedOf(uid: string, videoIds: string[]): Promise<Set<string>> {
      const mine = await db
        .select({ videoId: savedVideos.videoId })
        .from(savedVideos)
        .where(and(eq(savedVideos.uid, uid), inArray(savedVideos.videoId, videoIds)));
      return new Set(mine.map((row) => row.videoId));
    },
    /** Removes `videoId` from `uid`'s saved videos; false when it was not there. */
    async remove(uid: string, videoId: string): Promise<boolean> {
      const removed = await db
        .delete(savedVideos)
        .where(and(eq(savedVideos.uid, uid), eq(savedVideos.videoId, videoId)))
        .returning({ videoId: savedVideos.videoId });
      return removed.length > 0;
    },
  };
}
export type SavedVideos = ReturnType<typeof createSavedVideos>;
