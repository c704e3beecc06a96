// Starts the stack the browser tests run against, once per run:
// - the Firebase Auth emulator: FIREBASE_AUTH_EMULATOR_HOST when the root test script started one, else our own;
// - the API (`tsx apps/api/src/index.ts`) on a free port with a throw-away PGlite database;
// - the website built into a temporary folder (pointing at those two) and served by `vite preview`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    stack: { webUrl: string; apiUrl: string; authEmulatorUrl: string };
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

const webDir = resolve(fileURLToPath(new URL("..", import.meta.url)));
const repoRoot = resolve(webDir, "../..");

// The repository's shared dev/test helpers (plain .mjs, loaded at run time).
const load = <T>(file: string) => import(join(repoRoot, "scripts/lib", file)) as Promise<T>;

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: webDir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} failed:\n${output}`)),
    );
  });
}

export default async function setup(project: TestProject) {
  const { startProcess, stopProcess, waitForHttp, freePort } = await load<Processes>("processes.mjs");
  const started: Child[] = [];
  const tempDirs: string[] = [];
  const teardown = async () => {
    for (const child of started.reverse()) await stopProcess(child);
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    let authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (!authHost) {
      const { startAuthEmulator } = await load<AuthEmulatorModule>("auth-emulator.mjs");
      const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
      const emulator = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
      started.push(emulator.child);
      authHost = emulator.host;
    }
    const authEmulatorUrl = `http://${authHost}`;

    const [apiPort, webPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const webUrl = `http://127.0.0.1:${webPort}`;

    const pgliteDir = mkdtempSync(join(tmpdir(), "vi-web-e2e-db-"));
    tempDirs.push(pgliteDir);
    const api = startProcess("api", join(repoRoot, "apps/api/node_modules/.bin/tsx"), ["src/index.ts"], {
      cwd: join(repoRoot, "apps/api"),
      quiet: true,
      env: {
        API_PORT: String(apiPort),
        PGLITE_DIR: pgliteDir,
        DATABASE_URL: "",
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        WEB_ORIGIN: webUrl,
        LOG_LEVEL: "warn",
      },
    });
    started.push(api);

    // Build while the API starts (migrations take a moment). A temporary outDir leaves dist/ (the normal
    // build, which other browser tests serve) untouched and keeps the repository clean.
    const outDir = mkdtempSync(join(tmpdir(), "vi-web-e2e-dist-"));
    tempDirs.push(outDir);
    const vite = join(webDir, "node_modules/.bin/vite");
    await run(vite, ["build", "--outDir", outDir, "--emptyOutDir"], {
      VITE_API_BASE_URL: apiUrl,
      VITE_FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl,
    });
    const preview = startProcess(
      "web",
      vite,
      ["preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(webPort), "--strictPort"],
      { cwd: webDir, quiet: true },
    );
    started.push(preview);

    await waitForHttp(`${apiUrl}/healthz`, { child: api, name: "API", timeoutMs: 60_000 });
    await waitForHttp(webUrl, { child: preview, name: "vite preview", timeoutMs: 30_000 });

    project.provide("stack", { webUrl, apiUrl, authEmulatorUrl });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
