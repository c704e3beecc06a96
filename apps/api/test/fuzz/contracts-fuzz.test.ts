// The contract fuzz run (issue 21): every contract of @vi/types against the real app, with every service
// the contracts reach running (YouTube and Google OAuth emulators, SMTP catcher, the job queue's tables),
// so no route answers 5xx for a missing dependency. Fixed seed and runs: the same requests every time.
import { type GoogleOAuthEmulator, startGoogleOAuthEmulator } from "@vi/emulators/google-oauth";
import { type SmtpCatcher, startSmtpCatcher } from "@vi/emulators/smtp";
import { DEFAULT_STRIPE_CATALOG, type StripeEmulator, startStripeEmulator } from "@vi/emulators/stripe";
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import { type Contract, contracts } from "@vi/types";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../src/app.ts";
import { createFirebaseAuth } from "../../src/auth/firebase.ts";
import { users } from "../../src/db/schema.ts";
import { createLogger } from "../../src/logger.ts";
import { signUnsubscribeToken } from "../../src/recap/token.ts";
import { createServices } from "../../src/services.ts";
import { testEnv } from "../app.ts";
import { createTestUser } from "../auth.ts";
import { forEachDatabase } from "../db.ts";
import { channelId, insertChannels, insertVideos, videoId } from "../videos.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../youtube.ts";
import type { FieldHints } from "./arbitraries.ts";
import { fuzzContracts } from "./harness.ts";

const STRIPE_KEY = "sk_test_fuzz";
const [standard, professional] = DEFAULT_STRIPE_CATALOG as [
  (typeof DEFAULT_STRIPE_CATALOG)[0],
  (typeof DEFAULT_STRIPE_CATALOG)[0],
];

/** Fixed: the run is the same on every machine; change it to explore, then keep what it finds as a test. */
export const FUZZ_SEED = 20_261_124;
/** Requests per contract (about 30 contracts: ~1,600 requests per database). */
export const FUZZ_RUNS = 60;

const CLIENT_ID = "fuzz-vidinsight.apps.googleusercontent.com";
const CLIENT_SECRET = "fuzz-client-secret";
const REDIRECT = "http://localhost:5173/oauth-callback";
const catalog = testCatalog();
const RECAP_SECRET = "fuzz-recap-signing-secret-0123456789";

forEachDatabase((t) => {
  const clock = new TestClock();
  let youtube: YoutubeEmulator;
  let google: GoogleOAuthEmulator;
  let smtp: SmtpCatcher;
  let stripe: StripeEmulator;

  beforeAll(async () => {
    google = await startGoogleOAuthEmulator({
      catalog,
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT] }],
      accounts: [
        {
          id: "1".repeat(21),
          email: "owner@example.com",
          name: "Owner",
          channelIds: [catalog.channels[0]!.id],
        },
      ],
      now: () => clock.ms,
    });
    youtube = await startTestEmulator(clock, { oauth: google });
    smtp = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
    stripe = await startStripeEmulator({ secretKey: STRIPE_KEY });
    // Rows for the read routes to find, so their 2xx answers are checked with data in them.
    const fixtureChannels = [0, 1, 2].map((n) => ({ n, subscribers: 1_000 * (n + 1) }));
    await insertChannels(t.db, fixtureChannels);
    await insertVideos(
      t.db,
      Array.from({ length: 12 }, (_, n) => ({ n, channel: n % 3 })),
      new Map(fixtureChannels.map((channel) => [channel.n, channel])),
    );
  });
  afterAll(async () => {
    await smtp?.close();
    await stripe?.close();
    await youtube?.close();
    await google?.close();
  });

  test("every contract: no 5xx, 4xx in the error shape naming the field, 2xx in the response schema", async () => {
    const env = testEnv({
      ...youtubeVars(youtube),
      GOOGLE_OAUTH_CLIENT_ID: CLIENT_ID,
      GOOGLE_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ACCOUNTS_BASE_URL: google.url,
      GOOGLE_OAUTH_BASE_URL: google.url,
      TOKEN_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}`,
      SMTP_URL: smtp.smtpUrl,
      RECAP_SIGNING_SECRET: RECAP_SECRET,
      API_PUBLIC_URL: "https://api.vidinsight.test",
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
      STRIPE_API_BASE: stripe.url,
      STRIPE_STANDARD_PRICE_ID: standard.priceId,
      STRIPE_PROFESSIONAL_PRICE_ID: professional.priceId,
      STRIPE_STANDARD_PRODUCT_IDS: standard.productId,
      STRIPE_PROFESSIONAL_PRODUCT_IDS: professional.productId,
      // Each request comes from its own address (X-Forwarded-For below, one proxy hop trusted): the
      // affiliate form's per-address limit stays out of the way (request limits are off, below).
      TRUST_PROXY_HOPS: "1",
    });
    const logger = createLogger("silent");
    const services = createServices({ env, db: t.connection, logger, now: clock.now });
    const app = createApp({
      env,
      db: t.connection,
      logger,
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      // Request limits stay out of the way through testEnv's very high RATE_LIMIT_* values.
      services,
      // GET /readyz answers as for a started process (its own states: src/health/health.test.ts).
      readiness: { migrated: true, queueStarted: true },
    });
    let sent = 0;
    const started = performance.now();
    const report = await fuzzContracts({
      contracts: Object.values(contracts) as Contract[],
      seed: FUZZ_SEED,
      numRuns: FUZZ_RUNS,
      request: (path, init) => {
        sent += 1;
        const headers = new Headers(init.headers);
        headers.set("x-forwarded-for", `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`);
        return Promise.resolve(app.request(path, { ...init, headers }));
      },
      // A fresh caller per contract: DELETE /user or a role change on one contract's caller must not
      // turn the next contract's runs into 401s.
      callerFor: async (contract) => {
        const user = await createTestUser();
        await t.db.insert(users).values({
          uid: user.uid,
          email: user.email,
          isAdmin: contract.auth === "admin",
          emailVerified: true,
          timezone: "UTC",
        });
        const stored = Array.from({ length: 12 }, (_, n) => videoId(n));
        const onYoutube = catalog.channels
          .slice(0, 5)
          .map((channel) => catalog.uploadsAt(channel, clock.ms)[0]!.id);
        const hints: FieldHints = {
          email: [user.email],
          timezone: ["UTC", "Europe/Paris", "America/Los_Angeles", "Asia/Kolkata"],
          videoId: [...stored.slice(0, 3), ...onYoutube],
          ids: [stored.slice(0, 4), onYoutube],
          savedVideoIds: [stored.slice(0, 2), []],
          channelId: [channelId(0), channelId(1)],
          token: [signUnsubscribeToken(RECAP_SECRET, user.uid, clock.now())],
        };
        return { ...(contract.auth === "none" ? {} : { token: user.idToken }), hints };
      },
    });
    const byContract = new Map<string, string[]>();
    for (const [key, n] of Object.entries(report.statuses)) {
      const [id = "", status = ""] = key.split(" ");
      byContract.set(id, [...(byContract.get(id) ?? []), `${status}x${n}`]);
    }
    const lines = [...byContract].map(([id, counts]) => `  ${id}: ${counts.join(" ")}`);
    console.info(
      `fuzz (${t.kind}): ${report.requests} requests in ${Math.round(performance.now() - started)} ms\n${lines.join("\n")}`,
    );
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(Object.keys(contracts).length * FUZZ_RUNS);
    // A fuzzer that only ever hears 400 and 401 tests nothing: most contracts must have answered 2xx.
    const answeredOk = new Set(
      Object.keys(report.statuses)
        .filter((key) => / 2\d\d$/.test(key))
        .map((key) => key.split(" ")[0]),
    );
    expect(answeredOk.size).toBeGreaterThan(Object.keys(contracts).length / 2);
  }, 300_000);
});
