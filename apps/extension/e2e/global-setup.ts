// Starts what the browser tests run against, once per run:
// - the YouTube Data API emulator, in this process, on a free port;
// - the Firebase Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when the root test script started one, else our own;
// - the real API (`tsx apps/api/src/index.ts`) on a free port with a throw-away PGlite database, behind a
//   small counting proxy (tests read how many requests the extension made, e.g. insights per page);
// - the extension, built once into .output/e2e/chrome-mv3 with WXT_* pointing at all of that.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { DEFAULT_SEED } from "../../api/src/emulators/youtube/catalog.ts";
import { startYoutubeEmulator } from "../../api/src/emulators/youtube/server.ts";
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

type Child = import("node:child_process").ChildProcess;
interface Processes {
  startProcess(
    name: string,
    command: string,
    args: string[],
    options?: { cwd?: string; env?: Record<string, string>; quiet?: boolean },
  ): Child & { recentOutput(): string };
  stopProcess(child: Child): Promise<void>;
  waitForHttp(url: string, options?: { timeoutMs?: number; child?: Child; name?: string }): Promise<void>;
  freePort(): Promise<number>;
}
interface AuthEmulatorModule {
  startAuthEmulator(ports: { port: number; hubPort: number; loggingPort: number; quiet?: boolean }): Promise<{
    child: Child;
    host: string;
  }>;
}

const extensionDir = resolve(fileURLToPath(new URL("..", import.meta.url)));
const repoRoot = resolve(extensionDir, "../..");
const YOUTUBE_API_KEY = "e2e-youtube-key";

// The repository's shared dev/test helpers (plain .mjs, loaded at run time).
const load = <T>(file: string) => import(join(repoRoot, "scripts/lib", file)) as Promise<T>;

export default async function setup(project: TestProject) {
  const { startProcess, stopProcess, waitForHttp, freePort } = await load<Processes>("processes.mjs");
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const youtube = await startYoutubeEmulator({ port: 0, apiKey: YOUTUBE_API_KEY, seed: DEFAULT_SEED });
    cleanups.push(() => youtube.close());

    let authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!authHost) {
      const { startAuthEmulator } = await load<AuthEmulatorModule>("auth-emulator.mjs");
      const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
      const emulator = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
      cleanups.push(() => stopProcess(emulator.child));
      authHost = emulator.host;
    }
    const authEmulatorUrl = `http://${authHost}`;

    const apiPort = await freePort();
    const directApiUrl = `http://127.0.0.1:${apiPort}`;
    const pgliteDir = mkdtempSync(join(tmpdir(), "vi-extension-e2e-db-"));
    cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
    const api = startProcess("api", join(repoRoot, "apps/api/node_modules/.bin/tsx"), ["src/index.ts"], {
      cwd: join(repoRoot, "apps/api"),
      quiet: true,
      env: {
        API_PORT: String(apiPort),
        PGLITE_DIR: pgliteDir,
        DATABASE_URL: "",
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        WEB_ORIGIN: WEBSITE_ORIGIN,
        YOUTUBE_API_BASE_URL: youtube.baseUrl,
        YOUTUBE_API_KEY,
        LOAD_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
      },
    });
    cleanups.push(() => stopProcess(api));
    const proxy = await startCountingProxy(directApiUrl);
    cleanups.push(() => proxy.close());

    // Build while the API starts (migrations take a moment).
    buildExtension({
      WXT_API_BASE_URL: proxy.url,
      WXT_WEBSITE_ORIGIN: WEBSITE_ORIGIN,
      WXT_FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl,
    });
    await waitForHttp(`${directApiUrl}/healthz`, { child: api, name: "API", timeoutMs: 90_000 });

    project.provide("stack", {
      apiUrl: proxy.url,
      directApiUrl,
      authEmulatorUrl,
      youtubeEmulatorUrl: youtube.url,
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
