import { defineConfig } from "vitest/config";
import e2e from "./vitest.e2e.config";

// Screenshots of the extension's UI on the fixtures (written to SCREENSHOT_DIR, default /tmp/shots).
export default defineConfig({ test: { ...e2e.test, include: ["e2e/**/*.shot.ts"] } });
