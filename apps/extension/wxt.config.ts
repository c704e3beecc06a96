import { defineConfig } from "wxt";
import { originMatchPattern, parseEnv, releaseProblems } from "./shared/env.ts";

const YOUTUBE_MATCHES = ["*://*.youtube.com/*"];

// Validated at build time too, so a malformed variable stops the build with its name.
const env = parseEnv({
  WXT_API_BASE_URL: process.env.WXT_API_BASE_URL,
  WXT_WEBSITE_ORIGIN: process.env.WXT_WEBSITE_ORIGIN,
  WXT_FIREBASE_API_KEY: process.env.WXT_FIREBASE_API_KEY,
  WXT_FIREBASE_AUTH_EMULATOR_URL: process.env.WXT_FIREBASE_AUTH_EMULATOR_URL,
  WXT_STANDARD_PRODUCT_ID: process.env.WXT_STANDARD_PRODUCT_ID,
  WXT_PROFESSIONAL_PRODUCT_ID: process.env.WXT_PROFESSIONAL_PRODUCT_ID,
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
  modules: ["@wxt-dev/module-react"],
  // Explicit imports everywhere: easier to follow and to unit test than auto-imports.
  imports: false,
  // Safari supports MV3 since 15.4; one manifest version keeps script injection and resource rules identical.
  manifestVersion: 3,
  // The store upload is named after the product, not the workspace package (@vi/extension).
  zip: { name: "vidinsight" },
  // The panels' shadow roots are closed (content/trusted-events.ts); only wxt.e2e.config.ts opens them.
  vite: () => ({ define: { __VI_SHADOW_ROOT_MODE__: JSON.stringify("closed") } }),
  manifest: ({ mode }) => {
    assertReleaseEnv(mode);
    return {
      name: "VidInsight",
      description: "Outlier scores, views per hour and tags on every YouTube video.",
      permissions: ["storage"],
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
          resources: ["page-data.js", "panel-ui.js", "analysis-ui.js"],
          matches: YOUTUBE_MATCHES,
          // Reachable only through this session's random id (runtime.getURL gives it), so a page cannot probe
          // chrome-extension://<id>/page-data.js to detect the extension.
          use_dynamic_url: true,
        },
      ],
    };
  },
});
