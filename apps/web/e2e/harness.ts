// Shared helpers for the website's browser tests.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium, type Page } from "playwright-core";
import { freePort, launchChromium as launch, waitForHttp } from "../../../scripts/lib/e2e-stack.mjs";

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vite = path.join(appDir, "node_modules/.bin/vite");

export { freePort };

/** Builds the app into outDir with extra VITE_* variables (for configurations other than the default). */
export async function buildVariant(outDir: string, env: Record<string, string>): Promise<void> {
  await promisify(execFile)(vite, ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: appDir,
    env: { ...process.env, ...env },
  });
}

export interface Preview {
  url: string;
  stop(): void;
}

/** Serves a build (default dist/) with `vite preview` on a free port. */
export async function startPreview(outDir = path.join(appDir, "dist")): Promise<Preview> {
  if (!existsSync(path.join(outDir, "index.html"))) {
    throw new Error(`${outDir} has no build: run \`vite build\` first (turbo's test:e2e does)`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    vite,
    ["preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: appDir, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, { timeoutMs: 20_000 });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, stop: () => child.kill() };
}

/** The system Chromium with the shared headless flags (scripts/lib/e2e-stack.mjs). */
export function launchChromium(): Promise<Browser> {
  return launch(chromium);
}

let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= await readFile(path.join(appDir, "node_modules/axe-core/axe.min.js"), "utf8");
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`,
    )
    .join("\n");
}
