// The "YouTube does not have this id" list (docs/decisions/rate-limits.md): ids videos.list left out are
// remembered for a day, so made-up or deleted ids cost a unit once, not on every lookup, save or job run.
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { youtubeMissingVideos } from "../db/schema.ts";

/** How long an id YouTube reported missing is not asked about again. */
export const MISSING_VIDEO_TTL_MS = 24 * 3_600_000;

/** Of `ids`, those YouTube reported missing within the last day. */
export async function recentlyMissing(db: Database, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ videoId: youtubeMissingVideos.videoId })
    .from(youtubeMissingVideos)
    .where(
      and(
        inArray(youtubeMissingVideos.videoId, [...ids]),
        gte(youtubeMissingVideos.checkedAt, new Date(now.getTime() - MISSING_VIDEO_TTL_MS)),
      ),
    );
  return new Set(rows.map((row) => row.videoId));
}

/** Remembers ids YouTube just reported missing; forgets entries older than a day. */
export async function rememberMissing(db: Database, ids: readonly string[], now: Date): Promise<void> {
  await db
    .delete(youtubeMissingVideos)
    .where(lt(youtubeMissingVideos.checkedAt, new Date(now.getTime() - MISSING_VIDEO_TTL_MS)));
  if (ids.length === 0) return;
  await db
    .insert(youtubeMissingVideos)
    .values([...new Set(ids)].map((videoId) => ({ videoId, checkedAt: now })))
    .onConflictDoUpdate({
      target: youtubeMissingVideos.videoId,
      set: { checkedAt: sql`excluded.checked_at` },
    });
}
