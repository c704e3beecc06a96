import { createMiddleware } from "hono/factory";
import { type AuthProvider, InvalidTokenError } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { unauthorized } from "../errors.ts";

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
    try {
      const checkRevoked = checkRevokedOn.includes(c.req.method);
      c.set("user", await auth.verifyIdToken(token, { checkRevoked }));
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        c.var.logger.debug({ reason: error.message }, "rejected ID token");
        throw unauthorized("Invalid or expired ID token");
      }
      throw error;
    }
    await next();
  });
}
