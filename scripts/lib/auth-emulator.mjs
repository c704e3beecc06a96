// Starts the Firebase Auth emulator (firebase-tools, a demo- project: no login, no network) on chosen ports.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "../pnpm.mjs";
import { startProcess, waitForHttp } from "./processes.mjs";

export const FIREBASE_PROJECT_ID = "demo-vidinsight";

/**
 * The repository's firebase.json holds the defaults; the ports are overridden in a temporary copy so that a test
 * run can use free ports while `npm run dev` is running.
 */
export async function startAuthEmulator({ port, hubPort, loggingPort, quiet = false }) {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"));
  config.emulators.auth = { host: "127.0.0.1", port };
  config.emulators.hub = { host: "127.0.0.1", port: hubPort };
  config.emulators.logging = { host: "127.0.0.1", port: loggingPort };
  const workDir = mkdtempSync(join(tmpdir(), "vi-auth-emulator-"));
  const configPath = join(workDir, "firebase.json");
  writeFileSync(configPath, JSON.stringify(config, null, 2));

  const child = startProcess(
    "auth",
    join(root, "node_modules", ".bin", "firebase"),
    ["emulators:start", "--only", "auth", "--project", FIREBASE_PROJECT_ID, "--config", configPath],
    {
      cwd: workDir,
      quiet,
      env: { NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "1", CI: process.env.CI ?? "1" },
    },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, {
    child,
    name: "Firebase Auth emulator",
    timeoutMs: 90_000,
  });
  return { child, host: `127.0.0.1:${port}` };
}
