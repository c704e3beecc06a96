import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { describe, expect, test } from "vitest";
import { PRODUCTION_VARS } from "../test/production-env.ts";
import { DEV_RECAP_SIGNING_SECRET, EnvError, loadEnv, repoRoot } from "./env.ts";

function envError(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected loadEnv to fail");
}

describe("loadEnv", () => {
  test("every variable has a default, so the API starts with no configuration", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      API_PORT: 8787,
      FIREBASE_PROJECT_ID: "demo-vidinsight",
      WEB_ORIGIN: "http://localhost:5173",
      webOrigin: "http://localhost:5173",
      EXTENSION_ORIGINS: [],
      LOG_LEVEL: "info",
      YOUTUBE_DAILY_QUOTA: 10_000,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(env.pgliteDir).toBe(join(repoRoot(), ".data", "pglite"));
  });

  test("the repo root is the folder with pnpm-workspace.yaml, whatever the working directory", () => {
    expect(repoRoot()).toBe(join(import.meta.dirname, "..", "..", ".."));
  });

  test("a relative PGLITE_DIR is resolved against the repo root, an absolute one is kept", () => {
    expect(loadEnv({ PGLITE_DIR: "tmp/db" }).pgliteDir).toBe(join(repoRoot(), "tmp", "db"));
    expect(loadEnv({ PGLITE_DIR: "/var/lib/vi" }).pgliteDir).toBe("/var/lib/vi");
    expect(isAbsolute(loadEnv({}).pgliteDir)).toBe(true);
  });

  test("values are parsed: ports, lists, origins", () => {
    const env = loadEnv({
      API_PORT: "9000",
      DATABASE_URL: "postgresql://u:p@db.example.com:5432/vi",
      WEB_ORIGIN: "https://app.example.com/some/path",
      EXTENSION_ORIGINS:
        " chrome-extension://abcdefghijklmnopabcdefghijklmnop , safari-web-extension://0B5C2B8E-1C4B-4A0E-9F56-3E0A6F3C2D11",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    });
    expect(env.API_PORT).toBe(9000);
    expect(env.webOrigin).toBe("https://app.example.com");
    expect(env.EXTENSION_ORIGINS).toEqual([
      "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
      "safari-web-extension://0B5C2B8E-1C4B-4A0E-9F56-3E0A6F3C2D11",
    ]);
  });

  test("the YouTube settings: service root, key, daily quota, seed channels", () => {
    const defaults = loadEnv({});
    expect(defaults).toMatchObject({
      YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3",
      YOUTUBE_SEED_CHANNEL_IDS: [],
      TRUST_PROXY_HOPS: 0,
    });
    expect(defaults.YOUTUBE_API_KEY).toBeUndefined();
    const env = loadEnv({
      YOUTUBE_API_BASE_URL: "http://127.0.0.1:8788/youtube/v3",
      YOUTUBE_API_KEY: "key",
      YOUTUBE_DAILY_QUOTA: "2500",
      YOUTUBE_SEED_CHANNEL_IDS: " UC0000000000000000000001 ,UCabcdefghijklmnopqrstuv",
      TRUST_PROXY_HOPS: "2",
    });
    expect(env).toMatchObject({
      YOUTUBE_API_KEY: "key",
      YOUTUBE_DAILY_QUOTA: 2500,
      YOUTUBE_SEED_CHANNEL_IDS: ["UC0000000000000000000001", "UCabcdefghijklmnopqrstuv"],
      TRUST_PROXY_HOPS: 2,
    });
  });

  test("an empty value means the default", () => {
    const env = loadEnv({ API_PORT: "", LOG_LEVEL: "", DATABASE_URL: "" });
    expect(env).toMatchObject({ API_PORT: 8787, LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  test.each([
    ["API_PORT", "eighty"],
    ["API_PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/vi"],
    ["WEB_ORIGIN", "localhost:5173"],
    ["EXTENSION_ORIGINS", "https://evil.example.com"],
    ["LOG_LEVEL", "verbose"],
    ["FIREBASE_AUTH_EMULATOR_HOST", "http://127.0.0.1:9099"],
    ["FIREBASE_PROJECT_ID", "Not A Project"],
    ["YOUTUBE_DAILY_QUOTA", "-5"],
    ["YOUTUBE_SEED_CHANNEL_IDS", "UC0000000000000000000001,not-a-channel"],
    ["TRUST_PROXY_HOPS", "sometimes"],
    ["YOUTUBE_API_BASE_URL", "ftp://example.com/youtube/v3"],
    ["GOOGLE_APPLICATION_CREDENTIALS", "/no/such/service-account.json"],
  ])("a malformed %s stops start-up with a message naming it", (name, value) => {
    const message = envError({ [name]: value });
    expect(message).toContain(`${name}:`);
    expect(message).toContain(value);
  });

  test("every bad variable is named at once", () => {
    const message = envError({ API_PORT: "x", LOG_LEVEL: "loud" });
    expect(message).toMatch(/API_PORT:/);
    expect(message).toMatch(/LOG_LEVEL:/);
  });

  describe("NODE_ENV=production", () => {
    const production = { ...PRODUCTION_VARS };

    test("starts with a production configuration", () => {
      expect(loadEnv(production)).toMatchObject({ NODE_ENV: "production", API_MODE: "all" });
    });

    test("refuses the development key of the affiliate address digests, not showing it", () => {
      const { AFFILIATE_IP_SECRET: _, ...withoutSecret } = production;
      expect(() => loadEnv(withoutSecret)).toThrow(/AFFILIATE_IP_SECRET: set a random secret/);
    });

    test.each([
      ["DATABASE_URL", { DATABASE_URL: "" }, /DATABASE_URL: required in production/],
      ["EXTENSION_ORIGINS", { EXTENSION_ORIGINS: "" }, /EXTENSION_ORIGINS: required in production/],
      [
        "FIREBASE_AUTH_EMULATOR_HOST",
        { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
        /FIREBASE_AUTH_EMULATOR_HOST: must be unset in production/,
      ],
      [
        "YOUTUBE_API_BASE_URL",
        { YOUTUBE_API_BASE_URL: "http://127.0.0.1:8788/youtube/v3" },
        /YOUTUBE_API_BASE_URL: points at a local emulator/,
      ],
      [
        "YOUTUBE_API_BASE_URL",
        { YOUTUBE_API_BASE_URL: "http://localhost:8788/youtube/v3" },
        /YOUTUBE_API_BASE_URL: points at a local emulator/,
      ],
      [
        "WEB_ORIGIN",
        { WEB_ORIGIN: "http://localhost:5173" },
        /WEB_ORIGIN: must be the website's public https/,
      ],
    ])("refuses to start naming %s", (_name, change, message) => {
      expect(envError({ ...production, ...change })).toMatch(message);
    });

    // Issue 28, #13: production started with secrets anybody can read in the repository.
    test("refuses the development secrets the repository publishes, naming each variable", () => {
      const devScript = readFileSync(join(repoRoot(), "scripts/dev.mjs"), "utf8");
      const published = (pattern: RegExp) => {
        const value = pattern.exec(devScript)?.[1];
        if (!value) throw new Error(`scripts/dev.mjs no longer matches ${pattern}`);
        return value;
      };
      const devTokenKeys = published(/devTokenKeys = "([^"]+)"/);
      const stripeKey = published(/STRIPE_SECRET_KEY: "([^"]+)"/);
      const webhookSecret = published(/STRIPE_WEBHOOK_SECRET: "([^"]+)"/);
      const fresh = `prod:${Buffer.alloc(32, 7).toString("base64")}`;
      // Under another id, or after the production key: still the published key.
      for (const keys of [devTokenKeys, `${fresh},${devTokenKeys}`, devTokenKeys.replace(/^dev:/, "k2:")])
        expect(envError({ ...production, TOKEN_ENCRYPTION_KEYS: keys })).toMatch(
          /TOKEN_ENCRYPTION_KEYS: holds the development key/,
        );
      expect(() => loadEnv({ ...production, TOKEN_ENCRYPTION_KEYS: fresh })).not.toThrow();
      const billing = {
        STRIPE_STANDARD_PRICE_ID: "price_std",
        STRIPE_PROFESSIONAL_PRICE_ID: "price_pro",
        STRIPE_STANDARD_PRODUCT_IDS: "prod_std",
        STRIPE_PROFESSIONAL_PRODUCT_IDS: "prod_pro",
      };
      const message = envError({
        ...production,
        ...billing,
        STRIPE_SECRET_KEY: stripeKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      });
      expect(message).toMatch(/STRIPE_SECRET_KEY: is the Stripe emulator's published development value/);
      expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: is the Stripe emulator's published development value/);
      expect(message).not.toContain(stripeKey);
      expect(message).not.toContain(webhookSecret);
      // Development takes them, as npm run dev does.
      expect(() =>
        loadEnv({ ...billing, STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: webhookSecret }),
      ).not.toThrow();
    });

    test("refuses the development recap signing secret even without SMTP_URL", () => {
      const { RECAP_SIGNING_SECRET: _, ...withoutSecret } = production;
      expect(envError(withoutSecret)).toMatch(/RECAP_SIGNING_SECRET: set a random secret/);
      expect(envError({ ...production, RECAP_SIGNING_SECRET: DEV_RECAP_SIGNING_SECRET })).toMatch(
        /RECAP_SIGNING_SECRET: set a random secret/,
      );
    });

    test("names every problem at once, and development accepts the same values", () => {
      const dev = { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
      const message = envError(dev);
      for (const name of ["DATABASE_URL", "EXTENSION_ORIGINS", "FIREBASE_AUTH_EMULATOR_HOST", "WEB_ORIGIN"]) {
        expect(message).toContain(`${name}:`);
      }
      expect(() => loadEnv({ ...dev, NODE_ENV: "development" })).not.toThrow();
    });
  });

  test("API_MODE and SHUTDOWN_TIMEOUT_MS: defaults and bounds", () => {
    expect(loadEnv({})).toMatchObject({ API_MODE: "all", SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(loadEnv({ API_MODE: "worker", SHUTDOWN_TIMEOUT_MS: "2500" })).toMatchObject({
      API_MODE: "worker",
      SHUTDOWN_TIMEOUT_MS: 2500,
    });
    expect(envError({ API_MODE: "jobs" })).toContain("API_MODE:");
    expect(envError({ SHUTDOWN_TIMEOUT_MS: "10" })).toContain("SHUTDOWN_TIMEOUT_MS:");
  });
});

describe("billing settings", () => {
  const billing = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_123",
    STRIPE_STANDARD_PRICE_ID: "price_std",
    STRIPE_PROFESSIONAL_PRICE_ID: "price_pro",
    STRIPE_STANDARD_PRODUCT_IDS: "prod_std",
    STRIPE_PROFESSIONAL_PRODUCT_IDS: "prod_pro,prod_pro_old",
  };

  test("off by default; with a key every other setting is required, named, the secrets not shown", () => {
    expect(loadEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadEnv({}).STRIPE_TRIAL_DAYS).toBe(0);
    expect(loadEnv(billing)).toMatchObject({
      STRIPE_API_BASE: "https://api.stripe.com",
      STRIPE_PROFESSIONAL_PRODUCT_IDS: ["prod_pro", "prod_pro_old"],
    });
    let message = "";
    try {
      loadEnv({ STRIPE_SECRET_KEY: "sk_test_secret_value" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_STANDARD_PRICE_ID",
      "STRIPE_PROFESSIONAL_PRICE_ID",
      "STRIPE_STANDARD_PRODUCT_IDS",
      "STRIPE_PROFESSIONAL_PRODUCT_IDS",
    ])
      expect(message).toContain(`${name}: required with STRIPE_SECRET_KEY`);
    expect(message).not.toContain("sk_test_secret_value");
    expect(() => loadEnv({ ...billing, STRIPE_TRIAL_DAYS: "-1" })).toThrow(/STRIPE_TRIAL_DAYS/);
    expect(() => loadEnv({ ...billing, STRIPE_STANDARD_PRICE_ID: "prod_x" })).toThrow(
      /STRIPE_STANDARD_PRICE_ID/,
    );
  });

  test("production refuses the local emulator as the Stripe API", () => {
    const production = { ...PRODUCTION_VARS, ...billing };
    expect(loadEnv(production).STRIPE_API_BASE).toBe("https://api.stripe.com");
    expect(() => loadEnv({ ...production, STRIPE_API_BASE: "http://127.0.0.1:8790" })).toThrow(
      /STRIPE_API_BASE: points at a local emulator/,
    );
  });
});
