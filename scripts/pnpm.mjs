#!/usr/bin/env node
// Bootstraps the pinned pnpm (from the npm registry, into .tools/) and installs the workspace when needed,
// so that `npm run dev` and `npm test` work on a machine that has only Node and npm.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pnpmVersion = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];
const toolsDir = join(root, ".tools");
const pnpmEntry = join(toolsDir, "node_modules", "pnpm", "bin", "pnpm.cjs");

function installedPnpmVersion() {
  const manifest = join(toolsDir, "node_modules", "pnpm", "package.json");
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).version : null;
}

function ensurePnpm() {
  if (installedPnpmVersion() === pnpmVersion) return;
  console.log(`[setup] installing pnpm ${pnpmVersion} into .tools/`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(
    npm,
    ["install", "--prefix", toolsDir, "--no-audit", "--no-fund", "--no-save", `pnpm@${pnpmVersion}`],
    { stdio: "inherit", cwd: root },
  );
  if (result.status !== 0) throw new Error("could not install pnpm from the npm registry");
}

/** Runs pnpm synchronously with inherited stdio; returns the exit status. */
export function pnpm(args, options = {}) {
  ensurePnpm();
  const result = spawnSync(process.execPath, [pnpmEntry, ...args], {
    stdio: "inherit",
    cwd: root,
    ...options,
    // turbo looks pnpm up on PATH (packageManager in package.json): put the pinned one first.
    env: {
      TURBO_TELEMETRY_DISABLED: "1",
      ...process.env,
      ...options.env,
      PATH: [join(toolsDir, "node_modules", ".bin"), process.env.PATH].join(delimiter),
    },
  });
  return result.status ?? 1;
}

export function pnpmCommand() {
  ensurePnpm();
  return [process.execPath, pnpmEntry];
}

/** Installs dependencies when node_modules is missing or older than the lockfile or a manifest. */
export function ensureInstalled() {
  const marker = join(root, "node_modules", ".modules.yaml");
  const inputs = ["pnpm-lock.yaml", "pnpm-workspace.yaml", "package.json"].map((f) => join(root, f));
  const stale =
    !existsSync(marker) ||
    inputs.some((f) => existsSync(f) && statSync(f).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log("[setup] installing dependencies (pnpm install)");
  const frozen = existsSync(join(root, "pnpm-lock.yaml")) ? ["--frozen-lockfile"] : [];
  const status = pnpm(["install", ...frozen]);
  if (status !== 0) process.exit(status);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureInstalled();
  process.exit(pnpm(process.argv.slice(2)));
}
