import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    // One Firebase Auth emulator for the whole run (reused when the root test script already started one).
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/setup.ts"],
    // Each test file gets its own in-memory PGlite and, with TEST_DATABASE_URL, its own PostgreSQL schema.
    testTimeout: 30_000,
    // Two files at a time even on 2 cores: a file spends much of its time waiting on PostgreSQL, the Auth
    // emulator and imports, and vitest's default (cores - 1) ran the whole suite one file at a time
    // (docs/decisions/test-suite-time.md).
    maxWorkers: 2,
    hookTimeout: 180_000,
  },
});
