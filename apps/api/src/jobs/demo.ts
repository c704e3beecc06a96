// Demo data for dev: on the first start with an empty store, the given channels (the dev server passes the
// YouTube emulator's catalog) are queued for tracking, and the job workers ingest them through the real jobs
// and the real YouTube client. Nothing is written directly: what appears is exactly what the product would
// make of that data. Only scripts/dev-server.ts calls this; the production entry never does.
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { requestTracking } from "../videos/tracking.ts";

/** Queues `channelIds` for tracking when the store is empty; returns how many were queued. */
export async function seedDemoChannels(
  db: Database,
  { channelIds, now }: { channelIds: readonly string[]; now: Date },
): Promise<number> {
  const result = await db.execute<{ videos: number; tracked: number }>(sql`
    select (select count(*)::int from (select 1 from videos limit 1) v) as videos,
           (select count(*)::int from (select 1 from tracked_channels limit 1) t) as tracked
  `);
  const row = result.rows[0];
  if (!row || row.videos > 0 || row.tracked > 0) return 0;
  return (await requestTracking(db, channelIds, "demo", now)).length;
}
