import { defineConfig } from "vitest/config";

// The browser suites, one project each; all run against the same stack and build (.output/e2e/chrome-mv3,
// built once in globalSetup). Kept apart from vitest.config.ts so a plain `vitest run` stays the unit tests.
const browser = {
  globalSetup: ["e2e/global-setup.ts"],
  testTimeout: 120_000,
  hookTimeout: 150_000,
  // One Chromium at a time keeps the machine responsive and the timings honest.
  fileParallelism: false,
};

export default defineConfig({
  test: {
    projects: [
      // `test:e2e`: the browser tests.
      { test: { ...browser, name: "e2e", include: ["e2e/**/*.test.ts"] } },
      // `bench`: browser figures printed against the same stack (e2e/*.perf.ts); no assertions.
      { test: { ...browser, name: "bench", include: ["e2e/**/*.perf.ts"], testTimeout: 300_000 } },
      // `screenshots`: the extension on YouTube-shaped pages against the real API (SCREENSHOT_DIR).
      { test: { ...browser, name: "shots", include: ["e2e/**/*.shot.ts"] } },
    ],
  },
});
