// Demo data for dev (LOAD_DEMO_DATA=true): on the first start with an empty store, the channels of the
// YouTube emulator's catalog are queued for tracking, and the scheduler ingests them through the real
// jobs and the real YouTube client (YOUTUBE_API_BASE_URL points at the emulator). Nothing is written
// directly: what appears is exactly what the product would make of that data.
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { requestTracking } from "../videos/tracking.ts";

/** Queues the first `count` channels of the emulator's default catalog when the store is empty. */
export async function seedDemoChannels(
  db: Database,
  { count, now }: { count: number; now: Date },
): Promise<number> {
  const result = await db.execute<{ videos: number; tracked: number }>(sql`
    select (select count(*)::int from (select 1 from videos limit 1) v) as videos,
           (select count(*)::int from (select 1 from tracked_channels limit 1) t) as tracked
  `);
  const row = result.rows[0];
  if (!row || row.videos > 0 || row.tracked > 0) return 0;
  // Loaded only here: the catalog generator is dev tooling, not needed by a production start.
  const { DEFAULT_SEED, generateCatalog } = await import("../emulators/youtube/catalog.ts");
  const ids = generateCatalog(DEFAULT_SEED, { channels: count }).channels.map((channel) => channel.id);
  return (await requestTracking(db, ids, "demo", now)).length;
}
