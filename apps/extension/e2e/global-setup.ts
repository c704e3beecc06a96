import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Builds the Chrome extension once per run so the tests always load the current source. */
export default function setup(): void {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const { NODE_ENV: _testMode, ...env } = process.env;
  execFileSync(process.execPath, ["node_modules/wxt/bin/wxt.mjs", "build"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
}
