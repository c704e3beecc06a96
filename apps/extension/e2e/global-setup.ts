// Starts what the browser tests run against, once per run (the shared part: scripts/lib/e2e-stack.mjs):
// - the Firebase Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when the root test script started one, else our own;
// - the YouTube Data API emulator and the real API (`tsx apps/api/src/index.ts`) on free ports with a
//   throw-away PGlite database, the API behind a small counting proxy (tests read how many requests the
//   extension made, e.g. insights per page);
// - the extension, built once into .output/e2e/chrome-mv3 with WXT_* pointing at all of that.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startApiStack, startAuth } from "../../../scripts/lib/e2e-stack.mjs";
import { DEFAULT_SEED } from "../../api/src/emulators/youtube/catalog.ts";
import { startCountingProxy } from "./counting-proxy";
import { WEBSITE_ORIGIN } from "./harness";

export interface E2eStack {
  /** The API as the extension sees it (through the counting proxy). */
  apiUrl: string;
  /** The API itself (for the tests' own calls, which must not be counted). */
  directApiUrl: string;
  authEmulatorUrl: string;
  youtubeEmulatorUrl: string;
  youtubeSeed: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: E2eStack;
  }
}

const extensionDir = resolve(fileURLToPath(new URL("..", import.meta.url)));

export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const auth = await startAuth();
    cleanups.push(auth.stop);

    const api = await startApiStack({
      authHost: auth.host,
      webOrigin: WEBSITE_ORIGIN,
      youtube: true,
      youtubeSeed: DEFAULT_SEED,
    });
    cleanups.push(api.stop);
    const directApiUrl = api.apiUrl;
    const proxy = await startCountingProxy(directApiUrl);
    cleanups.push(() => proxy.close());

    // Build while the API starts (migrations take a moment).
    buildExtension({
      WXT_API_BASE_URL: proxy.url,
      WXT_WEBSITE_ORIGIN: WEBSITE_ORIGIN,
      WXT_FIREBASE_AUTH_EMULATOR_URL: auth.url,
    });
    await api.ready();
    if (!api.youtubeUrl) throw new Error("the stack started without the YouTube emulator");

    project.provide("stack", {
      apiUrl: proxy.url,
      directApiUrl,
      authEmulatorUrl: auth.url,
      youtubeEmulatorUrl: api.youtubeUrl,
      youtubeSeed: DEFAULT_SEED,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** The production build of the extension, configured by `vars`, into .output/e2e. */
function buildExtension(vars: Record<string, string>): void {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const { NODE_ENV: _testMode, ...env } = process.env;
  execFileSync(process.execPath, ["node_modules/wxt/bin/wxt.mjs", "build", "-c", "wxt.e2e.config.ts"], {
    cwd: extensionDir,
    env: { ...env, ...vars },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
