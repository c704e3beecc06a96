// The API-key path beside the Firebase-token one (requireAuth): `Authorization: Bearer vi_...` acts as the
// key's owner on contracts marked `apiKey` (the research routes), and every such call is counted against
// the plan's daily allowance of key calls. Keys sent anywhere else are refused before any lookup.
import { API_KEY_INVALID_MESSAGE, API_KEY_NOT_ALLOWED_MESSAGE, API_KEY_PREFIX } from "@vi/types";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { forbidden, unauthorized } from "../errors.ts";

const BEARER_RE = /^Bearer\s+(\S+)\s*$/i;

/** The API key of the request, when its bearer token is one (a Firebase ID token never starts with vi_). */
export function bearerApiKey(header: string | undefined): string | null {
  const token = header?.match(BEARER_RE)?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

/**
 * Authenticates an API key and counts the call: `allowed` is the contract's `apiKey` flag; `meter: false`
 * for POST /mcp, whose tool calls are counted by the routes they run.
 */
export function requireApiKey({ allowed, meter = true }: { allowed: boolean; meter?: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!allowed) throw forbidden(API_KEY_NOT_ALLOWED_MESSAGE);
    const secret = bearerApiKey(c.req.header("Authorization"));
    const keys = c.var.apiKeys;
    const owner = secret && keys ? await keys.authenticate(secret) : null;
    if (!owner || !keys) throw unauthorized(API_KEY_INVALID_MESSAGE);
    // Keys are created only by a signed-in user with a verified email (requireAuth), so the owner is one.
    c.set("user", { uid: owner.uid, email: owner.email, name: owner.name, emailVerified: true });
    c.set("apiKeyId", owner.keyId);
    if (meter) await keys.meter(owner.uid);
    await next();
  });
}
