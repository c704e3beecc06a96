// The operations screen's figures (/data): users by plan, what the video store holds, YouTube quota used
// today, the job queues.
import {
  type AdminQueues,
  type AdminStats,
  PAST_DUE_GRACE_SECONDS,
  SUBSCRIPTION_PAID_STATUSES,
} from "@vi/types";
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { countStaleVideos } from "../jobs/refresh.ts";
import type { JobQueue } from "../queue/index.ts";
import { pacificDay, type QuotaBudget } from "../youtube/quota.ts";

export interface AdminDeps {
  db: Database;
  quota: QuotaBudget | null;
  queue: Pick<JobQueue, "state">;
  now: () => Date;
}

/** GET /admin/stats's answer. */
async function adminStats({ db, quota, now }: AdminDeps): Promise<AdminStats> {
  const at = now();
  const nowSeconds = Math.floor(at.getTime() / 1000);
  // A subscription is in force while Stripe says active or trialing, or past_due within its grace
  // (subscriptionInForce in @vi/types, here in SQL with the same constants).
  const paidStatuses = sql.join(
    SUBSCRIPTION_PAID_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const plans = await db.execute<{ plan: string; users: number }>(sql`
    select case
             when subscription_live is not null
              and (subscription_live ->> 'status' in (${paidStatuses})
                   or (subscription_live ->> 'status' = 'past_due'
                       and (subscription_live ->> 'current_period_start')::bigint
                           > ${nowSeconds - PAST_DUE_GRACE_SECONDS}))
             then subscription_live ->> 'product_id'
             else 'free'
           end as plan,
           count(*)::int as users
    from users group by 1 order by 2 desc, 1
  `);
  const counts = await db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from users where is_admin) as admins,
      (select count(*)::int from videos) as videos,
      (select count(*)::int from videos where format = 'short') as shorts,
      (select count(*)::int from videos where outlier_score is not null) as scored,
      (select count(*)::int from channels) as channels,
      (select count(*)::int from video_snapshots) as snapshots,
      (select count(*)::int from tracked_channels) as tracked,
      (select count(*)::int from tracked_channels where tracked_at is null and failures = 0) as awaiting,
      (select count(*)::int from tracked_channels where failures > 0) as failing,
      (select count(*)::int from affiliate_applications) as applications,
      (select count(*)::int from affiliate_applications
        where created_at >= ${new Date(at.getTime() - 7 * 86_400_000).toISOString()}::timestamptz) as recent
  `);
  const n = (name: string) => counts.rows[0]?.[name] ?? 0;
  return {
    generatedAt: at.toISOString(),
    users: { total: n("users"), admins: n("admins"), byPlan: plans.rows },
    store: {
      videos: n("videos"),
      shorts: n("shorts"),
      videosWithOutlierScore: n("scored"),
      staleVideos: await countStaleVideos({ db, now: () => at }),
      channels: n("channels"),
      snapshots: n("snapshots"),
      trackedChannels: n("tracked"),
      channelsAwaitingFirstTrack: n("awaiting"),
      channelsFailing: n("failing"),
    },
    quota: quota
      ? { day: pacificDay(at.getTime()), usedToday: await quota.usedToday(), dailyLimit: quota.dailyLimit }
      : null,
    affiliateApplications: { total: n("applications"), last7Days: n("recent") },
  };
}

/** GET /admin/queues's answer. */
async function adminQueues({ quota, queue, now }: AdminDeps): Promise<AdminQueues> {
  return { generatedAt: now().toISOString(), youtubeEnabled: quota !== null, queues: await queue.state() };
}

export function createAdminService(deps: AdminDeps) {
  return { stats: () => adminStats(deps), queues: () => adminQueues(deps) };
}
export type AdminService = ReturnType<typeof createAdminService>;
