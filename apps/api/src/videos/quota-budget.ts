// The YouTube client's daily budget kept in the database, so that every API process (and every restart)
// spends from the same allowance. One conditional upsert checks and records atomically.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { quotaUsage } from "../db/schema.ts";
import { QuotaBudgetExhaustedError } from "../youtube/errors.ts";
import { nextPacificMidnight, pacificDay, type QuotaBudget } from "../youtube/quota.ts";

export function createDatabaseQuotaBudget({
  db,
  dailyLimit,
  now = Date.now,
}: {
  db: Database;
  dailyLimit: number;
  now?: () => number;
}): QuotaBudget {
  if (!Number.isInteger(dailyLimit) || dailyLimit < 0) {
    throw new RangeError(`dailyLimit must be a non-negative integer, got ${dailyLimit}`);
  }
  const usedOn = async (day: string) => {
    const [row] = await db
      .select({ units: quotaUsage.units })
      .from(quotaUsage)
      .where(eq(quotaUsage.day, day))
      .limit(1);
    return row?.units ?? 0;
  };
  return {
    dailyLimit,
    async spend(units) {
      if (!Number.isInteger(units) || units < 0) {
        throw new RangeError(`units must be a non-negative integer, got ${units}`);
      }
      const at = now();
      const day = pacificDay(at);
      const exhausted = async () =>
        new QuotaBudgetExhaustedError({
          requested: units,
          used: await usedOn(day),
          dailyLimit,
          resetsAt: nextPacificMidnight(at),
        });
      if (units > dailyLimit) throw await exhausted();
      // Inserts the day's row or adds to it, but only while the sum stays within the limit.
      const result = await db.execute<{ units: number }>(sql`
        insert into quota_usage (day, units, updated_at) values (${day}, ${units}, now())
        on conflict (day) do update set units = quota_usage.units + excluded.units, updated_at = now()
        where quota_usage.units + excluded.units <= ${dailyLimit}
        returning units
      `);
      if (result.rows.length === 0) throw await exhausted();
    },
    usedToday: () => usedOn(pacificDay(now())),
  };
}
