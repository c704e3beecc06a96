// The tracked-channel list: channels whose latest uploads the jobs keep in the store.
import { CHANNEL_ID_RE } from "@vi/types";
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import type { TrackingSource } from "../db/schema.ts";

/** Sources that stay tracked until removed; the others expire 30 days after the last request. */
export const PERMANENT_SOURCES: readonly TrackingSource[] = ["seed", "demo"];

/**
 * Queues channels for tracking (idempotent). A channel already queued keeps its permanent source and gets
 * its request time renewed, which keeps lookup/saved/subscription channels from expiring.
 * Returns the ids that were new to the list.
 */
export async function requestTracking(
  db: Database,
  channelIds: Iterable<string>,
  source: TrackingSource,
  now: Date,
): Promise<string[]> {
  // Sorted: two requests for overlapping channels lock their rows in the same order (no deadlock).
  const ids = [...new Set(channelIds)].filter((id) => CHANNEL_ID_RE.test(id)).sort();
  if (ids.length === 0) return [];
  const result = await db.execute<{ channel_id: string; inserted: boolean }>(sql`
    insert into tracked_channels (channel_id, source, requested_at)
    select id, ${source}::text, ${now.toISOString()}::timestamptz
    from json_array_elements_text(${JSON.stringify(ids)}::json) as id
    on conflict (channel_id) do update set
      requested_at = greatest(tracked_channels.requested_at, excluded.requested_at),
      source = case when tracked_channels.source in ('seed', 'demo') then tracked_channels.source
                    else excluded.source end
    returning channel_id, (xmax = 0) as inserted
  `);
  return result.rows.filter((row) => row.inserted).map((row) => row.channel_id);
}
