import { resolve } from "node:path";
import { LANGUAGES } from "@vi/i18n/languages";
import { build, type InlineConfig } from "vite";
import { defineWxtModule } from "wxt/modules";

/**
 * Builds each lazily loaded UI (React + panel) as one self-contained ES module that the per-page content
 * script loads with `import(browser.runtime.getURL(...))` only on the pages that show it. WXT builds
 * content scripts as one IIFE each, so without this every YouTube page would parse React.
 *
 * One file per UI, no shared chunks: with `use_dynamic_url` Chrome serves the module from the dynamic
 * URL by redirecting to the static one, so a chunk imported by relative URL would be requested at the
 * static URL, which the flag forbids (docs/decisions/extension-tokens.md).
 */
export const LAZY_UI_ENTRIES = {
  "panel-ui": "content/watch-panel/panel-ui.tsx",
  // Channel and search pages: 'Analyze channel' and the search results panel.
  "analysis-ui": "content/analyses/analysis-ui.tsx",
} as const;

/**
 * The UI's strings, one small file per language other than English (content/ui-language.ts): a page
 * loads its reader's language only; English is in the UI modules.
 */
export const STRINGS_ENTRIES: Record<string, string> = Object.fromEntries(
  LANGUAGES.filter((language) => language !== "en").map((language) => [
    `strings-${language}`,
    `content/i18n/strings-${language}.ts`,
  ]),
);

const HTML_ONLY_PLUGINS = new Set([
  "wxt:dev-html-prerender",
  "wxt:virtualize-inline-scripts",
  "wxt:resolve-virtual-reload-html",
  "wxt:noop-background",
  "wxt:entrypoint-group-globals",
]);

export default defineWxtModule({
  name: "vidinsight-lazy-ui",
  setup(wxt) {
    // The HTML build step's config carries WXT's plugins and defines (env, browser): reused for the UIs.
    let htmlConfig: InlineConfig | null = null;
    wxt.hook("vite:build:extendConfig", (entrypoints, config) => {
      if (entrypoints.some((entry) => entry.type === "popup")) htmlConfig = config;
    });
    wxt.hook("build:done", async () => {
      if (!htmlConfig) throw new Error("vidinsight-lazy-ui: the HTML build step did not run");
      // WXT's plugins minus those that build or rewrite HTML pages and the background.
      const plugins = (htmlConfig.plugins ?? [])
        .flat(5)
        .filter((plugin) => !(plugin && "name" in plugin && HTML_ONLY_PLUGINS.has(plugin.name)));
      for (const [name, file] of Object.entries({ ...LAZY_UI_ENTRIES, ...STRINGS_ENTRIES })) {
        await build({
          ...htmlConfig,
          plugins,
          configFile: false,
          logLevel: "warn",
          // Not the HTML step's build options: those carry its inputs (the popup).
          build: {
            outDir: wxt.config.outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            // The preload polyfill watches the document for <link rel=modulepreload>: YouTube's, in a content script.
            modulePreload: false,
            rolldownOptions: {
              input: { [name]: resolve(wxt.config.root, file) },
              // App builds drop entry exports by default; the content script calls these exports.
              preserveEntrySignatures: "exports-only",
              output: { entryFileNames: "[name].js", codeSplitting: false },
            },
          },
        });
      }
    });
    wxt.hook("prepare:publicPaths", (_wxt, paths) => {
      for (const name of Object.keys({ ...LAZY_UI_ENTRIES, ...STRINGS_ENTRIES })) paths.push(`${name}.js`);
    });
  },
});
