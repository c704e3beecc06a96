// YouTube API Services policy: statistics may be stored for at most 30 days, then refreshed or deleted.
// The refresh job normally renews them long before; whatever it could not renew (quota spent, channel
// gone) is deleted here. Snapshots serve recent VPH (48 hours) and go after a week.
// The rules: docs/product.md#retention; why: docs/decisions/refresh-and-retention.md.
import { and, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import {
  affiliateApplications,
  channels,
  trackedChannels,
  userDailyUsage,
  videoSnapshots,
  videos,
} from "../db/schema.ts";
import { PERMANENT_SOURCES } from "../videos/tracking.ts";

const DAY = 24 * 3_600_000;
export const STATISTICS_MAX_AGE_MS = 30 * DAY;
export const SNAPSHOT_MAX_AGE_MS = 7 * DAY;
/**
 * Affiliate applications (names, emails, messages of people without an account) are kept this long; admins
 * export what they need from /data before (docs/product.md#affiliate-program).
 */
export const AFFILIATE_APPLICATION_MAX_AGE_MS = 90 * DAY;
/** Per-user daily usage counters (lookup units, channels added) are only read for the current day. */
const USAGE_MAX_AGE_MS = 7 * DAY;

/** Channels queued by lookups, saves or subscriptions stop being tracked when nobody asked for a month. */
export const TRACKING_REQUEST_MAX_AGE_MS = 30 * DAY;

export interface RetentionResult {
  videosDeleted: number;
  channelsDeleted: number;
  snapshotsDeleted: number;
  channelsUntracked: number;
  affiliateApplicationsDeleted: number;
}

export async function applyRetention(ctx: { db: Database; now: () => Date }): Promise<RetentionResult> {
  const { db } = ctx;
  const now = ctx.now().getTime();
  const statisticsCutoff = new Date(now - STATISTICS_MAX_AGE_MS);
  const deletedVideos = await db
    .delete(videos)
    .where(lt(videos.fetchedAt, statisticsCutoff))
    .returning({ id: videos.id });
  // A channel's videos go with it (cascade), whatever their own age.
  const deletedChannels = await db
    .delete(channels)
    .where(lt(channels.fetchedAt, statisticsCutoff))
    .returning({ id: channels.id });
  const deletedSnapshots = await db.execute<{ n: number }>(sql`
    with deleted as (
      delete from ${videoSnapshots}
      where ${videoSnapshots.takenAt} < ${new Date(now - SNAPSHOT_MAX_AGE_MS).toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as n from deleted
  `);
  const untracked = await db
    .delete(trackedChannels)
    .where(
      and(
        lt(trackedChannels.requestedAt, new Date(now - TRACKING_REQUEST_MAX_AGE_MS)),
        notInArray(trackedChannels.source, [...PERMANENT_SOURCES]),
      ),
    )
    .returning({ channelId: trackedChannels.channelId });
  const expiredApplications = await db
    .delete(affiliateApplications)
    .where(lt(affiliateApplications.createdAt, new Date(now - AFFILIATE_APPLICATION_MAX_AGE_MS)))
    .returning({ id: affiliateApplications.id });
  // The day is a 'YYYY-MM-DD' Pacific date: a week-old UTC date is safely older.
  await db
    .delete(userDailyUsage)
    .where(lt(userDailyUsage.day, new Date(now - USAGE_MAX_AGE_MS).toISOString().slice(0, 10)));
  return {
    affiliateApplicationsDeleted: expiredApplications.length,
    videosDeleted: deletedVideos.length,
    channelsDeleted: deletedChannels.length,
    snapshotsDeleted: deletedSnapshots.rows[0]?.n ?? 0,
    channelsUntracked: untracked.length,
  };
}
