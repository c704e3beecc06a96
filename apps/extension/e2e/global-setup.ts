// Starts what the browser tests run against, once per run (the shared part: scripts/lib/e2e-stack.mjs):
// - the Firebase Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when the root test script started one, else our own;
// - the YouTube Data API emulator (its clock movable by the tests), the SMTP catcher and the real API on free
//   ports with a throw-away PGlite database (two channels' last days replayed first), the API run as
//   apps/api/scripts/e2e-clock-api.ts (its clock and jobs driven by e2e/breakout.test.ts) behind a small
//   counting proxy (tests read how many requests the extension made, e.g. insights per page);
// - the extension, built once into .output/e2e/chrome-mv3 (and firefox-mv3, for e2e/firefox.test.ts) with
//   WXT_* pointing at all of that;
// - the website (apps/web), built into a temporary folder with VITE_* pointing at the same API and Auth
//   emulator, served on a free localhost port: the extension's website origin in this run.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_SEED } from "@vi/emulators/youtube/catalog";
import type { TestProject } from "vitest/node";
import { freePort, type ReplayedHistory, startApiStack, startAuth } from "../../../scripts/lib/e2e-stack.mjs";
import { startCountingProxy } from "./counting-proxy";
import { serveStaticSite } from "./static-site";

export interface E2eStack {
  /** The API as the extension sees it (through the counting proxy). */
  apiUrl: string;
  /** The API itself (for the tests' own calls, which must not be counted). */
  directApiUrl: string;
  authEmulatorUrl: string;
  youtubeEmulatorUrl: string;
  youtubeSeed: number;
  /** Where the website's production build is served (http://localhost:<port>), configured for this stack. */
  websiteOrigin: string;
  /** The channel whose last days were replayed before the API started, and its long-form videos. */
  history: ReplayedHistory;
  /** The SMTP catcher's web address (GET /api/messages): the mail the API sent. */
  mailUrl: string;
  /** The API harness's control server: its clock and its jobs (apps/api/scripts/e2e-clock-api.ts). */
  clockUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: E2eStack;
  }
}

const extensionDir = resolve(fileURLToPath(new URL("..", import.meta.url)));
const webDir = resolve(extensionDir, "../web");

export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const auth = await startAuth();
    cleanups.push(auth.stop);

    const websitePort = await freePort();
    const websiteOrigin = `http://localhost:${websitePort}`;
    const api = await startApiStack({
      authHost: auth.host,
      webOrigin: websiteOrigin,
      youtube: true,
      youtubeSeed: DEFAULT_SEED,
      // A channel's last days replayed on a moving clock: the panel's history line has real curves; and
      // a channel with a breakout coming, for the watchlist's acceptance test (e2e/breakout.test.ts).
      seedHistory: "breakout",
      // That test moves the clock (the emulator's and the API's) and runs the jobs as their schedule falls due.
      clock: true,
      smtp: true,
    });
    cleanups.push(api.stop);
    const directApiUrl = api.apiUrl;
    const proxy = await startCountingProxy(directApiUrl);
    cleanups.push(() => proxy.close());

    // Build while the API starts (migrations take a moment). A temporary folder leaves apps/web/dist (the
    // website's normal build) untouched.
    const websiteDist = mkdtempSync(join(tmpdir(), "vi-ext-e2e-web-"));
    cleanups.push(() => rmSync(websiteDist, { recursive: true, force: true }));
    const website = buildWebsite(websiteDist, {
      VITE_LOCAL_STACK: "1",
      VITE_API_BASE_URL: directApiUrl,
      VITE_FIREBASE_AUTH_EMULATOR_URL: auth.url,
    });
    website.catch(() => {}); // awaited below; a failure must not surface as an unhandled rejection first
    const extensionVars = {
      WXT_API_BASE_URL: proxy.url,
      WXT_WEBSITE_ORIGIN: websiteOrigin,
      WXT_FIREBASE_AUTH_EMULATOR_URL: auth.url,
    };
    buildExtension("chrome", extensionVars);
    buildExtension("firefox", extensionVars);
    await website;
    const site = await serveStaticSite(websiteDist, websitePort);
    cleanups.push(() => site.close());
    await api.ready();
    if (!api.youtubeUrl || !api.mailUrl || !api.clockUrl)
      throw new Error("the stack started without the YouTube emulator, the SMTP catcher or the clock");

    project.provide("stack", {
      apiUrl: proxy.url,
      directApiUrl,
      authEmulatorUrl: auth.url,
      youtubeEmulatorUrl: api.youtubeUrl,
      youtubeSeed: DEFAULT_SEED,
      websiteOrigin,
      history: api.history ?? { channelId: "", videos: [] },
      mailUrl: api.mailUrl,
      clockUrl: api.clockUrl,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** The production build of the extension for `browser`, configured by `vars`, into .output/e2e. */
function buildExtension(browser: "chrome" | "firefox", vars: Record<string, string>): void {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const { NODE_ENV: _testMode, ...env } = process.env;
  execFileSync(
    process.execPath,
    ["node_modules/wxt/bin/wxt.mjs", "build", "-b", browser, "-c", "wxt.e2e.config.ts"],
    {
      cwd: extensionDir,
      env: { ...env, ...vars },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

/** The website's production build (`vite build` of apps/web) into `outDir`, configured by `vars`. */
function buildWebsite(outDir: string, vars: Record<string, string>): Promise<void> {
  const { NODE_ENV: _testMode, ...env } = process.env;
  return new Promise((done, fail) => {
    const child = spawn(
      join(webDir, "node_modules/.bin/vite"),
      ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
      { cwd: webDir, env: { ...env, ...vars }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`building the website failed (exit ${code}):\n${errors}`)),
    );
  });
}
