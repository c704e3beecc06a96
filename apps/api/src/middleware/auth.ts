import { createMiddleware } from "hono/factory";
import { type AuthProvider, InvalidTokenError } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { HttpError, unauthorized } from "../errors.ts";

/** Shown by the website when a token has no verified email (docs/decisions/rate-limits.md#verified-emails). */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "This email address is not verified. Sign in with the link we email you, or with Google, to use VidInsight.";
/** Shown when a token has no email at all (an anonymous Firebase user). */
export const EMAIL_REQUIRED_MESSAGE = "Sign in with your email address or with Google to use VidInsight.";

const BEARER_RE = /^Bearer\s+(\S+)\s*$/i;

/**
 * Verifies the bearer Firebase ID token and puts `{ uid, email, name }` on the context; handlers take the
 * caller's identity only from here. `checkRevokedOn`: methods that also refuse revoked tokens and deleted
 * users (a token outlives DELETE /user by up to an hour and could otherwise recreate the record).
 */
export function requireAuth(auth: AuthProvider, { checkRevokedOn = [] }: { checkRevokedOn?: string[] } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("Authorization");
    const token = header?.match(BEARER_RE)?.[1];
    if (!token)
      throw unauthorized("Sign-in required: send the Firebase ID token as 'Authorization: Bearer <token>'");
    let user: Awaited<ReturnType<AuthProvider["verifyIdToken"]>>;
    try {
      const checkRevoked = checkRevokedOn.includes(c.req.method);
      user = await auth.verifyIdToken(token, { checkRevoked });
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        c.var.logger.debug({ reason: error.message }, "rejected ID token");
        throw unauthorized("Invalid or expired ID token");
      }
      throw error;
    }
    // Anyone can sign up someone else's email with a password; until that address is proven (email link,
    // Google) the account must reach nothing, or it would share the owner's later email-link account. A
    // token without an email (an anonymous Firebase user) is refused too: each throwaway uid would
    // otherwise come with a fresh daily allowance.
    if (!user.email || user.emailVerified !== true) {
      throw new HttpError(
        403,
        "EMAIL_NOT_VERIFIED",
        user.email ? EMAIL_NOT_VERIFIED_MESSAGE : EMAIL_REQUIRED_MESSAGE,
      );
    }
    c.set("user", user);
    await next();
  });
}
