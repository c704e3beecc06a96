import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { headersFile, securityHeaders } from "./src/build/security-headers.ts";
import { heroPreloadScript } from "./src/components/landing-hero.ts";
import { type Env, parseEnv } from "./src/env-schema.ts";

/**
 * On "/", the hero picture starts downloading with the JavaScript instead of after it (its LCP). At the end
 * of <head>: after the viewport meta tag, or phones would pick the file for a 980 px wide layout.
 */
function preloadLandingHero(): Plugin {
  return {
    name: "vi:preload-landing-hero",
    transformIndexHtml: () => [{ tag: "script", injectTo: "head", children: heroPreloadScript() }],
  };
}

/** `vite build` writes dist/_headers: the production CSP and security headers (src/build/security-headers.ts). */
function staticHostHeaders(env: Env): Plugin {
  return {
    name: "vi:static-host-headers",
    apply: "build",
    generateBundle() {
      const headers = securityHeaders(env, { inlineScripts: [heroPreloadScript()] });
      this.emitFile({ type: "asset", fileName: "_headers", source: headersFile(headers) });
    },
  };
}

// WEB_PORT is read by the dev/preview server only (the browser bundle reads VITE_* in src/env.ts).
function port(): number {
  const raw = process.env.WEB_PORT;
  if (raw === undefined || raw === "") return 5173;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`WEB_PORT must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

export default defineConfig(({ mode }) => {
  // Validate the VITE_* variables with zod when Vite starts (dev, build, vitest): a missing or malformed
  // one stops start-up with its name. The checked values, defaults filled in, are what the bundle sees
  // as import.meta.env, so the browser needs no validator (docs/decisions/web-bundle.md).
  const env = parseEnv({ ...loadEnv(mode, process.cwd(), "VITE_") });
  const define = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
  return {
    plugins: [react(), tailwindcss(), preloadLandingHero(), staticHostHeaders(env)],
    define,
    server: { port: port(), strictPort: true },
    build: {
      target: "es2022",
      // Keep the landing route small: firebase and page code are split off (see src/routes.tsx).
      chunkSizeWarningLimit: 600,
    },
  };
});
