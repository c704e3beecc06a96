// The stack the browser tests run against, shared by apps/web and apps/extension (types in e2e-stack.d.mts):
// - the Firebase Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when the root test script started one, else our own;
// - optionally the YouTube Data API emulator (@vi/emulators, `tsx src/youtube/main.ts`) on a free port;
// - the real API on a free port with a throw-away PGlite folder, optionally with an admin's user record
//   written before it starts (PGlite lets one process open a folder at a time): `tsx src/index.ts`, or with
//   demo data the dev entry `tsx scripts/dev-server.ts` (the same start plus the demo-data seeding);
// - the system Chromium's path and the launch flags every browser test and script uses.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../pnpm.mjs";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { freePort, startProcess, stopProcess, waitForHttp } from "./processes.mjs";

// Re-exported for the apps' setup code, which imports only this module (typed by e2e-stack.d.mts).
export { freePort, startProcess, stopProcess, waitForHttp };

const apiDir = join(root, "apps/api");
const emulatorsDir = join(root, "packages/emulators");
const tsx = join(apiDir, "node_modules/.bin/tsx");
const E2E_YOUTUBE_API_KEY = "e2e-youtube-key";
/** The OAuth client the Google emulator registers and the API uses in browser tests. */
const E2E_GOOGLE_CLIENT = {
  GOOGLE_OAUTH_CLIENT_ID: "e2e-vidinsight.apps.googleusercontent.com",
  GOOGLE_OAUTH_CLIENT_SECRET: "e2e-google-client-secret",
};

/** Flags for a headless Chromium that stays quiet and offline on a shared CI machine. */
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** The system Firefox (the extension's Firefox tests): FIREFOX_PATH, else Debian's /usr/bin/firefox-esr. */
export function firefoxPath() {
  return process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
}

/**
 * Launches the system Chromium with playwright-core's `chromium` (passed in: scripts/ has no playwright-core).
 * `args` are added to CHROMIUM_ARGS; the other options go to `launch`.
 */
export function launchChromium(browserType, { args = [], ...options } = {}) {
  return browserType.launch({
    executablePath: chromiumPath(),
    ...options,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

/** The Auth emulator: the one named by FIREBASE_AUTH_EMULATOR_HOST, else a new one on free ports. */
export async function startAuth() {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) return { host: existing, url: `http://${existing}`, stop: async () => {} };
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const emulator = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
  return { host: emulator.host, url: `http://${emulator.host}`, stop: () => stopProcess(emulator.child) };
}

/** Migrates the PGlite folder with the API's own db module and writes the admin's user record. */
async function seedAdmin(pgliteDir, { uid, email }) {
  const workDir = mkdtempSync(join(tmpdir(), "vi-e2e-seed-"));
  try {
    const script = join(workDir, "seed-admin.mts");
    const module = (file) => JSON.stringify(pathToFileURL(join(apiDir, file)).href);
    writeFileSync(
      script,
      `import { openDatabase } from ${module("src/db/index.ts")};
import { users } from ${module("src/db/schema.ts")};
const connection = await openDatabase({ driver: "pglite", dataDir: ${JSON.stringify(pgliteDir)} });
try {
  await connection.migrate();
  await connection.db.insert(users).values({ uid: ${JSON.stringify(uid)}, email: ${JSON.stringify(email)}, isAdmin: true, timezone: "UTC" });
} finally {
  await connection.close();
}
`,
    );
    const child = startProcess("seed-admin", tsx, [script], { cwd: apiDir, quiet: true });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`seeding the admin failed (exit ${code}):\n${child.recentOutput()}`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Runs the history replay on the PGlite folder; answers the channel and its replayed videos. */
async function replayHistory(pgliteDir, youtubeSeed, breakout) {
  const child = startProcess("seed-history", tsx, ["scripts/seed-history.ts"], {
    cwd: apiDir,
    quiet: true,
    env: {
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: "",
      HISTORY_BREAKOUT: breakout ? "1" : "0",
      ...(youtubeSeed === undefined ? {} : { YOUTUBE_EMULATOR_SEED: String(youtubeSeed) }),
    },
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  const output = child.recentOutput();
  if (code !== 0) throw new Error(`replaying the history failed (exit ${code}):\n${output}`);
  const line = output
    .trim()
    .split("\n")
    .findLast((text) => text.startsWith("{"));
  if (!line) throw new Error(`the history replay printed no result:\n${output}`);
  return JSON.parse(line);
}

/**
 * Starts the API (and with `youtube`, the YouTube emulator it ingests from) on free ports.
 * `demoChannels` > 0 starts the dev entry, which queues that many emulator channels for the real jobs to
 * ingest; `env` adds API variables. `seedHistory: "breakout"` also replays a channel with a breakout coming.
 * `clock` lets a test move time: the emulator's clock control is on and the API runs as
 * apps/api/scripts/e2e-clock-api.ts (its clock and its jobs driven from `clockUrl`).
 */
export async function startApiStack({
  authHost,
  webOrigin,
  youtube = false,
  youtubeSeed,
  demoChannels = 0,
  seedAdmin: admin,
  seedHistory = false,
  smtp = false,
  stripe = false,
  clock = false,
  env = {},
  name = "api",
  timeoutMs = 90_000,
}) {
  const started = [];
  const pgliteDir = mkdtempSync(join(tmpdir(), "vi-e2e-db-"));
  const stop = async () => {
    for (const child of started.reverse()) await stopProcess(child);
    rmSync(pgliteDir, { recursive: true, force: true });
  };
  try {
    const [youtubePort, apiPort, googlePort, analyticsPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const youtubeUrl = youtube ? `http://127.0.0.1:${youtubePort}` : null;
    // The Google OAuth emulator (channel linking) runs in the YouTube emulator's process.
    const googleUrl = youtube ? `http://127.0.0.1:${googlePort}` : null;
    const youtubeEnv = {};
    let youtubeReady = Promise.resolve();
    if (youtubeUrl) {
      const emulator = startProcess("youtube", tsx, ["src/youtube/main.ts"], {
        cwd: emulatorsDir,
        quiet: true,
        env: {
          YOUTUBE_EMULATOR_PORT: String(youtubePort),
          YOUTUBE_API_KEY: E2E_YOUTUBE_API_KEY,
          ...(youtubeSeed === undefined ? {} : { YOUTUBE_EMULATOR_SEED: String(youtubeSeed) }),
          GOOGLE_OAUTH_EMULATOR_PORT: String(googlePort),
          GOOGLE_OAUTH_REDIRECT_URIS: `${new URL(webOrigin).origin}/oauth-callback`,
          // The YouTube Analytics emulator runs in the same process, on its own port.
          YOUTUBE_ANALYTICS_EMULATOR_PORT: String(analyticsPort),
          ...(clock ? { YOUTUBE_EMULATOR_CLOCK_CONTROL: "1" } : {}),
          ...E2E_GOOGLE_CLIENT,
        },
      });
      started.push(emulator);
      youtubeReady = waitForHttp(`http://127.0.0.1:${analyticsPort}/healthz`, {
        child: emulator,
        name: "YouTube emulators",
        timeoutMs,
      });
      Object.assign(youtubeEnv, {
        YOUTUBE_API_BASE_URL: `${youtubeUrl}/youtube/v3`,
        YOUTUBE_API_KEY: E2E_YOUTUBE_API_KEY,
        // The emulator's WebSub hub and Atom feeds (new uploads of followed channels).
        WEBSUB_HUB_URL: `${youtubeUrl}/hub`,
        YOUTUBE_FEED_BASE_URL: youtubeUrl,
        ...E2E_GOOGLE_CLIENT,
        GOOGLE_ACCOUNTS_BASE_URL: googleUrl,
        GOOGLE_OAUTH_BASE_URL: googleUrl,
        YOUTUBE_ANALYTICS_API_BASE_URL: `http://127.0.0.1:${analyticsPort}/v2`,
        TOKEN_ENCRYPTION_KEYS: `e2e:${randomBytes(32).toString("base64")}`,
      });
    }
    // The SMTP catcher (@vi/emulators/smtp) for the daily recap email: the API sends to it over SMTP.
    let mailUrl = null;
    const smtpEnv = {};
    let smtpReady = Promise.resolve();
    if (smtp) {
      const [smtpPort, smtpWebPort] = [await freePort(), await freePort()];
      mailUrl = `http://127.0.0.1:${smtpWebPort}`;
      const catcher = startProcess("smtp", tsx, ["src/smtp/main.ts"], {
        cwd: emulatorsDir,
        quiet: true,
        env: { SMTP_CATCHER_PORT: String(smtpPort), SMTP_CATCHER_WEB_PORT: String(smtpWebPort) },
      });
      started.push(catcher);
      smtpReady = waitForHttp(`${mailUrl}/api/messages`, { child: catcher, name: "SMTP catcher", timeoutMs });
      Object.assign(smtpEnv, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, API_PUBLIC_URL: apiUrl });
    }
    // The Stripe emulator (@vi/emulators/stripe): checkout, portal and signed webhooks to this API.
    let stripeUrl = null;
    const stripeEnv = {};
    let stripeReady = Promise.resolve();
    if (stripe) {
      const stripePort = await freePort();
      stripeUrl = `http://127.0.0.1:${stripePort}`;
      const secrets = { STRIPE_SECRET_KEY: "sk_test_e2e", STRIPE_WEBHOOK_SECRET: "whsec_e2e" };
      const emulator = startProcess("stripe", tsx, ["src/stripe/main.ts"], {
        cwd: emulatorsDir,
        quiet: true,
        env: {
          STRIPE_EMULATOR_PORT: String(stripePort),
          STRIPE_EMULATOR_WEBHOOK_URL: `${apiUrl}/stripe/webhook`,
          ...secrets,
        },
      });
      started.push(emulator);
      stripeReady = waitForHttp(`${stripeUrl}/healthz`, {
        child: emulator,
        name: "Stripe emulator",
        timeoutMs,
      });
      Object.assign(stripeEnv, {
        ...secrets,
        STRIPE_API_BASE: stripeUrl,
        STRIPE_STANDARD_PRICE_ID: "price_VIStandardMonthly",
        STRIPE_PROFESSIONAL_PRICE_ID: "price_VIProfessionalMonthly",
        STRIPE_STANDARD_PRODUCT_IDS: "prod_VIStandard",
        STRIPE_PROFESSIONAL_PRODUCT_IDS: "prod_VIProfessional",
      });
    }
    // Seeding and the emulator's start overlap; the API waits for both (demo data reads from the emulator).
    await Promise.all([
      youtubeReady,
      smtpReady,
      stripeReady,
      admin ? seedAdmin(pgliteDir, admin) : undefined,
    ]);
    // The last days of a frequent uploader replayed on a moving clock (apps/api/scripts/seed-history.ts),
    // before the API opens the database: its history, typical start and outlier at age exist at once.
    const history = seedHistory
      ? await replayHistory(pgliteDir, youtubeSeed, seedHistory === "breakout")
      : null;
    const clockPort = clock ? await freePort() : null;
    const clockUrl = clockPort ? `http://127.0.0.1:${clockPort}` : null;
    const entry = clock
      ? "scripts/e2e-clock-api.ts"
      : demoChannels > 0
        ? "scripts/dev-server.ts"
        : "src/index.ts";
    const api = startProcess(name, tsx, [entry], {
      cwd: apiDir,
      quiet: true,
      env: {
        API_PORT: String(apiPort),
        PGLITE_DIR: pgliteDir,
        DATABASE_URL: "",
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        WEB_ORIGIN: webOrigin,
        LOG_LEVEL: "warn",
        ...(clockPort ? { E2E_CLOCK_PORT: String(clockPort) } : {}),
        ...youtubeEnv,
        ...smtpEnv,
        ...stripeEnv,
        ...(demoChannels > 0
          ? {
              LOAD_DEMO_DATA: "true",
              DEMO_CHANNEL_COUNT: String(demoChannels),
              ...(youtubeSeed === undefined ? {} : { YOUTUBE_EMULATOR_SEED: String(youtubeSeed) }),
            }
          : {}),
        ...env,
      },
    });
    started.push(api);
    const ready = () => waitForHttp(`${apiUrl}/healthz`, { child: api, name, timeoutMs });
    return { apiUrl, youtubeUrl, googleUrl, mailUrl, stripeUrl, clockUrl, pgliteDir, history, ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
