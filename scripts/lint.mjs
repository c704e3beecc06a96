#!/usr/bin/env node
// `npm run lint` and the lint step of `npm test`: Biome (format and lint rules), knip (unused files, exports
// and dependencies across the workspace, knip.json) and the offline Markdown link check (check-links.mjs).
// `--ci` runs Biome in its read-only CI mode. Every check runs; the exit status says whether all passed.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pnpm, root } from "./pnpm.mjs";

const ci = process.argv.includes("--ci");
const checks = [
  ["biome", () => pnpm(["exec", "biome", ci ? "ci" : "check", ...(ci ? ["--colors=off"] : []), "."])],
  // The website's Vite config refuses a production build without real values: knip loads it as the local
  // stack's build (docs/dev-stack.md), which is all it needs to find the entry files.
  ["knip", () => pnpm(["exec", "knip", "--no-progress"], { env: { VITE_LOCAL_STACK: "1" } })],
  [
    "links",
    () =>
      spawnSync(process.execPath, [join(root, "scripts", "check-links.mjs")], { stdio: "inherit" }).status ??
      1,
  ],
];

let failed = 0;
for (const [name, run] of checks) {
  const status = run();
  if (status !== 0) {
    failed += 1;
    console.error(`[lint] ${name} failed`);
  }
}
process.exit(failed === 0 ? 0 : 1);
