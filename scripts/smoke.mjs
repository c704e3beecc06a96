#!/usr/bin/env node
// `npm run smoke`: the production smoke test of the built artifacts, started the way the images in deploy/
// start them (docs/deploy.md#smoke-test). It builds the API bundle and the website, then runs on this
// machine's PostgreSQL (a database of its own, dropped at the end):
//   2 API processes (`node dist/index.js`, API_MODE=api), 1 worker (API_MODE=worker), a round-robin proxy in
//   front of the APIs, the built website served with its dist/_headers and the app.html fallback,
// and checks: sign-in through the Firebase Auth emulator, the outliers page and a channel analysis through
// the proxy, no CSP violation in Chromium's console, one per-minute limit across both API processes, a job
// queued through one API process run by the worker, SIGTERM to an API process under load answered without
// a 5xx, the metrics listeners, and the production start-up checks with a complete production
// configuration (and their refusal of the Auth emulator).
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAuthEmulator } from "./lib/auth-emulator.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { CHROMIUM_ARGS } from "./lib/e2e-stack.mjs";
import { freePort, startProcess, stopAll, stopProcess, waitForHttp } from "./lib/processes.mjs";
import { startProxy, startStaticSite } from "./lib/smoke-servers.mjs";
import { ensureInstalled, pnpm, root } from "./pnpm.mjs";

const apiDir = join(root, "apps/api");
const webDir = join(root, "apps/web");
const emulatorsDir = join(root, "packages/emulators");
const tsx = join(apiDir, "node_modules/.bin/tsx");
const pg = createRequire(join(apiDir, "package.json"))("pg");
const { chromium } = createRequire(join(webDir, "package.json"))("playwright-core");

/** The server the smoke database is created on (its own database, dropped at the end). */
const SERVER_URL =
  process.env.SMOKE_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/test";
/** The per-user limit the smoke runs with: small enough to reach, large enough for the browser's pages. */
const USER_PER_MINUTE = 60;
const YOUTUBE_KEY = `AIza${randomBytes(18).toString("base64url")}`;
/**
 * The browser reaches the website, the API (through the proxy) and the Auth emulator by names that are
 * not local addresses (mapped to 127.0.0.1 inside Chromium only), so the website is built with values a
 * production build accepts.
 */
const HOSTS = {
  web: "web.smoke.vidinsight.test",
  api: "api.smoke.vidinsight.test",
  auth: "auth.smoke.vidinsight.test",
};

const secret = (bytes = 32) => randomBytes(bytes).toString("base64url");
const started = Date.now();
const step = (text) => console.log(`\n[smoke] ${((Date.now() - started) / 1000).toFixed(0)} s  ${text}`);
const failures = [];
let passed = 0;
function check(ok, text) {
  console.log(`  ${ok ? "ok  " : "FAIL"}  ${text}`);
  if (ok) passed += 1;
  else failures.push(text);
}

const cleanups = [];

async function main() {
  ensureInstalled();
  const chromiumPath = ensureChromium();

  // --- ports, emulators, database --------------------------------------------------------------------------
  const [proxyPort, webPort, api1Port, api2Port, youtubePort, googlePort] = await Promise.all(
    Array.from({ length: 6 }, () => freePort()),
  );
  const [metrics1, metrics2, metricsWorker, prodPort] = await Promise.all(
    Array.from({ length: 4 }, () => freePort()),
  );
  const webOrigin = `http://${HOSTS.web}:${webPort}`;

  step("starting the Firebase Auth and YouTube Data API emulators");
  let authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const authReady = authHost
    ? Promise.resolve()
    : Promise.all([freePort(), freePort(), freePort()]).then(async ([port, hubPort, loggingPort]) => {
        const auth = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
        authHost = auth.host;
      });
  const youtube = startProcess("youtube", tsx, ["src/youtube/main.ts"], {
    cwd: emulatorsDir,
    quiet: true,
    env: {
      YOUTUBE_EMULATOR_PORT: String(youtubePort),
      YOUTUBE_API_KEY: YOUTUBE_KEY,
      GOOGLE_OAUTH_EMULATOR_PORT: String(googlePort),
    },
  });
  const youtubeUrl = `http://127.0.0.1:${youtubePort}`;

  const databaseName = `vi_smoke_${randomBytes(5).toString("hex")}`;
  const serverUrl = new URL(SERVER_URL);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  cleanups.push(async () => {
    const drop = new pg.Client({ connectionString: SERVER_URL });
    await drop.connect();
    await drop.query(`drop database if exists "${databaseName}" with (force)`);
    await drop.end();
  });
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  console.log(`[smoke] database ${databaseName} on ${serverUrl.host}`);

  // --- build -------------------------------------------------------------------------------------------
  step("building the API bundle and the website");
  const webOut = mkdtempSync(join(tmpdir(), "vi-smoke-web-"));
  cleanups.push(() => rmSync(webOut, { recursive: true, force: true }));
  await authReady;
  const authPort = authHost.split(":")[1];
  const webEnv = {
    VITE_API_BASE_URL: `http://${HOSTS.api}:${proxyPort}`,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${HOSTS.auth}:${authPort}`,
    VITE_FIREBASE_API_KEY: `AIza${secret(18)}`,
    VITE_FIREBASE_PROJECT_ID: "demo-vidinsight",
    VITE_FIREBASE_AUTH_DOMAIN: "demo-vidinsight.firebaseapp.com",
  };
  if (pnpm(["--filter", "@vi/api", "run", "build"]) !== 0) throw new Error("the API build failed");
  // `--mode smoke`: a build of its own (the emulator's address is in it), never mistaken for production's.
  const webBuild = pnpm(
    ["--filter", "@vi/web", "exec", "vite", "build", "--mode", "smoke", "--outDir", webOut, "--emptyOutDir"],
    { env: webEnv },
  );
  if (webBuild !== 0) throw new Error("the website build failed");
  for (const file of ["index.html", "app.html", "_headers"])
    check(existsSync(join(webOut, file)), `the website build has ${file}`);

  // --- the stack ---------------------------------------------------------------------------------------
  const channelIds = await emulatorChannels(5);
  const seeds = channelIds.slice(0, 3);
  const analysed = channelIds[4];
  await waitForHttp(`${youtubeUrl}/healthz`, { child: youtube, name: "YouTube emulator", timeoutMs: 90_000 });

  // Everything a production API gets (real-looking secrets, no development defaults) ...
  const baseEnv = {
    DATABASE_URL: databaseUrl.href,
    EXTENSION_ORIGINS: "chrome-extension://abcdefghijklmnopabcdefghijklmnop",
    AFFILIATE_IP_SECRET: secret(),
    RECAP_SIGNING_SECRET: secret(),
    YOUTUBE_API_KEY: YOUTUBE_KEY,
    YOUTUBE_SEED_CHANNEL_IDS: seeds.join(","),
    TRUST_PROXY_HOPS: "1",
    RATE_LIMIT_USER_PER_MINUTE: String(USER_PER_MINUTE),
    RATE_LIMIT_IP_PER_MINUTE: "100000",
    SHUTDOWN_TIMEOUT_MS: "15000",
    LOG_LEVEL: "info",
  };
  // ... and, for the functional checks, the emulators' addresses. NODE_ENV=production refuses those (an
  // Auth emulator host would let unsigned tokens in): these processes run with NODE_ENV unset, and the
  // production checks are run further down with the same bundle and a complete production configuration.
  const emulatorEnv = {
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    YOUTUBE_API_BASE_URL: `${youtubeUrl}/youtube/v3`,
    WEB_ORIGIN: webOrigin,
    NODE_ENV: "",
  };
  const startApiProcess = (name, env) =>
    startProcess(name, process.execPath, ["dist/index.js"], {
      cwd: apiDir,
      quiet: !process.env.SMOKE_VERBOSE,
      env: { ...baseEnv, ...emulatorEnv, ...env },
    });

  step("starting 1 worker and 2 API processes on the built bundle");
  const worker = startApiProcess("worker", { API_MODE: "worker", METRICS_PORT: String(metricsWorker) });
  const api1 = startApiProcess("api-1", {
    API_MODE: "api",
    API_PORT: String(api1Port),
    METRICS_PORT: String(metrics1),
  });
  const api2 = startApiProcess("api-2", {
    API_MODE: "api",
    API_PORT: String(api2Port),
    METRICS_PORT: String(metrics2),
  });
  const apis = [
    { name: "api-1", child: api1, url: `http://127.0.0.1:${api1Port}`, metrics: metrics1 },
    { name: "api-2", child: api2, url: `http://127.0.0.1:${api2Port}`, metrics: metrics2 },
  ];
  for (const api of apis) await waitReady(`${api.url}/readyz`, api.child, api.name);
  await waitForHttp(`http://127.0.0.1:${metricsWorker}/metrics`, { child: worker, name: "worker metrics" });
  check(true, "both API processes answer /readyz 200; the worker's metrics listener answers");

  const proxy = await startProxy({ upstreams: apis.map((api) => api.url), port: proxyPort });
  cleanups.push(() => proxy.close());
  const site = await startStaticSite({ dir: webOut, port: webPort });
  cleanups.push(() => site.close());
  const apiUrl = proxy.url;

  // --- website headers -----------------------------------------------------------------------------------
  step("the website's headers and pages");
  const home = await fetch(`${site.url}/`);
  const csp = home.headers.get("content-security-policy") ?? "";
  check(
    home.status === 200 && csp.includes("default-src 'self'"),
    "/ is served with the CSP of dist/_headers",
  );
  check(home.headers.get("x-frame-options") === "DENY", "/ has X-Frame-Options: DENY");
  const deep = await fetch(`${site.url}/outliers`);
  check(
    deep.status === 200 && (await deep.text()).includes('id="root"'),
    "/outliers (no file of its name) gets the app.html shell",
  );
  check(
    (await fetch(`${site.url}/assets/missing.js`)).status === 404,
    "a missing asset is a 404, not the shell",
  );

  // --- ingest on the worker ------------------------------------------------------------------------------
  step("waiting for the worker to ingest the seed channels");
  const viewer = await createUser(authHost, apiUrl, "viewer");
  const stored = await poll(async () => {
    const outliers = await call(apiUrl, viewer.token, "GET", "/outliers?limit=1");
    return outliers.status === 200 && outliers.body.videoData?.length > 0 ? outliers.body : null;
  }, 120_000);
  check(Boolean(stored), "the worker's store jobs ingested the seed channels (GET /outliers has videos)");

  // --- browser: sign-in, pages, CSP ------------------------------------------------------------------
  step("Chromium: sign-in through the Auth emulator, the outliers page, no CSP violation");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP ${HOSTS.web} 127.0.0.1, MAP ${HOSTS.api} 127.0.0.1, MAP ${HOSTS.auth} 127.0.0.1`,
      // Plain http under a non-local name: let it count as a secure context as the https site would.
      `--unsafely-treat-insecure-origin-as-secure=${webOrigin}`,
    ],
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext();
  // Thumbnails come from the YouTube emulator (offline machine); they are still requested from i.ytimg.com.
  await context.route("https://i.ytimg.com/**", async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${youtubeUrl}${pathname}` }) });
  });
  await context.route(/^https?:\/\/(?!([\w-]+\.)*smoke\.vidinsight\.test)/, (route) =>
    /i\.ytimg\.com/.test(route.request().url()) ? route.fallback() : route.abort("blockedbyclient"),
  );
  const violations = [];
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      ),
    );
  });
  const email = `smoke-${Date.now().toString(36)}@example.com`;
  await page.goto(`${webOrigin}/`);
  await page.goto(`${webOrigin}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  const link = await emailedSignInLink(authHost, email);
  await page.goto(link.replace(`127.0.0.1:${authPort}`, `${HOSTS.auth}:${authPort}`));
  await page.getByRole("heading", { name: "You're All Set!" }).waitFor({ timeout: 30_000 });
  check(
    true,
    "signed in with an email link from the Auth emulator; the user record was made through the proxy",
  );
  await page.goto(`${webOrigin}/outliers`);
  const rows = page.getByRole("region", { name: "Outliers table" }).locator("tbody tr");
  await rows.first().waitFor({ timeout: 30_000 });
  check((await rows.count()) > 0, `the outliers page lists ${await rows.count()} videos through the proxy`);
  await page.goto(`${webOrigin}/pricing`);
  await page.waitForLoadState("networkidle");
  check(
    violations.length === 0,
    `no CSP violation in the console${violations.length ? `: ${violations.join(" | ")}` : ""}`,
  );
  await browser.close();

  // --- a job queued through one API process runs on the worker -------------------------------------------
  step("a channel analysis queued through api-2 runs on the worker");
  const analyst = await createUser(authHost, apiUrl, "analyst");
  const startRun = await call(apis[1].url, analyst.token, "POST", "/analyses/channel", { channel: analysed });
  check(startRun.status === 202, `POST /analyses/channel on api-2 queued the analysis (${startRun.status})`);
  const done = await poll(async () => {
    const run = await call(apiUrl, analyst.token, "GET", `/analyses/channel?id=${startRun.body.id}`);
    return run.body.status === "done" || run.body.status === "failed" ? run.body : null;
  }, 120_000);
  check(
    done?.status === "done" && done.result !== null,
    `the worker ran it (API processes run no jobs): ${done?.status ?? "timed out"}, read through the proxy`,
  );

  // --- one per-minute limit across both API processes ----------------------------------------------------
  step(`the per-user limit (${USER_PER_MINUTE} a minute) across both API processes`);
  const limited = await createUser(authHost, apiUrl, "limited");
  const refusedBefore = await userRefusals(apis);
  const before = new Map(proxy.stats.byUpstream);
  const statuses = [];
  for (let i = 0; i < USER_PER_MINUTE + 10; i++)
    statuses.push((await call(apiUrl, limited.token, "GET", "/user")).status);
  const allowed = statuses.filter((status) => status === 200).length;
  const served = apis.map((api) => (proxy.stats.byUpstream.get(api.url) ?? 0) - (before.get(api.url) ?? 0));
  check(
    served.every((count) => count > 10),
    `the proxy spread the requests over both (${served.join(" + ")})`,
  );
  // POST /user made the first request of the minute.
  check(
    allowed === USER_PER_MINUTE - 1 && statuses.filter((s) => s === 429).length === 11,
    `${allowed + 1} of ${USER_PER_MINUTE + 11} requests allowed, the rest 429 (one allowance, not two)`,
  );

  // --- metrics -----------------------------------------------------------------------------------------
  step("the metrics listeners");
  const metricsText = await (await fetch(`http://127.0.0.1:${metrics1}/metrics`)).text();
  for (const name of [
    "vi_http_request_duration_seconds_bucket",
    "vi_rate_limit_refusals_total",
    "vi_youtube_units_used_today",
    "vi_youtube_units_left_today",
    "vi_job_queue_depth",
    "vi_jobs_active",
    "vi_jobs_failed",
    "vi_db_pool_connections",
    "vi_recap_emails_total",
  ])
    check(metricsText.includes(name), `api-1 metrics have ${name}`);
  const refused = (await userRefusals(apis)) - refusedBefore;
  check(refused === 11, `the two processes' metrics counted the ${refused} refusals of the user limit`);
  const workerText = await (await fetch(`http://127.0.0.1:${metricsWorker}/metrics`)).text();
  check(/vi_job_queue_depth\{[^}]*queue="/.test(workerText), "the worker's metrics list the queues");

  // --- SIGTERM under load --------------------------------------------------------------------------------
  step("SIGTERM to api-1 under load through the proxy");
  const loadUsers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => createUser(authHost, apiUrl, `load${i}`)),
  );
  const statusesBefore = new Map(proxy.stats.byStatus);
  const answered = new Map();
  let stop = false;
  let sent = 0;
  const loop = async (i) => {
    while (!stop) {
      const user = loadUsers[sent++ % loadUsers.length];
      const path = i % 2 ? "/healthz" : "/outliers?limit=20";
      const { status } = await call(apiUrl, path === "/healthz" ? null : user.token, "GET", path);
      answered.set(status, (answered.get(status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: 8 }, (_, i) => loop(i));
  await sleep(1_000);
  // The signal lands while api-1 has requests underway.
  const inFlight = await poll(async () => proxy.stats.inFlight.get(apis[0].url) || null, 5_000, 1);
  const exited = new Promise((resolve) => api1.once("exit", (code) => resolve(code)));
  process.kill(api1.pid, "SIGTERM");
  const code = await exited;
  await sleep(1_500);
  stop = true;
  await Promise.all(loops);
  const fivexx = [...proxy.stats.byStatus]
    .filter(([status]) => status >= 500)
    .map(([status, count]) => [status, count - (statusesBefore.get(status) ?? 0)])
    .filter(([, count]) => count > 0);
  const total = [...answered.values()].reduce((a, b) => a + b, 0);
  check(
    Boolean(inFlight) && code === 0,
    `api-1 got SIGTERM with ${inFlight ?? 0} request(s) underway, finished them and exited with code ${code}`,
  );
  check(
    fivexx.length === 0 && proxy.stats.failures.length === 0,
    `${total} requests under load, no 5xx (${[...answered].map(([s, n]) => `${s}: ${n}`).join(", ")})${
      proxy.stats.failures.length ? `; proxy failures: ${proxy.stats.failures.join(" | ")}` : ""
    }`,
  );
  check(
    (await fetch(`${apis[1].url}/readyz`)).status === 200,
    "api-2 still ready; the proxy sent everything there",
  );

  await stopProcess(api2);
  await stopProcess(worker);

  // --- production start-up checks ------------------------------------------------------------------------
  step("the production start-up checks, with a complete production configuration");
  const productionEnv = {
    ...baseEnv,
    NODE_ENV: "production",
    API_MODE: "all",
    API_PORT: String(prodPort),
    METRICS_PORT: "0",
    WEB_ORIGIN: "https://vidinsight.example",
    API_PUBLIC_URL: "https://api.vidinsight.example",
    SMTP_URL: `smtps://recap:${secret(12)}@smtp.vidinsight.example:465`,
    STRIPE_SECRET_KEY: `sk_live_${secret(24)}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${secret(24)}`,
    STRIPE_STANDARD_PRICE_ID: "price_1StandardMonthly",
    STRIPE_PROFESSIONAL_PRICE_ID: "price_1ProfessionalMonthly",
    STRIPE_STANDARD_PRODUCT_IDS: "prod_Standard",
    STRIPE_PROFESSIONAL_PRODUCT_IDS: "prod_Professional",
    GOOGLE_OAUTH_CLIENT_ID: "123456789012-smoke.apps.googleusercontent.com",
    GOOGLE_OAUTH_CLIENT_SECRET: `GOCSPX-${secret(20)}`,
    TOKEN_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString("base64")}`,
    // The YouTube seeds would be fetched from Google by the jobs: none here.
    YOUTUBE_SEED_CHANNEL_IDS: "",
    FIREBASE_AUTH_EMULATOR_HOST: "",
    YOUTUBE_API_BASE_URL: "",
  };
  const production = startProcess("production", process.execPath, ["dist/index.js"], {
    cwd: apiDir,
    quiet: !process.env.SMOKE_VERBOSE,
    env: productionEnv,
  });
  await waitReady(`http://127.0.0.1:${prodPort}/readyz`, production, "production API");
  check(true, "NODE_ENV=production starts and is ready with the production configuration");
  await stopProcess(production);
  const refusedStart = startProcess("production-emulator", process.execPath, ["dist/index.js"], {
    cwd: apiDir,
    quiet: true,
    env: { ...productionEnv, FIREBASE_AUTH_EMULATOR_HOST: authHost },
  });
  const refusedCode = await new Promise((resolve) => refusedStart.once("exit", resolve));
  check(
    refusedCode === 1 && refusedStart.recentOutput().includes("FIREBASE_AUTH_EMULATOR_HOST"),
    "NODE_ENV=production still refuses the Auth emulator (exit 1 naming FIREBASE_AUTH_EMULATOR_HOST)",
  );
}

// --- helpers -------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll(read, timeoutMs, intervalMs = 500) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read().catch(() => null);
    if (value) return value;
    await sleep(intervalMs);
  }
  return null;
}

/** The refusals of the per-user limit both API processes' metrics have counted. */
async function userRefusals(apis) {
  const counts = await Promise.all(
    apis.map(async (api) => {
      const text = await (await fetch(`http://127.0.0.1:${api.metrics}/metrics`)).text();
      return Number(/vi_rate_limit_refusals_total\{limit="user"[^}]*\} (\d+)/.exec(text)?.[1] ?? 0);
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function waitReady(url, child, name) {
  const ok = await poll(async () => {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}):\n${child.recentOutput()}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  }, 120_000);
  if (child.exitCode !== null)
    throw new Error(`${name} exited (${child.exitCode}):\n${child.recentOutput()}`);
  if (!ok) throw new Error(`${name} was not ready at ${url} within 120 s:\n${child.recentOutput()}`);
}

/** The first `count` channels of the YouTube emulator's catalog (its default seed). */
async function emulatorChannels(count) {
  const child = startProcess(
    "catalog",
    tsx,
    [
      "--eval",
      `import { generateCatalog } from "./src/youtube/catalog.ts"; console.log("CHANNELS " + JSON.stringify(generateCatalog(undefined, { channels: ${count} }).channels.map((c) => c.id)));`,
    ],
    { cwd: emulatorsDir, quiet: true },
  );
  await new Promise((resolve) => child.once("exit", resolve));
  const line = child
    .recentOutput()
    .split("\n")
    .find((text) => text.startsWith("CHANNELS "));
  if (!line) throw new Error(`could not read the emulator's channels:\n${child.recentOutput()}`);
  return JSON.parse(line.slice("CHANNELS ".length));
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

/** A verified account made through the Auth emulator's REST API, and its user record (POST /user). */
async function createUser(authHost, apiUrl, label) {
  const identity = async (method, body, headers = {}) => {
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=smoke-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ ...body, returnSecureToken: true }),
      },
    );
    if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const email = `${label}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
  const password = secret(12);
  const { localId } = await identity("signUp", { email, password });
  await identity("update", { localId, emailVerified: true }, { authorization: "Bearer owner" });
  const { idToken } = await identity("signInWithPassword", { email, password });
  const created = await call(apiUrl, idToken, "POST", "/user", { email, timezone: "UTC" });
  if (created.status !== 201)
    throw new Error(`POST /user: ${created.status} ${JSON.stringify(created.body)}`);
  return { uid: localId, token: idToken };
}

async function emailedSignInLink(authHost, email) {
  const link = await poll(async () => {
    const response = await fetch(`http://${authHost}/emulator/v1/projects/demo-vidinsight/oobCodes`);
    const { oobCodes } = await response.json();
    return oobCodes.filter((code) => code.email === email && code.requestType === "EMAIL_SIGNIN").at(-1)
      ?.oobLink;
  }, 15_000);
  if (!link) throw new Error(`no sign-in link was sent to ${email}`);
  return link;
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\n[smoke] ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  // The processes first: the database is dropped last.
  await stopAll();
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
if (failures.length > 0) exitCode = 1;
console.log(
  `\n[smoke] ${exitCode === 0 ? "passed" : `FAILED (${failures.length} check${failures.length === 1 ? "" : "s"})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
// The plain closing line CI reads (an error before a check counts as one failure).
console.log(`smoke: ${passed} passed, ${Math.max(failures.length, exitCode)} failed`);
process.exit(exitCode);
