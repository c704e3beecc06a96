#!/usr/bin/env node
import { startAuthEmulator } from "./lib/auth-emulator.mjs";
// `npm test`: every check of the workspace - lint, typecheck, unit and integration tests, browser tests.
// One Firebase Auth emulator serves the whole run; TEST_DATABASE_URL (if set) adds a PostgreSQL run of the
// database tests next to the embedded PGlite one.
import { ensureChromium, ensureFirefox } from "./lib/chromium.mjs";
import { freePort, stopAll } from "./lib/processes.mjs";
import { ensureInstalled, pnpm } from "./pnpm.mjs";

ensureInstalled();

let chromiumPath;
let firefoxPath;
try {
  chromiumPath = ensureChromium();
  firefoxPath = ensureFirefox();
} catch (error) {
  console.error(`\n[test] ${error.message}\n`);
  process.exit(1);
}

const started = Date.now();
const results = [];
let exitCode = 0;

async function main() {
  console.log("[test] starting the Firebase Auth emulator");
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const auth = await startAuthEmulator({ port, hubPort, loggingPort, quiet: true });
  const env = {
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    CHROMIUM_PATH: chromiumPath,
    FIREFOX_PATH: firefoxPath,
    TURBO_TELEMETRY_DISABLED: "1",
    // The website's build (dist/, served by the browser tests) targets the local stack (docs/dev-stack.md).
    VITE_LOCAL_STACK: "1",
  };
  if (process.env.TEST_DATABASE_URL)
    console.log(`[test] database tests also run on ${process.env.TEST_DATABASE_URL}`);

  const steps = [
    // Biome, knip and the Markdown link check (scripts/lint.mjs).
    ["lint and format", ["exec", "node", "scripts/lint.mjs", "--ci"]],
    ["typecheck", ["exec", "turbo", "run", "typecheck", "--output-logs=errors-only", "--continue"]],
    [
      "unit and integration tests",
      ["exec", "turbo", "run", "test", "--concurrency=2", "--output-logs=new-only", "--continue"],
    ],
    [
      "browser tests",
      ["exec", "turbo", "run", "test:e2e", "--concurrency=1", "--output-logs=new-only", "--continue"],
    ],
  ];
  for (const [name, args] of steps) {
    console.log(`\n[test] ── ${name} ──`);
    const stepStart = Date.now();
    const status = pnpm(args, { env });
    results.push({ name, ok: status === 0, seconds: (Date.now() - stepStart) / 1000 });
    if (status !== 0) exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`[test] ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await stopAll();
}

console.log("\n[test] summary");
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? "PASS" : "FAIL"}  ${name} (${seconds.toFixed(1)} s)`);
}
console.log(
  `[test] ${exitCode === 0 ? "all checks passed" : "some checks failed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(exitCode);
