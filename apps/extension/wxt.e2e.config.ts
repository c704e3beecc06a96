import { defineConfig } from "wxt";
import base from "./wxt.config.ts";

// The browser tests' build: the production build, configured by the test stack's WXT_* variables,
// written beside the real one so .output/chrome-mv3 is never left pointing at a test API.
// Test-only hook, absent from the production bundle: the panels' shadow roots are open here so that
// Playwright's locators reach inside them (wxt.config.ts builds them closed). Clicks stay guarded by
// event.isTrusted, which e2e/trusted-clicks.test.ts checks against a page-world script.
export default defineConfig({
  ...base,
  outDir: ".output/e2e",
  vite: () => ({ define: { __VI_SHADOW_ROOT_MODE__: JSON.stringify("open") } }),
});
