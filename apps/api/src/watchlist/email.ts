// The breakout email through an outbox (breakout_emails), as the recap's: an email row is claimed
// ('sending', with the breakouts it carries) before SMTP is asked and marked 'sent' after. A crash between
// the two leaves 'sending', and the next run sends the same breakouts with the same Message-ID, so a
// video is never in two different emails. At most one email an hour per user, collecting every breakout
// since the last (docs/product.md#watchlist).
import { createHash } from "node:crypto";
import { formatCount, formatOutlier } from "@vi/format";
import { createI18n, formatCompact, isLanguage, loadCatalog, type UiLanguage } from "@vi/i18n";
import { BREAKOUT_EMAIL_INTERVAL_MINUTES } from "@vi/types";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { breakoutEmails, users } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../recap/mailer.ts";
import { escapeHtml, recapLayout } from "../recap/render.ts";
import { signUnsubscribeToken } from "../recap/token.ts";

export interface BreakoutEmailDeps {
  db: Database;
  mailer: Mailer | null;
  logger: Logger;
  now: () => Date;
  signingSecret: string;
  webOrigin: string;
  apiPublicUrl: string;
  from: string;
}

export interface EmailedBreakout {
  videoId: string;
  /** null: the video's title is not stored (the email says "A video" in the reader's language). */
  title: string | null;
  channelTitle: string | null;
  multiple: number;
  views: number;
}

/** The Message-ID of one breakout email: fixed by its row, the same on every attempt. */
function breakoutMessageId(emailId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "vidinsight.localhost";
  const hash = createHash("sha256").update(emailId).digest("hex").slice(0, 32);
  return `<breakouts-${hash}@${domain}>`;
}

export type BreakoutEmailResult =
  | { status: "sent"; breakouts: number; attempts: number }
  | { status: "nothing" }
  | { status: "waiting"; until: string }
  | { status: "off"; breakouts: number }
  | { status: "busy" }
  | { status: "disabled" };

/** Sends `uid` the email of their breakouts not emailed yet (or finishes one a crash left 'sending'). */
export async function sendBreakoutEmail(deps: BreakoutEmailDeps, uid: string): Promise<BreakoutEmailResult> {
  const { db, mailer } = deps;
  if (!mailer) return { status: "disabled" };
  const now = deps.now();
  const [user] = await db
    .select({
      email: users.email,
      verified: users.emailVerified,
      on: users.breakoutEmail,
      language: users.language,
    })
    .from(users)
    .where(eq(users.uid, uid));
  if (!user) return { status: "nothing" };

  // A claim a crash left behind is sent again as it was (same breakouts, same Message-ID).
  let [claim] = await db
    .select({ id: breakoutEmails.id, messageId: breakoutEmails.messageId, attempts: breakoutEmails.attempts })
    .from(breakoutEmails)
    .where(and(eq(breakoutEmails.uid, uid), eq(breakoutEmails.status, "sending")));
  if (!claim) {
    if (!user.on || !user.verified) {
      // Breakouts while the email is off are never emailed later (they stay on the feed and in the
      // extension); they are closed with a 'skipped' row.
      const skipped = await db.execute<{ n: number }>(sql`
        with e as (
          insert into breakout_emails (uid, status, message_id, created_at, detail)
          select ${uid}, 'skipped', '', ${now.toISOString()}::timestamptz, ${user.on ? "email not verified" : "email off"}
          where exists (select 1 from watchlist_breakouts where uid = ${uid} and email_id is null)
          returning id
        )
        update watchlist_breakouts b set email_id = e.id from e
        where b.uid = ${uid} and b.email_id is null
        returning 1 as n
      `);
      return skipped.rows.length > 0
        ? { status: "off", breakouts: skipped.rows.length }
        : { status: "nothing" };
    }
    const waiting = await db.execute(
      sql`select 1 from watchlist_breakouts where uid = ${uid} and email_id is null limit 1`,
    );
    if (waiting.rows.length === 0) return { status: "nothing" };
    const [last] = await db
      .execute<{ created_at: Date | string }>(sql`
      select created_at from breakout_emails where uid = ${uid} and status = 'sent'
      order by created_at desc limit 1
    `)
      .then((result) => result.rows);
    const next = last
      ? new Date(new Date(last.created_at).getTime() + BREAKOUT_EMAIL_INTERVAL_MINUTES * 60_000)
      : null;
    if (next && next > now) return { status: "waiting", until: next.toISOString() };
    // One statement: the email row and the breakouts it carries. The partial unique index on 'sending'
    // makes a parallel claim for the same user insert nothing.
    const claimed = await db.execute<{ id: string }>(sql`
      with e as (
        insert into breakout_emails (uid, status, message_id, created_at)
        select ${uid}, 'sending', '', ${now.toISOString()}::timestamptz
        where exists (select 1 from watchlist_breakouts where uid = ${uid} and email_id is null)
        on conflict do nothing
        returning id
      ), b as (
        update watchlist_breakouts b set email_id = e.id from e
        where b.uid = ${uid} and b.email_id is null
        returning b.video_id
      )
      select id from e
    `);
    const id = claimed.rows[0]?.id;
    if (!id) {
      const [busy] = await db
        .select({ id: breakoutEmails.id })
        .from(breakoutEmails)
        .where(and(eq(breakoutEmails.uid, uid), eq(breakoutEmails.status, "sending")));
      return busy ? { status: "busy" } : { status: "nothing" };
    }
    const messageId = breakoutMessageId(id, deps.from);
    await db.update(breakoutEmails).set({ messageId }).where(eq(breakoutEmails.id, id));
    claim = { id, messageId, attempts: 0 };
  }

  const carried = await db.execute<{
    video_id: string;
    title: string | null;
    channel_title: string | null;
    multiple: number;
    view_count: string | number | null;
  }>(sql`
    select b.video_id, v.title, v.channel_title, b.multiple, v.view_count
    from watchlist_breakouts b left join videos v on v.id = b.video_id
    where b.email_id = ${claim.id}
    order by b.multiple desc, b.video_id
  `);
  const breakouts: EmailedBreakout[] = carried.rows.map((row) => ({
    videoId: row.video_id,
    title: row.title,
    channelTitle: row.channel_title,
    multiple: row.multiple,
    views: Number(row.view_count ?? 0),
  }));
  const attempts = claim.attempts + 1;
  await db
    .update(breakoutEmails)
    .set({ attempts, updatedAt: sql`now()` })
    .where(eq(breakoutEmails.id, claim.id));
  const language = isLanguage(user.language) ? user.language : "en";
  const mail = await renderBreakoutEmail(deps, uid, user.email, breakouts, language);
  try {
    await mailer.send({ to: user.email, ...mail, messageId: claim.messageId });
  } catch (error) {
    await db
      .update(breakoutEmails)
      .set({ detail: error instanceof Error ? error.message : String(error), updatedAt: sql`now()` })
      .where(eq(breakoutEmails.id, claim.id));
    throw error;
  }
  await db
    .update(breakoutEmails)
    .set({ status: "sent", detail: null, updatedAt: sql`now()` })
    .where(eq(breakoutEmails.id, claim.id));
  return { status: "sent", breakouts: breakouts.length, attempts };
}

/** Users with breakouts not emailed yet, or an email a crash left 'sending'. */
export async function usersToEmail(db: Database, limit = 500): Promise<string[]> {
  const rows = await db.execute<{ uid: string }>(sql`
    select uid from watchlist_breakouts where email_id is null
    union
    select uid from breakout_emails where status = 'sending'
    limit ${limit}
  `);
  return rows.rows.map((row) => row.uid);
}

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
const clip = (value: string, max = 90) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * The email: subject, HTML in the recap's layout, text part, and the list headers, in the user's stored
 * language (users.language; English when never picked), as the recap (recap/render.ts).
 */
export async function renderBreakoutEmail(
  deps: Pick<BreakoutEmailDeps, "signingSecret" | "webOrigin" | "apiPublicUrl" | "now">,
  uid: string,
  email: string,
  breakouts: readonly EmailedBreakout[],
  language: UiLanguage = "en",
) {
  const t = createI18n(language, await loadCatalog(language)).getFixedT(language, null, "api.breakout");
  // "1.2K" in English (docs/product.md, Display), Intl's compact form in other languages.
  const count = language === "en" ? formatCount : (value: number) => formatCompact(value, language);
  const titleOf = (video: EmailedBreakout) => video.title ?? t("aVideo");
  const token = signUnsubscribeToken(deps.signingSecret, uid, deps.now(), "breakouts-unsubscribe");
  const oneClick = `${deps.apiPublicUrl}/watchlist/unsubscribe?token=${encodeURIComponent(token)}`;
  const settings = `${deps.webOrigin}/watchlist`;
  const first = breakouts[0];
  const subject =
    breakouts.length === 1 && first
      ? t("subjectOne", { title: clip(titleOf(first), 60), multiple: formatOutlier(first.multiple) })
      : t("subjectMany", { count: breakouts.length });
  const intro = breakouts.length === 1 ? t("introOne") : t("introMany");
  const rows = breakouts.map((video) => {
    const detail = t("detail", {
      channel: video.channelTitle ?? t("aChannel"),
      multiple: formatOutlier(video.multiple),
      views: count(video.views),
    });
    const title = clip(titleOf(video));
    return {
      html: `<tr><td style="padding:10px 0;border-top:1px solid #e4e4e7"><a href="${escapeHtml(watchUrl(video.videoId))}" class="vi-title" style="color:#18181b;font-weight:600;text-decoration:none">${escapeHtml(title)}</a><div style="font-size:13px;line-height:19px;color:#52525b">${escapeHtml(detail)}</div></td></tr>`,
      text: `- ${title} (${detail})\n  ${watchUrl(video.videoId)}`,
    };
  });
  const layout = await recapLayout();
  const footer = `${escapeHtml(t("footer", { email }))}<br /><a href="${escapeHtml(settings)}" style="color:#52525b">${escapeHtml(t("turnOff"))}</a>`;
  const slots: Record<string, string> = {
    TITLE: escapeHtml(subject),
    PREVIEW: escapeHtml(intro),
    HOME_URL: escapeHtml(`${deps.webOrigin}/`),
    BODY: `<h1 style="margin:0 0 8px;font-size:22px;line-height:28px;color:#18181b">${escapeHtml(subject)}</h1><p style="margin:0 0 8px">${escapeHtml(intro)}</p><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows.map((row) => row.html).join("")}</table>`,
    CTA_URL: escapeHtml(`${deps.webOrigin}/watchlist?sort=breakout`),
    CTA_LABEL: escapeHtml(t("cta")),
    FOOTER: footer,
  };
  const html = layout
    .replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => slots[name] ?? whole)
    .replace(/<html lang="en"/, `<html lang="${escapeHtml(language)}"`);
  const text = [
    intro,
    "",
    ...rows.map((row) => row.text),
    "",
    `${t("cta")}: ${deps.webOrigin}/watchlist?sort=breakout`,
    "--",
    t("footer", { email }),
    `${t("turnOff")}: ${settings}`,
  ].join("\n");
  return {
    subject,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  };
}
