import { defineConfig } from "vitest/config";

// Browser tests: the built app (dist/, built by turbo's test:e2e -> build dependency) served by `vite
// preview` and driven with playwright-core in the system Chromium (CHROMIUM_PATH).
export default defineConfig({
  test: {
    environment: "node",
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
