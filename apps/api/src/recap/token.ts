// Signed one-click unsubscribe tokens: `<uid base64url>.<expiry epoch seconds>.<HMAC-SHA256 base64url>`.
// They turn the recap off without signing in, so they must be unforgeable (HMAC over uid and expiry
// with RECAP_SIGNING_SECRET) and must not work forever (a leaked old email stops working).
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long an unsubscribe link works: long enough for an email read weeks later. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

/** What a token turns off: the recap, or the watchlist's breakout email (a token of one never works for the other). */
export type UnsubscribePurpose = "recap-unsubscribe" | "breakouts-unsubscribe";

function signature(secret: string, payload: string, purpose: UnsubscribePurpose): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${payload}`).digest();
}

export function signUnsubscribeToken(
  secret: string,
  uid: string,
  now: Date,
  purpose: UnsubscribePurpose = "recap-unsubscribe",
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const payload = `${Buffer.from(uid).toString("base64url")}.${expires}`;
  return `${payload}.${signature(secret, payload, purpose).toString("base64url")}`;
}

export type TokenCheck =
  | { ok: true; uid: string }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now: Date,
  purpose: UnsubscribePurpose = "recap-unsubscribe",
): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, uidPart = "", expiresPart = "", signaturePart = ""] = match;
  const expected = signature(secret, `${uidPart}.${expiresPart}`, purpose);
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "forged" };
  if (Number(expiresPart) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, uid: Buffer.from(uidPart, "base64url").toString("utf8") };
}
