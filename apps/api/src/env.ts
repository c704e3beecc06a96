// The API's configuration: every environment variable it reads is validated here, once, at start-up.
// Nothing else in src/ reads process.env (firebase-admin itself reads FIREBASE_AUTH_EMULATOR_HOST and
// GOOGLE_APPLICATION_CREDENTIALS, which is why those are validated here too); the dev server's demo-data
// variables are read by scripts/dev-env.ts.
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CHANNEL_ID_RE } from "@vi/types";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** chrome-extension://<32 letters a-p> or safari-web-extension://<UUID>; other schemes are not extensions. */
const EXTENSION_ORIGIN_RE = /^(chrome-extension|safari-web-extension):\/\/[A-Za-z0-9-]+$/;

/** Unset and "" both mean "use the default", so `FOO= npm run dev` behaves like not setting FOO. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** The development key of the affiliate form's address digests; production refuses it. */
export const DEV_AFFILIATE_IP_SECRET = "development-only-affiliate-address-secret";

/**
 * Development secrets published in the repository (scripts/dev.mjs, the Stripe emulator's defaults):
 * anybody can read them, so production refuses them (productionProblems). The token key is compared by
 * its bytes, whatever id it is listed under.
 */
const PUBLISHED_DEV_SECRETS = Object.freeze({
  TOKEN_ENCRYPTION_KEYS: ["ZGV2LW9ubHktdG9rZW4ta2V5LW5vdC1hLXNlY3JldCE="],
  STRIPE_SECRET_KEY: ["sk_test_emulator"],
  STRIPE_WEBHOOK_SECRET: ["whsec_emulator"],
});

/** The development signing secret; production refuses it (productionProblems). */
export const DEV_RECAP_SIGNING_SECRET = "development-only-recap-signing-secret";

const portSchema = z.coerce.number<unknown>().int().min(0).max(65535);

const httpUrl = z.url({ protocol: /^https?$/ });

export const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

function commaList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const envSchema = z.object({
  API_PORT: optional(portSchema).default(8787),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })),
  PGLITE_DIR: optional(z.string()),
  /** PostgreSQL cancels a statement running longer than this (ms; 0: no limit). Migrations have none. */
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number<unknown>().int().min(0).max(600_000)).default(
    30_000,
  ),
  FIREBASE_PROJECT_ID: optional(
    z.string().regex(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id"),
  ).default("demo-vidinsight"),
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[\w.-]+:\d{1,5}$/, "must be host:port")),
  // Read by firebase-admin itself (service account for user deletion in production); checked here so a
  // wrong path stops start-up instead of failing the first DELETE /user.
  GOOGLE_APPLICATION_CREDENTIALS: optional(z.string().refine(existsSync, "file not found")),
  WEB_ORIGIN: optional(httpUrl).default("http://localhost:5173"),
  EXTENSION_ORIGINS: optional(z.string()).transform((value, ctx) => {
    const origins = (value ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins) {
      if (!EXTENSION_ORIGIN_RE.test(origin)) {
        ctx.addIssue({
          code: "custom",
          message: `"${origin}" is not a chrome-extension:// or safari-web-extension:// origin`,
        });
      }
    }
    return origins;
  }),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)).default("info"),
  YOUTUBE_API_BASE_URL: optional(httpUrl).default("https://www.googleapis.com/youtube/v3"),
  YOUTUBE_API_KEY: optional(z.string()),
  /** A YouTube call made while a client waits gives up after this (one attempt; the jobs retry). */
  YOUTUBE_REQUEST_TIMEOUT_MS: optional(z.coerce.number<unknown>().int().min(500).max(60_000)).default(5_000),
  YOUTUBE_DAILY_QUOTA: optional(z.coerce.number<unknown>().int().positive()).default(10_000),
  /** YouTube's WebSub hub, told of new uploads of followed channels (docs/dev-stack.md: the emulator's). */
  WEBSUB_HUB_URL: optional(httpUrl).default("https://pubsubhubbub.appspot.com/subscribe"),
  /** Public base URL the hub calls back (default API_PUBLIC_URL); the hub must reach it. */
  WEBSUB_CALLBACK_BASE_URL: optional(httpUrl),
  /** Where the channels' public Atom feeds are read (the polling fallback). */
  YOUTUBE_FEED_BASE_URL: optional(httpUrl).default("https://www.youtube.com"),
  /** The admin seed list: channel ids (comma list) the jobs always track. */
  YOUTUBE_SEED_CHANNEL_IDS: optional(z.string()).transform((value, ctx) => {
    const ids = (value ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    for (const id of ids) {
      if (!CHANNEL_ID_RE.test(id)) {
        ctx.addIssue({ code: "custom", message: `"${id}" is not a channel id (UC + 22 characters)` });
      }
    }
    return ids;
  }),
  /** Stripe product ids of the paid plans (comma lists; a product may be renamed, so several are allowed). */
  STRIPE_STANDARD_PRODUCT_IDS: optional(z.string()).transform(commaList),
  STRIPE_PROFESSIONAL_PRODUCT_IDS: optional(z.string()).transform(commaList),
  /**
   * How many reverse proxies of ours stand in front of the API and append to X-Forwarded-For; the client
   * address is the entry that many hops from the right (0: the socket's peer). docs/decisions/rate-limits.md.
   */
  TRUST_PROXY_HOPS: optional(z.coerce.number<unknown>().int().min(0).max(10)).default(0),
  /** Keys the HMAC that stores affiliate applicants' addresses (at least 32 characters in production). */
  AFFILIATE_IP_SECRET: optional(z.string().min(16, "must be at least 16 characters")).default(
    DEV_AFFILIATE_IP_SECRET,
  ),
  /** Requests per minute per user on authenticated routes (a one-minute window, shared by every process). */
  RATE_LIMIT_USER_PER_MINUTE: optional(z.coerce.number<unknown>().int().positive()).default(120),
  /** The tighter limit of routes that spend YouTube quota or money (`rateLimit: "costly"`). */
  RATE_LIMIT_COSTLY_PER_MINUTE: optional(z.coerce.number<unknown>().int().positive()).default(30),
  /** Requests per minute per client address (IPv6 grouped by /64) on authenticated routes. */
  RATE_LIMIT_IP_PER_MINUTE: optional(z.coerce.number<unknown>().int().positive()).default(600),
  /** redis:// or rediss://: the request limits are counted there (else in PostgreSQL, or memory on PGlite). */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })),
  /** Starts every key the API writes in Redis, so deployments can share one Redis. */
  REDIS_KEY_PREFIX: optional(z.string().regex(/^[\w:.-]{1,64}$/, "letters, digits, _ : . - only")).default(
    "vidinsight:",
  ),
  /** The Prometheus metrics listener (GET /metrics); 0 turns it off. */
  METRICS_PORT: optional(portSchema).default(9464),
  /** Where the metrics listener binds: this machine only unless told otherwise. */
  METRICS_HOST: optional(z.string().min(1)).default("127.0.0.1"),
  // Paid plans on Stripe (src/billing/, docs/decisions/billing.md). Without a secret key the billing
  // routes answer 503 and every user is on Free.
  /** sk_live_... / sk_test_...; the emulator's key in dev and tests. */
  STRIPE_SECRET_KEY: optional(z.string().min(1)),
  /** whsec_...: checks the Stripe-Signature of POST /stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
  /** Where the SDK sends requests (its host, port and protocol): Stripe, or the local emulator. */
  STRIPE_API_BASE: optional(httpUrl).default("https://api.stripe.com"),
  /** The monthly prices checkout sells for each paid plan. */
  STRIPE_STANDARD_PRICE_ID: optional(z.string().regex(/^price_\w+$/, "must be a Stripe price id")),
  STRIPE_PROFESSIONAL_PRICE_ID: optional(z.string().regex(/^price_\w+$/, "must be a Stripe price id")),
  /** Free trial days of a new paid plan; 0 turns the trial off. */
  STRIPE_TRIAL_DAYS: optional(z.coerce.number<unknown>().int().min(0).max(730)).default(0),
  /** Percent off shown on /pricing for a plan (the Stripe price itself must match); unset for none. */
  STRIPE_STANDARD_DISCOUNT_PERCENT: optional(z.coerce.number<unknown>().gt(0).max(100)),
  STRIPE_PROFESSIONAL_DISCOUNT_PERCENT: optional(z.coerce.number<unknown>().gt(0).max(100)),

  // Processes, jobs and shutdown (docs/decisions/jobs-queue.md), production checks (productionProblems).
  /** "production" refuses development values at start-up (see productionProblems). */
  NODE_ENV: optional(z.enum(["development", "test", "production"])).default("development"),
  /** api: HTTP only; worker: the jobs only, no HTTP; all: both (npm run dev, single-process hosting). */
  API_MODE: optional(z.enum(["api", "worker", "all"])).default("all"),
  /**
   * HTTP processes on API_PORT (node:cluster, src/cluster.ts); unset: one per core. Always 1 on PGlite
   * and with API_MODE=worker. With API_MODE=all only the first process runs the jobs.
   */
  WEB_CONCURRENCY: optional(z.coerce.number<unknown>().int().min(1).max(64)),
  /** SIGTERM waits this long for requests and running jobs, then exits anyway with code 1. */
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number<unknown>().int().min(1_000).max(300_000)).default(10_000),

  // Daily recap email (docs/decisions/recap-email.md).
  /** smtp:// or smtps:// with credentials if any; unset: the recap is not sent (logged). */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  /** The recap's From header, e.g. "VidInsight <recap@example.com>". */
  RECAP_FROM: optional(z.string().min(3)).default("VidInsight <recap@vidinsight.localhost>"),
  /** Signs the one-click unsubscribe links (HMAC-SHA256); at least 32 characters in production. */
  RECAP_SIGNING_SECRET: optional(z.string().min(16, "must be at least 16 characters")).default(
    DEV_RECAP_SIGNING_SECRET,
  ),
  /** The API's public base URL (the List-Unsubscribe header points at it); default http://localhost:API_PORT. */
  API_PUBLIC_URL: optional(httpUrl),
  // YouTube channel linking (Google OAuth, src/youtube-accounts/). Without a client id the routes answer 503.
  GOOGLE_OAUTH_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_OAUTH_CLIENT_SECRET: optional(z.string().min(1)),
  /** Where Google sends the browser back: the website's /oauth-callback (default WEB_ORIGIN + /oauth-callback). */
  GOOGLE_OAUTH_REDIRECT_URI: optional(httpUrl),
  /** Google's authorization server (accounts.google.com), or the emulator's origin. */
  GOOGLE_ACCOUNTS_BASE_URL: optional(httpUrl).default("https://accounts.google.com"),
  /** Google's token and revocation endpoints (oauth2.googleapis.com), or the emulator's origin. */
  GOOGLE_OAUTH_BASE_URL: optional(httpUrl).default("https://oauth2.googleapis.com"),
  /** The YouTube Analytics API v2 (a linked channel's own reports), or the emulator's `/v2`. */
  YOUTUBE_ANALYTICS_API_BASE_URL: optional(httpUrl).default("https://youtubeanalytics.googleapis.com/v2"),
  /**
   * Keys that encrypt the linked channels' tokens at rest (AES-256-GCM): `id:base64key` comma list, 32-byte
   * keys, the first one encrypts, all of them decrypt (rotation: put the new key first, keep the old ones
   * until no row names them). docs/decisions/youtube-linking.md.
   */
  TOKEN_ENCRYPTION_KEYS: optional(z.string()).transform((value, ctx) => {
    const keys: { id: string; key: Buffer }[] = [];
    for (const entry of commaList(value)) {
      const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/_=-]+)$/.exec(entry);
      const key = match?.[2] ? Buffer.from(match[2], "base64") : null;
      if (!match?.[1] || !key || key.length !== 32) {
        ctx.addIssue({ code: "custom", message: "each key must be id:base64 of 32 bytes" });
        continue;
      }
      if (keys.some((known) => known.id === match[1])) {
        ctx.addIssue({ code: "custom", message: `key id "${match[1]}" is listed twice` });
      }
      keys.push({ id: match[1], key });
    }
    return keys;
  }),
});

type RawEnv = z.output<typeof envSchema>;

/** Every variable the API reads (deploy/.env.example must list each one: test/deploy.test.ts). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Env extends RawEnv {
  /** Absolute PGlite data directory (used only when DATABASE_URL is unset). */
  pgliteDir: string;
  /** The origin (scheme://host[:port]) of WEB_ORIGIN, as browsers send it in the Origin header. */
  webOrigin: string;
  /** API_PUBLIC_URL without a trailing slash (default http://localhost:API_PORT). */
  apiPublicUrl: string;
  /** GOOGLE_OAUTH_REDIRECT_URI, or the website's /oauth-callback. */
  googleRedirectUri: string;
}

/** Variables whose values an error message must not repeat (start-up errors end up in logs). */
const SECRET_VARIABLES = new Set([
  "REDIS_URL",
  "TOKEN_ENCRYPTION_KEYS",
  "GOOGLE_OAUTH_CLIENT_SECRET",
  "AFFILIATE_IP_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]);

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Validates the environment. Throws an EnvError whose message names every missing or malformed variable.
 * Tests pass their own `source` to build configurations.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = source[name];
      const shown =
        value === undefined ? "unset" : SECRET_VARIABLES.has(name) ? "a value, not shown" : `"${value}"`;
      return `  ${name}: ${issue.message} (got ${shown})`;
    });
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const linkingProblems = [...youtubeLinkingProblems(raw), ...billingProblems(raw)];
  if (linkingProblems.length > 0) {
    throw new EnvError(
      `Invalid environment configuration:\n${linkingProblems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const problems = raw.NODE_ENV === "production" ? productionProblems(raw) : [];
  if (problems.length > 0) {
    throw new EnvError(
      `Invalid environment configuration for NODE_ENV=production:\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const pgliteDir = raw.PGLITE_DIR ?? join(".data", "pglite");
  return {
    ...raw,
    pgliteDir: isAbsolute(pgliteDir) ? pgliteDir : resolve(repoRoot(), pgliteDir),
    webOrigin: new URL(raw.WEB_ORIGIN).origin,
    apiPublicUrl: (raw.API_PUBLIC_URL ?? `http://localhost:${raw.API_PORT}`).replace(/\/+$/, ""),
    googleRedirectUri: raw.GOOGLE_OAUTH_REDIRECT_URI ?? `${new URL(raw.WEB_ORIGIN).origin}/oauth-callback`,
  };
}

/** Channel linking needs the client's secret and an encryption key as soon as a client id is set. */
function youtubeLinkingProblems(raw: RawEnv): string[] {
  if (!raw.GOOGLE_OAUTH_CLIENT_ID) return [];
  const problems: string[] = [];
  if (!raw.GOOGLE_OAUTH_CLIENT_SECRET)
    problems.push("GOOGLE_OAUTH_CLIENT_SECRET: required with GOOGLE_OAUTH_CLIENT_ID (got unset)");
  if (raw.TOKEN_ENCRYPTION_KEYS.length === 0)
    problems.push(
      "TOKEN_ENCRYPTION_KEYS: required with GOOGLE_OAUTH_CLIENT_ID: tokens are stored encrypted (got unset)",
    );
  return problems;
}

/** Billing needs its webhook secret, both prices and both products' ids as soon as a secret key is set. */
function billingProblems(raw: RawEnv): string[] {
  if (!raw.STRIPE_SECRET_KEY) return [];
  const needed = [
    ["STRIPE_WEBHOOK_SECRET", raw.STRIPE_WEBHOOK_SECRET],
    ["STRIPE_STANDARD_PRICE_ID", raw.STRIPE_STANDARD_PRICE_ID],
    ["STRIPE_PROFESSIONAL_PRICE_ID", raw.STRIPE_PROFESSIONAL_PRICE_ID],
    ["STRIPE_STANDARD_PRODUCT_IDS", raw.STRIPE_STANDARD_PRODUCT_IDS[0]],
    ["STRIPE_PROFESSIONAL_PRODUCT_IDS", raw.STRIPE_PROFESSIONAL_PRODUCT_IDS[0]],
  ] as const;
  return needed
    .filter(([, value]) => !value)
    .map(([name]) => `${name}: required with STRIPE_SECRET_KEY (got unset)`);
}

const LOCAL_HOST_RE = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** True for a URL or host:port on this machine (where the dev stack's emulators listen). */
function isLocal(urlOrHost: string): boolean {
  const host = urlOrHost.includes("://") ? new URL(urlOrHost).hostname : urlOrHost.replace(/:\d+$/, "");
  return LOCAL_HOST_RE.test(host);
}

/**
 * Development values a production API must not start with, one line per variable. An emulator host makes
 * firebase-admin accept unsigned tokens; PGlite is one process's embedded database; an API without
 * extension origins answers no extension.
 */
function productionProblems(raw: RawEnv): string[] {
  const problems: string[] = [];
  if (!raw.DATABASE_URL) problems.push("DATABASE_URL: required in production (PGlite is for development)");
  if (raw.EXTENSION_ORIGINS.length === 0)
    problems.push("EXTENSION_ORIGINS: required in production (the published extension's origin)");
  if (raw.FIREBASE_AUTH_EMULATOR_HOST)
    problems.push(
      "FIREBASE_AUTH_EMULATOR_HOST: must be unset in production (ID tokens would not be verified by Google)",
    );
  if (isLocal(raw.YOUTUBE_API_BASE_URL))
    problems.push(
      `YOUTUBE_API_BASE_URL: points at a local emulator (${raw.YOUTUBE_API_BASE_URL}); unset it in production`,
    );
  for (const name of ["WEBSUB_HUB_URL", "YOUTUBE_FEED_BASE_URL"] as const) {
    if (isLocal(raw[name]))
      problems.push(`${name}: points at a local emulator (${raw[name]}); unset it in production`);
  }
  if (raw.GOOGLE_OAUTH_CLIENT_ID) {
    for (const name of [
      "GOOGLE_ACCOUNTS_BASE_URL",
      "GOOGLE_OAUTH_BASE_URL",
      "YOUTUBE_ANALYTICS_API_BASE_URL",
    ] as const) {
      if (isLocal(raw[name]))
        problems.push(`${name}: points at a local emulator (${raw[name]}); unset it in production`);
    }
  }
  if (raw.STRIPE_SECRET_KEY && isLocal(raw.STRIPE_API_BASE))
    problems.push(
      `STRIPE_API_BASE: points at a local emulator (${raw.STRIPE_API_BASE}); unset it in production`,
    );
  if (isLocal(raw.WEB_ORIGIN) || !raw.WEB_ORIGIN.startsWith("https://"))
    problems.push(
      `WEB_ORIGIN: must be the website's public https:// origin in production (got ${raw.WEB_ORIGIN})`,
    );
  if (raw.AFFILIATE_IP_SECRET === DEV_AFFILIATE_IP_SECRET || raw.AFFILIATE_IP_SECRET.length < 32)
    problems.push("AFFILIATE_IP_SECRET: set a random secret of at least 32 characters in production");
  // Checked with or without SMTP_URL: POST /unsubscribe verifies tokens whenever the API runs, and a token
  // signed with the published secret would turn anybody's recap off.
  if (raw.RECAP_SIGNING_SECRET === DEV_RECAP_SIGNING_SECRET || raw.RECAP_SIGNING_SECRET.length < 32)
    problems.push("RECAP_SIGNING_SECRET: set a random secret of at least 32 characters in production");
  const devTokenKeys = PUBLISHED_DEV_SECRETS.TOKEN_ENCRYPTION_KEYS.map((key) => Buffer.from(key, "base64"));
  if (raw.TOKEN_ENCRYPTION_KEYS.some(({ key }) => devTokenKeys.some((dev) => dev.equals(key))))
    problems.push(
      "TOKEN_ENCRYPTION_KEYS: holds the development key published in the repository; generate a new key for production",
    );
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
    const value = raw[name];
    if (value !== undefined && PUBLISHED_DEV_SECRETS[name].includes(value))
      problems.push(
        `${name}: is the Stripe emulator's published development value; use your Stripe account's`,
      );
  }
  if (raw.SMTP_URL) {
    // The recap's unsubscribe links must be reachable from a mail client.
    if (!raw.API_PUBLIC_URL || isLocal(raw.API_PUBLIC_URL) || !raw.API_PUBLIC_URL.startsWith("https://"))
      problems.push(
        `API_PUBLIC_URL: must be the API's public https:// URL in production (got ${raw.API_PUBLIC_URL ?? "unset"})`,
      );
  }
  return problems;
}

/**
 * The monorepo root (the folder holding pnpm-workspace.yaml), so that relative paths mean the same thing
 * whether the API runs from apps/api (tsx watch), from the root, or bundled in dist/. Falls back to the
 * working directory when deployed without the repository.
 */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
