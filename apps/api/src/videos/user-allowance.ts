// Per-user daily allowances of what lookups cost (docs/decisions/rate-limits.md): YouTube units of videos.list
// for videos not stored yet (channels.list for their new channels is not charged), by plan, and channels added to tracking. Counted in the database per Pacific-time
// quota day, so every API process shares them; each check-and-record is one conditional statement.
import { type PlanId, TRACKED_CHANNELS_PER_DAY, YOUTUBE_LOOKUP_UNITS_PER_DAY } from "@vi/types";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { userDailyUsage } from "../db/schema.ts";
import { nextPacificMidnight, pacificDay } from "../youtube/quota.ts";

export class AllowanceSpentError extends Error {
  override name = "AllowanceSpentError";
  constructor(
    readonly plan: PlanId,
    readonly resetsAt: Date,
  ) {
    super(`daily YouTube lookup allowance of the ${plan} plan spent`);
  }
}

export interface UserAllowance {
  /** Records `units` for `uid` today, or throws AllowanceSpentError (recording nothing). */
  spendUnits(uid: string, plan: PlanId, units: number): Promise<void>;
  /** Of `wanted` new channels, how many `uid` may still add to tracking today (and records them). */
  grantChannels(uid: string, wanted: number): Promise<number>;
}

export function createUserAllowance({ db, now }: { db: Database; now: () => Date }): UserAllowance {
  return {
    async spendUnits(uid, plan, units) {
      if (units <= 0) return;
      const at = now().getTime();
      const limit = YOUTUBE_LOOKUP_UNITS_PER_DAY[plan];
      const spent = () => new AllowanceSpentError(plan, nextPacificMidnight(at));
      if (units > limit) throw spent();
      const result = await db.execute(sql`
        insert into user_daily_usage (uid, day, youtube_units) values (${uid}, ${pacificDay(at)}, ${units})
        on conflict (uid, day) do update set youtube_units = user_daily_usage.youtube_units + excluded.youtube_units
        where user_daily_usage.youtube_units + excluded.youtube_units <= ${limit}
        returning youtube_units
      `);
      if (result.rows.length === 0) throw spent();
    },
    async grantChannels(uid, wanted) {
      if (wanted <= 0) return 0;
      const day = pacificDay(now().getTime());
      const mine = and(eq(userDailyUsage.uid, uid), eq(userDailyUsage.day, day));
      // The row is locked so that concurrent lookups of one user grant from the same remainder.
      return db.transaction(async (tx) => {
        await tx.insert(userDailyUsage).values({ uid, day }).onConflictDoNothing();
        const [row] = await tx
          .select({ added: userDailyUsage.channelsAdded })
          .from(userDailyUsage)
          .where(mine)
          .for("update");
        const granted = Math.max(0, Math.min(wanted, TRACKED_CHANNELS_PER_DAY - (row?.added ?? 0)));
        if (granted > 0) {
          await tx
            .update(userDailyUsage)
            .set({ channelsAdded: sql`${userDailyUsage.channelsAdded} + ${granted}` })
            .where(mine);
        }
        return granted;
      });
    },
  };
}
