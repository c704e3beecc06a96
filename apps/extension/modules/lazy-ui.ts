import { resolve } from "node:path";
import { defineWxtModule } from "wxt/modules";

/**
 * Builds the watch-page UI (React + panel) as an ES module that the per-page content script loads
 * with `import(browser.runtime.getURL(...))` only on the pages that show it. WXT builds content scripts as one
 * IIFE each, so without this every YouTube page would parse React. The module joins the build step
 * of the HTML pages (ESM, code splitting), so it shares the React chunk with the popup.
 */
export const LAZY_UI_ENTRIES = {
  "panel-ui": "content/watch-panel/panel-ui.tsx",
  // Channel and search pages: 'Analyze channel' and the search results panel.
  "analysis-ui": "content/analyses/analysis-ui.tsx",
} as const;

export default defineWxtModule({
  name: "vidinsight-lazy-ui",
  setup(wxt) {
    wxt.hook("vite:build:extendConfig", (entrypoints, config) => {
      // Only the ESM group (popup and other HTML pages) can split chunks.
      if (!entrypoints.some((entry) => entry.type === "popup")) return;
      const rollupOptions = config.build?.rollupOptions;
      const input = rollupOptions?.input;
      if (!rollupOptions || !input || typeof input !== "object" || Array.isArray(input)) {
        throw new Error("vidinsight-lazy-ui: unexpected rollup input shape for the HTML build step");
      }
      for (const [name, file] of Object.entries(LAZY_UI_ENTRIES)) {
        input[name] = resolve(wxt.config.root, file);
      }
      // Vite app builds drop entry exports by default; the content script calls these exports.
      rollupOptions.preserveEntrySignatures = "exports-only";
    });
    wxt.hook("prepare:publicPaths", (_wxt, paths) => {
      for (const name of Object.keys(LAZY_UI_ENTRIES)) paths.push(`${name}.js`);
    });
  },
});
