import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from "vite";
import { fixedInlineStyles } from "./src/build/fixed-inline-styles.ts";
import { headersFile, securityHeaders } from "./src/build/security-headers.ts";
import { heroPreloadScript } from "./src/components/landing-hero.ts";
import { type Env, parseEnv } from "./src/env-schema.ts";
import { referenceStyleText } from "./src/features/developers/reference-style.ts";
import { earlyClicksScript } from "./src/prerender/early-clicks.ts";
import { escapeHtml, prerenderPage } from "./src/prerender/html.ts";

/** Clicks made before hydration are held and replayed (src/prerender/early-clicks.ts). First in <head>. */
function recordEarlyClicks(): Plugin {
  return {
    name: "vi:early-clicks",
    transformIndexHtml: () => [{ tag: "script", injectTo: "head-prepend", children: earlyClicksScript() }],
  };
}

/**
 * After the client build: builds src/entry-server.tsx for Node, renders each public page signed out into
 * dist/<page>.html (dist/index.html for "/"), and keeps the empty shell as dist/app.html for every other
 * URL (docs/decisions/prerendered-pages.md).
 */
function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "vi:prerender",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the app so the server bundle's bare imports (react, ...) resolve from its node_modules.
      const serverDir = path.join(config.root, "node_modules/.vi-prerender", String(process.pid));
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: "error",
        build: { ssr: "src/entry-server.tsx", outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        const server = await import(pathToFileURL(path.join(serverDir, "entry-server.js")).href);
        const shell = await readFile(path.join(outDir, "index.html"), "utf8");
        await writeFile(path.join(outDir, "app.html"), shell);
        for (const pathname of server.PRERENDERED_PATHS as string[]) {
          const { html, title, lang, head } = await server.render(pathname);
          const file = pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
          await writeFile(
            path.join(outDir, file),
            prerenderPage(shell, { pathname, html, title: escapeHtml(title ?? "VidInsight"), lang, head }),
          );
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/** `vite preview` like the static host: prerendered pages by name, the app shell for every other page. */
function previewAppShell(): Plugin {
  return {
    name: "vi:preview-app-shell",
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? "";
        const pathname = (req.url ?? "/").split(/[?#]/)[0] ?? "/";
        if (
          (req.method === "GET" || req.method === "HEAD") &&
          (accept === "" || accept.includes("text/html") || accept.includes("*/*")) &&
          pathname !== "/" &&
          !path.posix.basename(pathname).includes(".") &&
          !existsSync(path.join(outDir, `${decodeURIComponent(pathname)}.html`)) &&
          existsSync(path.join(outDir, "app.html"))
        ) {
          req.url = "/app.html";
        }
        next();
      });
    },
  };
}

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

/**
 * `vite build` writes dist/_headers: the production CSP and security headers (src/build/security-headers.ts).
 * The fixed inline styles of Scalar's modules (its toasts' <style>, a scrollbar probe's attributes) are read
 * from the very code being bundled, so their hashes follow an upgrade (docs/decisions/developer-page-csp.md).
 */
function staticHostHeaders(env: Env): Plugin {
  const scalarStyles = { elements: new Set<string>(), attributes: new Set<string>() };
  return {
    name: "vi:static-host-headers",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@scalar[\\/]/.test(id)) return null;
      const found = fixedInlineStyles(code);
      for (const text of found.elements) scalarStyles.elements.add(text);
      for (const text of found.attributes) scalarStyles.attributes.add(text);
      return null;
    },
    generateBundle() {
      const headers = securityHeaders(env, {
        inlineScripts: [earlyClicksScript(), heroPreloadScript()],
        // Scalar's theme <style> on /developers (its API reference), then its modules' fixed styles.
        inlineStyles: [referenceStyleText(), ...[...scalarStyles.elements].sort()],
        inlineStyleAttributes: [...scalarStyles.attributes].sort(),
      });
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

export default defineConfig(({ command, mode }) => {
  // Validate the VITE_* variables with zod when Vite starts (dev, build, vitest): a missing or malformed
  // one stops start-up with its name. The checked values, defaults filled in, are what the bundle sees
  // as import.meta.env, so the browser needs no validator (docs/decisions/web-bundle.md).
  // A production build refuses the development defaults (emulator, local API, demo key), naming each.
  const env = parseEnv(
    { ...loadEnv(mode, process.cwd(), "VITE_") },
    { production: command === "build" && mode === "production" },
  );
  const define = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  );
  return {
    plugins: [
      react(),
      tailwindcss(),
      recordEarlyClicks(),
      preloadLandingHero(),
      staticHostHeaders(env),
      prerender(),
      previewAppShell(),
    ],
    define,
    server: { port: port(), strictPort: true },
    build: {
      target: "es2022",
      // Keep the landing route small: firebase and page code are split off (see src/routes.tsx).
      chunkSizeWarningLimit: 600,
    },
  };
});
