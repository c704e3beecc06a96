import { defineConfig } from "vitest/config";

// Unit tests: pure helpers against saved YouTube-shaped fixture HTML under jsdom.
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx"],
    environment: "jsdom",
    // One worker keeps its module cache between files: the files share no state (each builds its own
    // document and stores) and the suite passes in both orders (docs/decisions/test-suite-time.md).
    isolate: false,
    // jsdom parses whole recorded YouTube pages: on a busy 2-core machine one test can take several seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
