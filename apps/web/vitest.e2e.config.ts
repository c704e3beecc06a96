import { defineConfig } from "vitest/config";

// Browser tests: the built app (dist/, built by turbo's test:e2e -> build dependency) served by `vite
// preview` and driven with playwright-core in the system Chromium (CHROMIUM_PATH). The sign-in, account,
// outliers, saved-videos and admin tests also need the API, the Auth emulator and the YouTube emulator:
// e2e/global-setup.ts starts that one stack once per run.
export default defineConfig({
  test: {
    environment: "node",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
