// The recap routes' database work: unsubscribing by a verified link, and the admin's test send to their
// own address.
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { recapLastRun } from "./jobs.ts";
import { localTime } from "./schedule.ts";
import { type RecapDeps, sendTestRecap } from "./send.ts";

export function createRecapService(recap: RecapDeps) {
  const { db } = recap;
  return {
    signingSecret: recap.signingSecret,
    now: recap.now,
    /** Whether mail can be sent at all (SMTP_URL set). */
    enabled: () => recap.mailer !== null,
    lastRun: () => recapLastRun(recap),
    /** Turns the recap off for `uid`; whether the account exists. Idempotent. */
    async unsubscribe(uid: string): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ subscribedToDailyRecapEmail: false, updatedAt: new Date() })
        .where(eq(users.uid, uid))
        .returning({ uid: users.uid });
      return Boolean(row);
    },
    /** Sends today's recap to `uid`'s own address; null when there is no user record. */
    async sendTest(uid: string): Promise<{ to: string; subject: string } | null> {
      const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
      if (!row) return null;
      const { subject } = await sendTestRecap(recap, row, localTime(row.timezone, recap.now()).day);
      return { to: row.email, subject };
    },
  };
}
export type RecapService = ReturnType<typeof createRecapService>;
