import { defineConfig } from "vitest/config";

// Browser tests: Chromium loads .output/e2e/chrome-mv3, built once in globalSetup against the test stack.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 150_000,
    // One Chromium at a time keeps the machine responsive and the timings honest.
    fileParallelism: false,
  },
});
