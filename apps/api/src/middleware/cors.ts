import { cors } from "hono/cors";
import type { Env } from "../env.ts";

const ANY_EXTENSION_ORIGIN_RE = /^(chrome-extension|safari-web-extension):\/\/[A-Za-z0-9-]+$/;

/**
 * The website and the browser extension call the API from the browser. Extension origins are restricted to
 * EXTENSION_ORIGINS when it is set; left empty (dev), any Chrome or Safari extension origin is accepted.
 * Callers authenticate with a bearer token, not cookies, so no credentials mode is needed.
 */
function isAllowedOrigin(origin: string, env: Pick<Env, "webOrigin" | "EXTENSION_ORIGINS">): boolean {
  if (origin === env.webOrigin) return true;
  if (env.EXTENSION_ORIGINS.length > 0) return env.EXTENSION_ORIGINS.includes(origin);
  return ANY_EXTENSION_ORIGIN_RE.test(origin);
}

export function corsMiddleware(env: Pick<Env, "webOrigin" | "EXTENSION_ORIGINS">) {
  return cors({
    origin: (origin) => (origin && isAllowedOrigin(origin, env) ? origin : null),
    allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowHeaders: ["Authorization", "Content-Type"],
    maxAge: 600,
  });
}
