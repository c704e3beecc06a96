import * as z from "zod/mini";

// The one place that reads the extension's build-time environment (one env.ts per app: docs/architecture.md).
// zod/mini keeps this small: it ships inside the per-page content script.

const DEFAULTS = {
  WXT_API_BASE_URL: "http://localhost:8787",
  WXT_WEBSITE_ORIGIN: "http://localhost:5173",
  WXT_FIREBASE_API_KEY: "demo-api-key",
  WXT_FIREBASE_AUTH_EMULATOR_URL: "http://127.0.0.1:9099",
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
  WXT_FIREBASE_API_KEY: z.string().check(z.minLength(1, "must not be empty")),
  // Empty turns the emulator off (as in the web app): production refreshes tokens at Google.
  WXT_FIREBASE_AUTH_EMULATOR_URL: z.union([z.literal(""), httpUrl]),
});

export interface ExtensionEnv {
  /** Base URL of the VidInsight API, without a trailing slash. */
  apiBaseUrl: string;
  /** Origin of the website (sign-in, saved videos); the only origin allowed to send VI_USER_DATA. */
  websiteOrigin: string;
  /** Firebase web API key, for refreshing ID tokens. */
  firebaseApiKey: string;
  /** Firebase Auth emulator base URL; null in production. */
  firebaseAuthEmulatorUrl: string | null;
}

type RawEnv = Partial<Record<keyof typeof DEFAULTS, string | undefined>>;

// Variables where an empty value means "off" rather than "use the default".
const EMPTY_MEANS_OFF = new Set<string>(["WXT_FIREBASE_AUTH_EMULATOR_URL"]);

/** Validates raw variables (empty counts as unset) and throws an error that names each bad variable. */
export function parseEnv(raw: RawEnv): ExtensionEnv {
  const withDefaults = Object.fromEntries(
    Object.entries(DEFAULTS).map(([key, fallback]) => {
      const value = raw[key as keyof RawEnv];
      const unset = value === undefined || (value === "" && !EMPTY_MEANS_OFF.has(key));
      return [key, unset ? fallback : value];
    }),
  );
  const result = z.safeParse(EnvSchema, withDefaults);
  if (!result.success) {
    throw new Error(`Invalid extension environment:\n${z.prettifyError(result.error)}`);
  }
  const data = result.data;
  return {
    apiBaseUrl: data.WXT_API_BASE_URL,
    websiteOrigin: data.WXT_WEBSITE_ORIGIN,
    firebaseApiKey: data.WXT_FIREBASE_API_KEY,
    firebaseAuthEmulatorUrl: data.WXT_FIREBASE_AUTH_EMULATOR_URL || null,
  };
}

const LOCAL_HOST_RE = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/**
 * Development values a store build (`wxt build|zip --mode release`) must not ship, one line per variable:
 * a local API or website, the Auth emulator (tokens would be refreshed there), the demo Firebase key.
 */
export function releaseProblems(env: ExtensionEnv): string[] {
  const problems: string[] = [];
  const publicHttps = (url: string) =>
    url.startsWith("https://") && !LOCAL_HOST_RE.test(new URL(url).hostname);
  if (!publicHttps(env.apiBaseUrl))
    problems.push(
      `WXT_API_BASE_URL: must be the public https:// API in a release build (got ${env.apiBaseUrl})`,
    );
  if (!publicHttps(env.websiteOrigin))
    problems.push(
      `WXT_WEBSITE_ORIGIN: must be the public https:// website in a release build (got ${env.websiteOrigin})`,
    );
  if (env.firebaseAuthEmulatorUrl)
    problems.push(
      `WXT_FIREBASE_AUTH_EMULATOR_URL: must be empty in a release build (got ${env.firebaseAuthEmulatorUrl})`,
    );
  if (env.firebaseApiKey === DEFAULTS.WXT_FIREBASE_API_KEY)
    problems.push("WXT_FIREBASE_API_KEY: the demo key; set the Firebase project's web API key");
  return problems;
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
  WXT_FIREBASE_API_KEY: import.meta.env.WXT_FIREBASE_API_KEY,
  WXT_FIREBASE_AUTH_EMULATOR_URL: import.meta.env.WXT_FIREBASE_AUTH_EMULATOR_URL,
});
