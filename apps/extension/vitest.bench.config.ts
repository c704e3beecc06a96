import { defineConfig } from "vitest/config";
import e2e from "./vitest.e2e.config.ts";

// `bench`: browser figures printed against the browser tests' stack (e2e/*.perf.ts); no assertions.
export default defineConfig({ test: { ...e2e.test, include: ["e2e/**/*.perf.ts"], testTimeout: 300_000 } });
