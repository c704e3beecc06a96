import { fileURLToPath } from "node:url";
import { LANGUAGES } from "@vi/i18n/languages";
import { defineConfig } from "wxt";
import { DEFAULT_LOCALE, localeFiles } from "./scripts/locales.ts";
import { originMatchPattern, parseEnv, releaseProblems } from "./shared/env.ts";

const YOUTUBE_MATCHES = ["*://*.youtube.com/*"];
/** The add-on's id on addons.mozilla.org: fixed forever (a new id is a new add-on, its users lose updates). */
export const GECKO_ID = "extension@vidinsight.com";

// Validated at build time too, so a malformed variable stops the build with its name.
const env = parseEnv({
  WXT_API_BASE_URL: process.env.WXT_API_BASE_URL,
  WXT_WEBSITE_ORIGIN: process.env.WXT_WEBSITE_ORIGIN,
  WXT_FIREBASE_API_KEY: process.env.WXT_FIREBASE_API_KEY,
  WXT_FIREBASE_AUTH_EMULATOR_URL: process.env.WXT_FIREBASE_AUTH_EMULATOR_URL,
});

/**
 * The store build (`npm run zip`, `build:release`: mode "release") refuses development values; the
 * everyday and e2e builds keep their local API, website and Auth emulator.
 */
function assertReleaseEnv(mode: string): void {
  if (mode !== "release") return;
  const problems = releaseProblems(env);
  if (problems.length > 0) {
    throw new Error(
      `The release build refuses development values:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
}

export default defineConfig({
  hooks: {
    "build:publicAssets": (_wxt, files) => {
      files.push(...localeFiles());
    },
  },
  modules: ["@wxt-dev/module-react"],
  // Explicit imports everywhere: easier to follow and to unit test than auto-imports.
  imports: false,
  // Safari supports MV3 since 15.4; one manifest version keeps script injection and resource rules identical.
  manifestVersion: 3,
  zip: {
    // The store upload is named after the product, not the workspace package (@vi/extension).
    name: "vidinsight",
    // The sources zip (Firefox: AMO rebuilds the add-on from it) is the workspace minus the other apps: the
    // extension imports packages/*, and pnpm needs the root manifests and the apps' package.json files to
    // install from the lockfile. How to build from it: this package's README.
    sourcesRoot: fileURLToPath(new URL("../..", import.meta.url)),
    includeSources: ["apps/api/package.json", "apps/web/package.json"],
    excludeSources: [
      "apps/api/**",
      "apps/web/**",
      "apps/extension/.output/**",
      "docs/**",
      "**/e2e/**",
      "**/test/**",
      "**/*.perf.ts",
      "**/*.shot.ts",
    ],
  },
  // The panels' shadow roots are closed (content/trusted-events.ts); only wxt.e2e.config.ts opens them.
  vite: () => ({ define: { __VI_SHADOW_ROOT_MODE__: JSON.stringify("closed") } }),
  manifest: ({ mode, browser }) => {
    assertReleaseEnv(mode);
    // Firefox differences and why: docs/decisions/extension-firefox-edge.md.
    const firefox = browser === "firefox";
    return {
      // In the browser's language, from _locales (scripts/locales.ts, from @vi/i18n's catalogs).
      name: "__MSG_extName__",
      description: "__MSG_extDescription__",
      default_locale: DEFAULT_LOCALE,
      // alarms: the breakout check every few minutes; notifications: a new breakout (both in background.ts).
      permissions: ["storage", "alarms", "notifications"],
      host_permissions: [
        ...new Set([
          ...YOUTUBE_MATCHES,
          originMatchPattern(env.apiBaseUrl),
          originMatchPattern(env.websiteOrigin),
        ]),
      ],
      web_accessible_resources: [
        {
          // The main-world page-data reader and the lazily imported UIs (watch, channel and search pages), each one
          // self-contained file (modules/lazy-ui.ts).
          // and the UI's strings per language (content/ui-language.ts).
          resources: [
            "page-data.js",
            "panel-ui.js",
            "analysis-ui.js",
            ...LANGUAGES.filter((language) => language !== "en").map((language) => `strings-${language}.js`),
          ],
          matches: YOUTUBE_MATCHES,
          // Reachable only through this session's random id (runtime.getURL gives it), so a page cannot probe
          // chrome-extension://<id>/page-data.js to detect the extension. Firefox has no such key (it warns on
          // it); its moz-extension://<uuid> is already random per profile.
          ...(firefox ? {} : { use_dynamic_url: true }),
        },
      ],
      ...(firefox && {
        browser_specific_settings: {
          gecko: {
            id: GECKO_ID,
            // The built-in data-collection consent below needs 140 (the ESR of mid-2025); it also grants MV3
            // host permissions at install (127+), which the content scripts need.
            strict_min_version: "140.0",
            // What the extension sends out (shown by Firefox at install): the tokens the website hands over
            // (to Firebase and our API), the watched video and the videos on YouTube's pages (insights), and
            // YouTube search terms (the search results analysis).
            data_collection_permissions: {
              required: ["authenticationInfo", "browsingActivity", "websiteContent", "searchTerms"],
            },
          },
        },
      }),
    };
  },
});
