// YouTube API Services policy: statistics may be stored for at most 30 days, then refreshed or deleted.
// The refresh job normally renews them long before; whatever it could not renew (quota spent, channel
// gone) is deleted here. Snapshots (each video's history) and title/thumbnail changes go after 30 days: whole
// day partitions are dropped, and the rows older than 30 days in the day that straddles the limit deleted.
// The rules: docs/product.md#retention; why: docs/decisions/refresh-and-retention.md.
import { and, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import {
  affiliateApplications,
  apiKeyUsage,
  channels,
  trackedChannels,
  userDailyUsage,
  videoChanges,
  videoSnapshots,
  videos,
} from "../db/schema.ts";
import { PERMANENT_SOURCES } from "../videos/tracking.ts";

const DAY = 24 * 3_600_000;
const STATISTICS_MAX_AGE_MS = 30 * DAY;
const SNAPSHOT_MAX_AGE_MS = 30 * DAY;
/**
 * Affiliate applications (names, emails, messages of people without an account) are kept this long; admins
 * export what they need from /data before (docs/product.md#affiliate-program).
 */
export const AFFILIATE_APPLICATION_MAX_AGE_MS = 90 * DAY;
/**
 * Per-user daily usage counters (lookup units, channels added, personal API key calls) are only read for
 * the current day; a week keeps yesterday's for support questions whatever the user's timezone.
 */
const USAGE_MAX_AGE_MS = 7 * DAY;

/** Channels queued by lookups, saves or subscriptions stop being tracked when nobody asked for a month. */
const TRACKING_REQUEST_MAX_AGE_MS = 30 * DAY;

export interface RetentionResult {
  videosDeleted: number;
  channelsDeleted: number;
  snapshotsDeleted: number;
  /** Day partitions of video_snapshots dropped whole. */
  snapshotPartitionsDropped: number;
  changesDeleted: number;
  channelsUntracked: number;
  affiliateApplicationsDeleted: number;
  /** Personal API keys' daily call counters (api_key_usage) past USAGE_MAX_AGE_MS. */
  apiKeyUsageDeleted: number;
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
  const snapshotCutoff = new Date(now - SNAPSHOT_MAX_AGE_MS);
  const dropped = await dropSnapshotPartitions(db, snapshotCutoff);
  const deletedSnapshots = await db.execute<{ n: number }>(sql`
    with deleted as (
      delete from ${videoSnapshots}
      where ${videoSnapshots.takenAt} < ${snapshotCutoff.toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as n from deleted
  `);
  const deletedChanges = await db
    .delete(videoChanges)
    .where(lt(videoChanges.changedAt, snapshotCutoff))
    .returning({ id: videoChanges.videoId });
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
  // The days are 'YYYY-MM-DD' dates in a user's or Pacific time: a week-old UTC date is safely older.
  const usageCutoffDay = new Date(now - USAGE_MAX_AGE_MS).toISOString().slice(0, 10);
  await db.delete(userDailyUsage).where(lt(userDailyUsage.day, usageCutoffDay));
  const expiredKeyUsage = await db
    .delete(apiKeyUsage)
    .where(lt(apiKeyUsage.day, usageCutoffDay))
    .returning({ uid: apiKeyUsage.uid });
  return {
    affiliateApplicationsDeleted: expiredApplications.length,
    apiKeyUsageDeleted: expiredKeyUsage.length,
    videosDeleted: deletedVideos.length,
    channelsDeleted: deletedChannels.length,
    snapshotsDeleted: dropped.rows + (deletedSnapshots.rows[0]?.n ?? 0),
    snapshotPartitionsDropped: dropped.partitions,
    changesDeleted: deletedChanges.length,
    channelsUntracked: untracked.length,
  };
}

/** Partition names are video_snapshots_pYYYYMMDD, one UTC day each (drizzle/0025_video_history.sql). */
const PARTITION_RE = /^video_snapshots_p(\d{4})(\d{2})(\d{2})$/;

/**
 * Drops the day partitions of video_snapshots that end at or before `cutoff` (every row in them is older),
 * counting their rows first for the job's output.
 */
async function dropSnapshotPartitions(db: Database, cutoff: Date) {
  const partitions = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'video_snapshots'::regclass
  `);
  let rows = 0;
  let dropped = 0;
  for (const { name } of partitions.rows) {
    const match = PARTITION_RE.exec(name);
    if (!match) continue;
    const end = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
    if (end > cutoff.getTime()) continue;
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    rows += counted.rows[0]?.n ?? 0;
    await db.execute(sql`drop table if exists ${sql.identifier(name)}`);
    dropped += 1;
  }
  return { partitions: dropped, rows };
}
