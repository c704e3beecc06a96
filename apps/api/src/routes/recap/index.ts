// The daily recap's routes: POST /unsubscribe (public, signed token: RFC 8058 one-click from the mail
// client, or the website's /unsubscribe page), and /data's recap section (last 24 hours, a test send).
import { contracts } from "@vi/types";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import { users } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../errors.ts";
import { recapLastRun } from "../../recap/jobs.ts";
import { MailError } from "../../recap/mailer.ts";
import { localTime } from "../../recap/schedule.ts";
import { type RecapDeps, sendTestRecap } from "../../recap/send.ts";
import { verifyUnsubscribeToken } from "../../recap/token.ts";

const TOKEN_MESSAGES = {
  malformed: "This unsubscribe link is incomplete: open it from the recap email again",
  forged: "This unsubscribe link is not valid",
  expired:
    "This unsubscribe link has expired: sign in and turn the Daily Recap Email off under Account > Notifications",
} as const;

export function recapRoutes({ recap, auth }: { recap: RecapDeps; auth: AuthProvider }) {
  const app = new Hono<AppEnv>();
  const { db } = recap;

  contractRoute(app, contracts.unsubscribe, {}, async (c, { query }) => {
    const check = verifyUnsubscribeToken(recap.signingSecret, query.token, recap.now());
    if (!check.ok) throw badRequest(TOKEN_MESSAGES[check.reason], "token");
    // Idempotent: a second click (or a mail client's retry) answers the same. The answer names no address
    // and is the same whether the account exists (the link proves nothing about who opens it).
    const [row] = await db
      .update(users)
      .set({ subscribedToDailyRecapEmail: false, updatedAt: new Date() })
      .where(eq(users.uid, check.uid))
      .returning({ uid: users.uid });
    c.var.logger.info({ uid: check.uid, found: Boolean(row) }, "recap unsubscribed by link");
    return { success: true as const };
  });

  contractRoute(app, contracts.getAdminRecap, { auth, db }, async () => ({
    generatedAt: recap.now().toISOString(),
    enabled: recap.mailer !== null,
    lastRun: await recapLastRun(recap),
  }));

  contractRoute(app, contracts.sendTestRecap, { auth, db, rateLimit: "costly" }, async (c) => {
    if (!recap.mailer) throw new HttpError(503, "SERVICE_UNAVAILABLE", "Email is not configured (SMTP_URL)");
    const [row] = await db.select().from(users).where(eq(users.uid, c.var.user.uid)).limit(1);
    if (!row) throw notFound("No user record yet");
    try {
      const { subject } = await sendTestRecap(recap, row, localTime(row.timezone, recap.now()).day);
      return { success: true as const, to: row.email, subject };
    } catch (error) {
      if (error instanceof MailError)
        throw new HttpError(
          503,
          "SERVICE_UNAVAILABLE",
          `The mail server did not take the test recap: ${error.message}`,
        );
      throw error;
    }
  });

  return app;
}
