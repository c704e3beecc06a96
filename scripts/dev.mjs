#!/usr/bin/env node
// `npm run dev`: the whole product on its embedded defaults - Firebase Auth emulator, YouTube API emulator,
// the API on PGlite in .data/ (migrations and demo data on first start), the web app, and the extension built
// for Chrome in watch mode. Ctrl-C stops everything. Ports come from the environment (docs/dev-stack.md).
import { join } from "node:path";
import { FIREBASE_PROJECT_ID, startAuthEmulator } from "./lib/auth-emulator.mjs";
import { portFromEnv, startProcess, stopAll, waitForHttp } from "./lib/processes.mjs";
import { ensureInstalled, root } from "./pnpm.mjs";

ensureInstalled();

const ports = {
  web: portFromEnv("WEB_PORT", 5173),
  api: portFromEnv("API_PORT", 8787),
  auth: portFromEnv("AUTH_EMULATOR_PORT", 9099),
  authHub: portFromEnv("AUTH_EMULATOR_HUB_PORT", 4400),
  authLogging: portFromEnv("AUTH_EMULATOR_LOGGING_PORT", 4500),
  youtube: portFromEnv("YOUTUBE_EMULATOR_PORT", 8788),
  smtp: portFromEnv("SMTP_CATCHER_PORT", 1025),
  smtpWeb: portFromEnv("SMTP_CATCHER_WEB_PORT", 8025),
  googleOAuth: portFromEnv("GOOGLE_OAUTH_EMULATOR_PORT", 8789),
  stripe: portFromEnv("STRIPE_EMULATOR_PORT", 8790),
  youtubeAnalytics: portFromEnv("YOUTUBE_ANALYTICS_EMULATOR_PORT", 8791),
};
const bin = (app, name) => join(root, app, "node_modules", ".bin", name);
const youtubeKey = process.env.YOUTUBE_API_KEY || "dev-youtube-key";
const webOrigin = `http://localhost:${ports.web}`;
const apiUrl = `http://localhost:${ports.api}`;
// Channel linking against the Google OAuth emulator (it runs in the YouTube emulator's process). The key
// only encrypts dev tokens of emulator accounts; production sets its own (docs/decisions/youtube-linking.md).
const google = {
  GOOGLE_OAUTH_CLIENT_ID: "dev-vidinsight.apps.googleusercontent.com",
  GOOGLE_OAUTH_CLIENT_SECRET: "dev-google-client-secret",
};
const googleUrl = `http://127.0.0.1:${ports.googleOAuth}`;
const devTokenKeys = "dev:ZGV2LW9ubHktdG9rZW4ta2V5LW5vdC1hLXNlY3JldCE=";
// Billing against the Stripe emulator (@vi/emulators/stripe): the real `stripe` SDK, pointed at it by
// STRIPE_API_BASE; its seeded Standard and Professional prices (docs/dev-stack.md lists the test cards).
const stripeUrl = `http://127.0.0.1:${ports.stripe}`;
const stripe = {
  STRIPE_SECRET_KEY: "sk_test_emulator",
  STRIPE_WEBHOOK_SECRET: "whsec_emulator",
};
const stripeApi = {
  ...stripe,
  STRIPE_API_BASE: stripeUrl,
  STRIPE_STANDARD_PRICE_ID: "price_VIStandardMonthly",
  STRIPE_PROFESSIONAL_PRICE_ID: "price_VIProfessionalMonthly",
  STRIPE_STANDARD_PRODUCT_IDS: "prod_VIStandard",
  STRIPE_PROFESSIONAL_PRODUCT_IDS: "prod_VIProfessional",
  STRIPE_TRIAL_DAYS: process.env.STRIPE_TRIAL_DAYS ?? "0",
};

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log("\n[dev] stopping everything...");
  await stopAll();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

function exitWith(name) {
  return (code) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (code ${code}); stopping the rest`);
      shutdown(1);
    }
  };
}

async function main() {
  console.log("[dev] starting the Firebase Auth emulator...");
  const auth = await startAuthEmulator({
    port: ports.auth,
    hubPort: ports.authHub,
    loggingPort: ports.authLogging,
  });
  auth.child.on("exit", exitWith("auth emulator"));

  const youtube = startProcess("youtube", bin("packages/emulators", "tsx"), ["src/youtube/main.ts"], {
    cwd: join(root, "packages/emulators"),
    env: {
      YOUTUBE_EMULATOR_PORT: String(ports.youtube),
      YOUTUBE_API_KEY: youtubeKey,
      GOOGLE_OAUTH_EMULATOR_PORT: String(ports.googleOAuth),
      GOOGLE_OAUTH_REDIRECT_URIS: `${webOrigin}/oauth-callback`,
      YOUTUBE_ANALYTICS_EMULATOR_PORT: String(ports.youtubeAnalytics),
      ...google,
    },
  });
  youtube.on("exit", exitWith("YouTube emulator"));

  // The SMTP catcher: the daily recap email is sent to it over real SMTP and can be read in its web page.
  const smtp = startProcess("smtp", bin("packages/emulators", "tsx"), ["src/smtp/main.ts"], {
    cwd: join(root, "packages/emulators"),
    env: { SMTP_CATCHER_PORT: String(ports.smtp), SMTP_CATCHER_WEB_PORT: String(ports.smtpWeb) },
  });
  smtp.on("exit", exitWith("SMTP catcher"));

  const stripeEmulator = startProcess("stripe", bin("packages/emulators", "tsx"), ["src/stripe/main.ts"], {
    cwd: join(root, "packages/emulators"),
    env: {
      STRIPE_EMULATOR_PORT: String(ports.stripe),
      STRIPE_EMULATOR_WEBHOOK_URL: `${apiUrl}/stripe/webhook`,
      ...stripe,
    },
  });
  stripeEmulator.on("exit", exitWith("Stripe emulator"));

  // The dev entry: the production start plus demo data (the emulator catalog's channels, ingested by the
  // real jobs on the first start); LOAD_DEMO_DATA=false turns that off.
  const api = startProcess(
    "api",
    bin("apps/api", "tsx"),
    ["watch", "--clear-screen=false", "scripts/dev-server.ts"],
    {
      cwd: join(root, "apps/api"),
      env: {
        API_PORT: String(ports.api),
        FIREBASE_AUTH_EMULATOR_HOST: auth.host,
        FIREBASE_PROJECT_ID,
        WEB_ORIGIN: webOrigin,
        YOUTUBE_API_BASE_URL: `http://127.0.0.1:${ports.youtube}/youtube/v3`,
        YOUTUBE_API_KEY: youtubeKey,
        // The emulator plays YouTube's WebSub hub and serves the channels' Atom feeds (docs/dev-stack.md).
        WEBSUB_HUB_URL: `http://127.0.0.1:${ports.youtube}/hub`,
        YOUTUBE_FEED_BASE_URL: `http://127.0.0.1:${ports.youtube}`,
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        API_PUBLIC_URL: apiUrl,
        ...google,
        GOOGLE_ACCOUNTS_BASE_URL: googleUrl,
        GOOGLE_OAUTH_BASE_URL: googleUrl,
        YOUTUBE_ANALYTICS_API_BASE_URL: `http://127.0.0.1:${ports.youtubeAnalytics}/v2`,
        TOKEN_ENCRYPTION_KEYS: process.env.TOKEN_ENCRYPTION_KEYS || devTokenKeys,
        ...stripeApi,
      },
    },
  );
  api.on("exit", exitWith("API"));

  const web = startProcess("web", bin("apps/web", "vite"), ["--port", String(ports.web), "--strictPort"], {
    cwd: join(root, "apps/web"),
    env: {
      WEB_PORT: String(ports.web),
      VITE_API_BASE_URL: apiUrl,
      VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
      VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${auth.host}`,
    },
  });
  web.on("exit", exitWith("web"));

  const extension = startProcess("extension", bin("apps/extension", "wxt"), [], {
    cwd: join(root, "apps/extension"),
    env: {
      WXT_API_BASE_URL: apiUrl,
      WXT_WEBSITE_ORIGIN: webOrigin,
      WXT_FIREBASE_AUTH_EMULATOR_URL: `http://${auth.host}`,
    },
  });
  extension.on("exit", exitWith("extension"));

  await waitForHttp(`${apiUrl}/healthz`, { child: api, name: "API", timeoutMs: 120_000 });
  await waitForHttp(webOrigin, { child: web, name: "web app" });
  console.log(`
[dev] ready
  website            ${webOrigin}
  API                ${apiUrl}  (health: ${apiUrl}/healthz, ready: ${apiUrl}/readyz)
  API metrics        http://127.0.0.1:${process.env.METRICS_PORT || 9464}/metrics
  Auth emulator      http://${auth.host}
  YouTube emulator   http://127.0.0.1:${ports.youtube}
  caught mail        http://127.0.0.1:${ports.smtpWeb}  (the daily recap email; SMTP on ${ports.smtp})
  Google OAuth emu.  ${googleUrl}
  Stripe emulator    ${stripeUrl}  (pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined)
  extension          load apps/extension/.output/chrome-mv3-dev unpacked in chrome://extensions
  Ctrl-C stops everything.
`);
}

main().catch((error) => {
  console.error(`[dev] ${error.message ?? error}`);
  shutdown(1);
});
