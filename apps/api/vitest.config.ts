import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
    // One Firebase Auth emulator for the whole run (reused when the root test script already started one).
    globalSetup: ["./test/global-setup.ts"],
    setupFiles: ["./test/setup.ts"],
    // Each test file gets its own in-memory PGlite and, with TEST_DATABASE_URL, its own PostgreSQL schema.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
