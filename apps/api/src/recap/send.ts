// Sending one user's recap for one local day through the outbox (recap_outbox, one row per user and
// day). The row is claimed ('sending') before SMTP is asked and marked 'sent' after: a crash between the
// two leaves 'sending', and the retried job sends again with the same Message-ID. This errs on the side
// of a duplicate rather than a lost recap, as SMTP itself does (docs/decisions/recap-email.md).
import { createHash } from "node:crypto";
import type { PlanProducts } from "@vi/types";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { type RecapStatus, recapOutbox, type UserRow } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics/index.ts";
import { prepareRecap, type RecapContent, recapUser } from "./content.ts";
import type { Mailer } from "./mailer.ts";
import { RECAP_MAX_BYTES, type RenderedRecap, renderRecap } from "./render.ts";
import { signUnsubscribeToken } from "./token.ts";

export interface RecapDeps {
  db: Database;
  /** Null without SMTP_URL: nothing is sent. */
  mailer: Mailer | null;
  logger: Logger;
  now: () => Date;
  products: PlanProducts;
  signingSecret: string;
  /** The website's origin (links in the email, the unsubscribe page). */
  webOrigin: string;
  /** The API's public base URL (the List-Unsubscribe header's one-click address). */
  apiPublicUrl: string;
  /** RECAP_FROM, whose domain the Message-IDs use. */
  from: string;
}

/** The Message-ID of a user's recap for a day: the same on every attempt. */
export function recapMessageId(uid: string, day: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "vidinsight.localhost";
  const hash = createHash("sha256").update(`${uid}:${day}`).digest("hex").slice(0, 32);
  return `<recap-${day}-${hash}@${domain}>`;
}

/** The one-click unsubscribe address (POST, RFC 8058) and the body's link to the website's page. */
function unsubscribeLinks(
  deps: Pick<RecapDeps, "signingSecret" | "webOrigin" | "apiPublicUrl" | "now">,
  uid: string,
) {
  const token = signUnsubscribeToken(deps.signingSecret, uid, deps.now());
  const query = `token=${encodeURIComponent(token)}`;
  return {
    token,
    oneClick: `${deps.apiPublicUrl}/unsubscribe?${query}`,
    page: `${deps.webOrigin}/unsubscribe?${query}`,
  };
}

/** The email for prepared content: rendered, with the list headers, under the size limit. */
export async function composeRecap(
  deps: Pick<RecapDeps, "signingSecret" | "webOrigin" | "apiPublicUrl" | "now" | "from">,
  content: RecapContent,
): Promise<RenderedRecap & { headers: Record<string, string>; messageId: string; bytes: number }> {
  const links = unsubscribeLinks(deps, content.uid);
  const rendered = await renderRecap(content, { web: deps.webOrigin, unsubscribePage: links.page });
  const bytes = Buffer.byteLength(rendered.html) + Buffer.byteLength(rendered.text);
  if (bytes > RECAP_MAX_BYTES)
    throw new Error(`recap for ${content.uid} is ${bytes} bytes (limit ${RECAP_MAX_BYTES})`);
  return {
    ...rendered,
    bytes,
    messageId: recapMessageId(content.uid, content.day, deps.from),
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      // Auto-responders should not answer a recap.
      "Auto-Submitted": "auto-generated",
    },
  };
}

export type RecapSendResult =
  | { status: "sent"; attempts: number }
  | { status: "skipped"; reason: string }
  /** Already sent or given up for that day (another run, or before a restart). */
  | { status: "done"; was: RecapStatus }
  | { status: "disabled" };

const skip = async (db: Database, uid: string, day: string, messageId: string, reason: string) => {
  await db
    .insert(recapOutbox)
    .values({ uid, day, status: "skipped", messageId, detail: reason })
    .onConflictDoNothing({ target: [recapOutbox.uid, recapOutbox.day] });
  return { status: "skipped" as const, reason };
};

/**
 * Sends `uid`'s recap for their local `day`, at most once unless a crash came between send and record.
 * Throws on an SMTP failure (the job retries with backoff); with `lastAttempt` the row is first marked
 * 'failed', so the day is given up and shown on /data.
 */
export async function sendDailyRecap(
  deps: RecapDeps,
  { uid, day, lastAttempt }: { uid: string; day: string; lastAttempt: boolean },
): Promise<RecapSendResult> {
  const { db, mailer, logger } = deps;
  if (!mailer) return { status: "disabled" };
  const user = await recapUser(db, uid);
  const messageId = recapMessageId(uid, day, deps.from);
  if (!user) return { status: "skipped", reason: "no such user" };
  if (!user.subscribedToDailyRecapEmail) return skip(db, uid, day, messageId, "unsubscribed");
  if (!user.emailVerified) return skip(db, uid, day, messageId, "email not verified");

  // Claim the day: a new row, or one a crashed attempt left 'sending'. 'sent', 'skipped' and 'failed'
  // rows are final and claim nothing.
  const [claimed] = await db
    .insert(recapOutbox)
    .values({ uid, day, status: "sending", messageId })
    .onConflictDoUpdate({
      target: [recapOutbox.uid, recapOutbox.day],
      set: { updatedAt: sql`now()` },
      setWhere: sql`${recapOutbox.status} = 'sending'`,
    })
    .returning({ attempts: recapOutbox.attempts });
  if (!claimed) {
    const [row] = await db
      .select({ status: recapOutbox.status })
      .from(recapOutbox)
      .where(and(eq(recapOutbox.uid, uid), eq(recapOutbox.day, day)));
    return { status: "done", was: row?.status ?? "sent" };
  }

  const prepared = await prepareRecap(db, user, day, deps.products, deps.now());
  if (prepared.kind === "no-data") {
    await finish(db, uid, day, "skipped", "no data yet");
    return { status: "skipped", reason: "no data yet" };
  }
  const mail = await composeRecap(deps, prepared.content);
  const attempts = claimed.attempts + 1;
  await db
    .update(recapOutbox)
    .set({ attempts, marks: prepared.content.marks, bytes: mail.bytes, updatedAt: sql`now()` })
    .where(and(eq(recapOutbox.uid, uid), eq(recapOutbox.day, day)));
  try {
    await mailer.send({ to: user.email, ...mail });
  } catch (error) {
    metrics.recapEmails.inc({ outcome: "failed" });
    const message = error instanceof Error ? error.message : String(error);
    if (lastAttempt) {
      await finish(db, uid, day, "failed", message);
      logger.error({ uid, day, attempts, err: error }, "recap given up after retries");
    } else {
      await db
        .update(recapOutbox)
        .set({ detail: message, updatedAt: sql`now()` })
        .where(and(eq(recapOutbox.uid, uid), eq(recapOutbox.day, day)));
    }
    throw error;
  }
  metrics.recapEmails.inc({ outcome: "sent" });
  await finish(db, uid, day, "sent", null);
  return { status: "sent", attempts };
}

async function finish(db: Database, uid: string, day: string, status: RecapStatus, detail: string | null) {
  await db
    .update(recapOutbox)
    .set({ status, detail, updatedAt: sql`now()` })
    .where(and(eq(recapOutbox.uid, uid), eq(recapOutbox.day, day)));
}

/** An admin's test recap: their own content (even with nothing to report), not recorded in the outbox. */
export async function sendTestRecap(
  deps: RecapDeps,
  user: UserRow,
  day: string,
): Promise<{ subject: string }> {
  if (!deps.mailer) throw new Error("SMTP_URL is not set");
  const prepared = await prepareRecap(deps.db, user, day, deps.products, deps.now(), {
    evenWithoutData: true,
  });
  if (prepared.kind !== "recap") throw new Error("unreachable: a test recap is prepared even without data");
  const mail = await composeRecap(deps, prepared.content);
  const subject = `[Test] ${mail.subject}`;
  await deps.mailer.send({
    to: user.email,
    ...mail,
    subject,
    // A test is not the day's recap: its own Message-ID.
    messageId: mail.messageId.replace("<recap-", `<recap-test-${Date.now().toString(36)}-`),
  });
  return { subject };
}
