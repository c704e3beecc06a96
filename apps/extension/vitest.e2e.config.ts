import { defineConfig } from "vitest/config";

// Browser tests: Chromium loads the freshly built .output/chrome-mv3 (built once in globalSetup).
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
