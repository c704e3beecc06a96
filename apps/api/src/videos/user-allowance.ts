// Per-user daily allowances of what a user's requests cost YouTube (docs/decisions/rate-limits.md): units of
// the calls a request makes (videos.list for videos not stored yet, @handle and channel id resolution,
// comment pages; channels.list for new videos' channels is not charged), by plan, typed-keyword searches, and
// channels added to tracking. Counted in the database per Pacific-time quota day, so every API process
// shares them; each check-and-record is one conditional statement, made before the call and never refunded.
import {
  KEYWORD_SEARCHES_PER_DAY,
  type PlanId,
  TRACKED_CHANNELS_PER_DAY,
  YOUTUBE_LOOKUP_UNITS_PER_DAY,
} from "@vi/types";
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

/** The day's typed-keyword searches (search.list, 100 units each) are spent. */
export class KeywordSearchesSpentError extends Error {
  override name = "KeywordSearchesSpentError";
  constructor(readonly resetsAt: Date) {
    super(`daily keyword searches (${KEYWORD_SEARCHES_PER_DAY}) spent`);
  }
}

export interface UserAllowance {
  /** Records `units` for `uid` today, or throws AllowanceSpentError (recording nothing). */
  spendUnits(uid: string, plan: PlanId, units: number): Promise<void>;
  /**
   * Records one typed-keyword search (search.list) and the `units` of the lookups that follow it, together,
   * before the search is sent: KeywordSearchesSpentError or AllowanceSpentError (recording nothing) when
   * either allowance would be passed. Never given back: the shared budget is spent once the call is sent.
   */
  spendSearch(uid: string, plan: PlanId, units: number): Promise<void>;
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
    async spendSearch(uid, plan, units) {
      const at = now().getTime();
      const day = pacificDay(at);
      const limit = YOUTUBE_LOOKUP_UNITS_PER_DAY[plan];
      if (units > limit) throw new AllowanceSpentError(plan, nextPacificMidnight(at));
      const result = await db.execute(sql`
        insert into user_daily_usage (uid, day, youtube_units, keyword_searches)
        values (${uid}, ${day}, ${units}, 1)
        on conflict (uid, day) do update set
          youtube_units = user_daily_usage.youtube_units + excluded.youtube_units,
          keyword_searches = user_daily_usage.keyword_searches + 1
        where user_daily_usage.youtube_units + excluded.youtube_units <= ${limit}
          and user_daily_usage.keyword_searches < ${KEYWORD_SEARCHES_PER_DAY}
        returning youtube_units
      `);
      if (result.rows.length > 0) return;
      const [row] = await db
        .select({ searches: userDailyUsage.keywordSearches })
        .from(userDailyUsage)
        .where(and(eq(userDailyUsage.uid, uid), eq(userDailyUsage.day, day)));
      if ((row?.searches ?? 0) >= KEYWORD_SEARCHES_PER_DAY)
        throw new KeywordSearchesSpentError(nextPacificMidnight(at));
      throw new AllowanceSpentError(plan, nextPacificMidnight(at));
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
