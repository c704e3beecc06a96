import { defineConfig } from "vitest/config";
import e2e from "./vitest.e2e.config.ts";

// Screenshots of the extension on YouTube-shaped pages against the real API (SCREENSHOT_DIR, default /tmp/shots/issue5).
export default defineConfig({ test: { ...e2e.test, include: ["e2e/**/*.shot.ts"] } });
