// The website's security headers in production, built from the checked VITE_* values: `vite build` writes
// them to dist/_headers (the format Netlify and Cloudflare Pages read; other static hosts copy the list
// from docs/decisions/security-headers.md). Runs in Node at build time, never in the browser.
import { createHash } from "node:crypto";
import type { Env } from "../env-schema.ts";

/** 'sha256-...' of an inline <script>'s or <style>'s text, as CSP wants it. */
function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

const originOf = (url: string) => (url ? new URL(url).origin : null);

/**
 * The header set. The CSP lets the page load its own files, the inline scripts given by hash, Firebase Auth
 * (Google's sign-in scripts, token endpoints and the auth domain's frame), the API, YouTube thumbnails and
 * Google profile pictures, and the live-chat script's origin when one is configured. Nothing may frame it.
 * Inline <style> elements are allowed only by the hash of their exact text (`inlineStyles`), and `style="..."`
 * attributes only by the hash of their exact value (`inlineStyleAttributes`, in `style-src-attr` with
 * 'unsafe-hashes', which allows nothing but the listed hashes). Scripts never get 'unsafe-hashes'.
 */
export function securityHeaders(
  env: Env,
  {
    inlineScripts,
    inlineStyles = [],
    inlineStyleAttributes = [],
  }: { inlineScripts: string[]; inlineStyles?: string[]; inlineStyleAttributes?: string[] },
): Record<string, string> {
  const chat = originOf(env.VITE_CHAT_SCRIPT_URL);
  const extra = (list: (string | null)[]) => list.filter((item): item is string => Boolean(item));
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScripts.map(scriptHash), "https://apis.google.com", ...extra([chat])],
    "style-src": ["'self'", ...inlineStyles.map(scriptHash), ...extra([chat])],
    // Without it, attributes fall back to style-src, which allows none.
    ...(inlineStyleAttributes.length > 0
      ? { "style-src-attr": ["'unsafe-hashes'", ...inlineStyleAttributes.map(scriptHash)] }
      : {}),
    "img-src": [
      "'self'",
      "data:",
      "https://i.ytimg.com",
      "https://yt3.ggpht.com",
      "https://*.googleusercontent.com",
      ...extra([chat]),
    ],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      new URL(env.VITE_API_BASE_URL).origin,
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      ...extra([originOf(env.VITE_FIREBASE_AUTH_EMULATOR_URL), chat]),
    ],
    "frame-src": [`https://${env.VITE_FIREBASE_AUTH_DOMAIN}`, "https://apis.google.com", ...extra([chat])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const csp = Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/** dist/_headers: every path gets the set. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;
}
