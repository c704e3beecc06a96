// Starts the stack the browser tests run against, once per run:
// - the Firebase Auth emulator and the API on a throw-away PGlite database (scripts/lib/e2e-stack.mjs);
// - the website built into a temporary folder (pointing at those two) and served by `vite preview`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import {
  freePort,
  startApiStack,
  startAuth,
  startProcess,
  stopProcess,
  waitForHttp,
} from "../../../scripts/lib/e2e-stack.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    stack: { webUrl: string; apiUrl: string; authEmulatorUrl: string };
  }
}

const webDir = resolve(fileURLToPath(new URL("..", import.meta.url)));

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
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const auth = await startAuth();
    cleanups.push(auth.stop);

    const webPort = await freePort();
    const webUrl = `http://127.0.0.1:${webPort}`;
    const api = await startApiStack({ authHost: auth.host, webOrigin: webUrl });
    cleanups.push(api.stop);

    // Build while the API starts (migrations take a moment). A temporary outDir leaves dist/ (the normal
    // build, which other browser tests serve) untouched and keeps the repository clean.
    const outDir = mkdtempSync(join(tmpdir(), "vi-web-e2e-dist-"));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    const vite = join(webDir, "node_modules/.bin/vite");
    await run(vite, ["build", "--outDir", outDir, "--emptyOutDir"], {
      VITE_API_BASE_URL: api.apiUrl,
      VITE_FIREBASE_AUTH_EMULATOR_URL: auth.url,
    });
    const preview = startProcess(
      "web",
      vite,
      ["preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(webPort), "--strictPort"],
      { cwd: webDir, quiet: true },
    );
    cleanups.push(() => stopProcess(preview));

    await api.ready();
    await waitForHttp(webUrl, { child: preview, name: "vite preview", timeoutMs: 30_000 });

    project.provide("stack", { webUrl, apiUrl: api.apiUrl, authEmulatorUrl: auth.url });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
