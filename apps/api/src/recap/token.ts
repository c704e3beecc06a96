// Signed one-click unsubscribe tokens: `<uid base64url>.<expiry epoch seconds>.<HMAC-SHA256 base64url>`.
// They turn the recap off without signing in, so they must be unforgeable (HMAC over uid and expiry
// with RECAP_SIGNING_SECRET) and must not work forever (a leaked old email stops working).
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long an unsubscribe link works: long enough for an email read weeks later. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`recap-unsubscribe:${payload}`).digest();
}

export function signUnsubscribeToken(secret: string, uid: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const payload = `${Buffer.from(uid).toString("base64url")}.${expires}`;
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

export type TokenCheck =
  | { ok: true; uid: string }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

export function verifyUnsubscribeToken(secret: string, token: string, now: Date): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, uidPart = "", expiresPart = "", signaturePart = ""] = match;
  const expected = signature(secret, `${uidPart}.${expiresPart}`);
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: "forged" };
  if (Number(expiresPart) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, uid: Buffer.from(uidPart, "base64url").toString("utf8") };
}
