import { defineConfig } from "wxt";
import base from "./wxt.config.ts";

// The browser tests' build: the production build, configured by the test stack's WXT_* variables,
// written beside the real one so .output/chrome-mv3 is never left pointing at a test API.
export default defineConfig({ ...base, outDir: ".output/e2e" });
