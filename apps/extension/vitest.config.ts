import { defineConfig } from "vitest/config";

// Unit tests: pure helpers against saved YouTube-shaped fixture HTML under jsdom.
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "test/unit/**/*.test.tsx"],
    environment: "jsdom",
  },
});
