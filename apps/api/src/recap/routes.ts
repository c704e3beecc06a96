// The daily recap's routes: POST /unsubscribe (public, signed token: RFC 8058 one-click from the mail
// client, or the website's /unsubscribe page), and /data's recap section (last 24 hours, a test send).
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { badRequest, HttpError, notFound } from "../errors.ts";
import type { AdminCheck } from "../middleware/admin.ts";
import { MailError } from "./mailer.ts";
import type { RecapService } from "./service.ts";
import { verifyUnsubscribeToken } from "./token.ts";

const TOKEN_MESSAGES = {
  malformed: "This unsubscribe link is incomplete: open it from the recap email again",
  forged: "This unsubscribe link is not valid",
  expired:
    "This unsubscribe link has expired: sign in and turn the Daily Recap Email off under Account > Notifications",
} as const;

export function recapRoutes({
  recap,
  auth,
  admins,
}: {
  recap: RecapService;
  auth: AuthProvider;
  admins: AdminCheck;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.unsubscribe, {}, async (c, { query }) => {
    const check = verifyUnsubscribeToken(recap.signingSecret, query.token, recap.now());
    if (!check.ok) throw badRequest(TOKEN_MESSAGES[check.reason], "token");
    // Idempotent: a second click (or a mail client's retry) answers the same. The answer names no address
    // and is the same whether the account exists (the link proves nothing about who opens it).
    const found = await recap.unsubscribe(check.uid);
    c.var.logger.info({ uid: check.uid, found }, "recap unsubscribed by link");
    return { success: true as const };
  });

  contractRoute(app, contracts.getAdminRecap, { auth, admins }, async () => ({
    generatedAt: recap.now().toISOString(),
    enabled: recap.enabled(),
    lastRun: await recap.lastRun(),
  }));

  contractRoute(app, contracts.sendTestRecap, { auth, admins, rateLimit: "costly" }, async (c) => {
    if (!recap.enabled())
      throw new HttpError(503, "SERVICE_UNAVAILABLE", "Email is not configured (SMTP_URL)");
    try {
      const sent = await recap.sendTest(c.var.user.uid);
      if (!sent) throw notFound("No user record yet");
      return { success: true as const, ...sent };
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
