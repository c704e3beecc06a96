import * as z from "zod/mini";

// The one place that reads the extension's build-time environment (CONVENTIONS: one env.ts per app).
// zod/mini keeps this small: it ships inside the per-page content script.

const DEFAULTS = {
  WXT_API_BASE_URL: "http://localhost:8787",
  WXT_WEBSITE_ORIGIN: "http://localhost:5173",
} as const;

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .check(z.refine((value) => !value.endsWith("/"), "must not end with a slash"));

const EnvSchema = z.object({
  WXT_API_BASE_URL: httpUrl,
  WXT_WEBSITE_ORIGIN: httpUrl.check(
    z.refine(
      (value) => URL.canParse(value) && new URL(value).origin === value,
      "must be an origin (scheme, host and optional port, no path)",
    ),
  ),
});

export interface ExtensionEnv {
  /** Base URL of the VidInsight API, without a trailing slash. */
  apiBaseUrl: string;
  /** Origin of the website (sign-in, saved videos); the only origin allowed to send VI_USER_DATA. */
  websiteOrigin: string;
}

type RawEnv = Partial<Record<keyof typeof DEFAULTS, string | undefined>>;

/** Validates raw variables (empty counts as unset) and throws an error that names each bad variable. */
export function parseEnv(raw: RawEnv): ExtensionEnv {
  const withDefaults = {
    WXT_API_BASE_URL: raw.WXT_API_BASE_URL || DEFAULTS.WXT_API_BASE_URL,
    WXT_WEBSITE_ORIGIN: raw.WXT_WEBSITE_ORIGIN || DEFAULTS.WXT_WEBSITE_ORIGIN,
  };
  const result = z.safeParse(EnvSchema, withDefaults);
  if (!result.success) {
    throw new Error(`Invalid extension environment:\n${z.prettifyError(result.error)}`);
  }
  return { apiBaseUrl: result.data.WXT_API_BASE_URL, websiteOrigin: result.data.WXT_WEBSITE_ORIGIN };
}

/**
 * Host match pattern for an origin. Chrome and Safari ignore ports in match patterns, so the
 * pattern names scheme and host only; exact origin checks happen in code.
 */
export function originMatchPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

export const env: ExtensionEnv = parseEnv({
  WXT_API_BASE_URL: import.meta.env.WXT_API_BASE_URL,
  WXT_WEBSITE_ORIGIN: import.meta.env.WXT_WEBSITE_ORIGIN,
});
