import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Route, type Worker } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/lib/e2e-stack.mjs";
import type { CatalogSite } from "./catalog-site.ts";

/** The extension as e2e/global-setup.ts builds it (production build, WXT_* pointing at the test stack). */
export const EXTENSION_DIR = fileURLToPath(new URL("../.output/e2e/chrome-mv3", import.meta.url));
export const FIXTURES_DIR = fileURLToPath(new URL("../test/fixtures", import.meta.url));
/**
 * The website's origin in this run (http://localhost:<free port>): the extension is built for it, the
 * API allows it, and the website's real build is served there (e2e/global-setup.ts).
 */
export function websiteOrigin(): string {
  return inject("stack").websiteOrigin;
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's background service worker (for reading its storage). */
  background(): Promise<Worker>;
  close(): Promise<void>;
}

/**
 * Launches Chromium with the built extension in a throwaway profile, or in `options.profile` (kept on
 * close, for tests that restart the browser on the same profile).
 */
export async function launchWithExtension(options: { profile?: string } = {}): Promise<ExtensionBrowser> {
  if (!existsSync(join(EXTENSION_DIR, "manifest.json"))) {
    throw new Error(`Extension not built: ${EXTENSION_DIR} (run wxt build)`);
  }
  const profile = options.profile ?? mkdtempSync(join(tmpdir(), "vi-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    // Extensions only load in Chrome's new headless mode: CHROMIUM_ARGS asks for it, Playwright's own mode must be off.
    headless: false,
    viewport: { width: 1280, height: 900 },
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    // MV3 service workers stop when idle; ask again each time.
    async background() {
      return (
        context.serviceWorkers().find((w) => w.url().includes(extensionId)) ??
        (await context.waitForEvent("serviceworker"))
      );
    },
    async close() {
      await context.close();
      if (!options.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

function fixture(name: string): string {
  return readFileSync(join(FIXTURES_DIR, name), "utf8");
}

function fulfillFixture(route: Route, name: string, contentType: string): Promise<void> {
  const path = join(FIXTURES_DIR, name);
  if (!existsSync(path)) return route.fulfill({ status: 404, body: "not found" });
  return route.fulfill({ status: 200, contentType, body: fixture(name) });
}

export interface YouTubeRouteOptions {
  /** Pages made from the YouTube emulator's catalog (checked before the fixture files). */
  site?: CatalogSite;
  /** The emulator's origin: thumbnails and avatars (i.ytimg.com) are answered from it. */
  imagesFrom?: string;
}

/**
 * Answers https://www.youtube.com/** from local fixtures, so the content scripts run on what the
 * browser believes is YouTube: /watch?v=ID -> watch-ID.html, / -> home.html, /results -> search.html.
 * With a catalog site, its pages (emulator videos the real API knows) come first.
 */
export async function routeYouTube(
  context: BrowserContext,
  options: YouTubeRouteOptions = {},
): Promise<void> {
  await context.route("https://www.youtube.com/**", (route) => {
    const url = new URL(route.request().url());
    const generated = options.site?.page(url);
    if (generated)
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: generated });
    if (url.pathname === "/watch") {
      const id = url.searchParams.get("v") ?? "";
      return fulfillFixture(route, `watch-${id.replace(/[^\w-]/g, "")}.html`, "text/html; charset=utf-8");
    }
    if (url.pathname.startsWith("/s/_fixtures/")) {
      const name = url.pathname.slice("/s/_fixtures/".length).replace(/[^\w.-]/g, "");
      const type = name.endsWith(".css") ? "text/css" : "text/javascript";
      return fulfillFixture(route, name, type);
    }
    if (url.pathname === "/api/timedtext") {
      // A recorded track (timedtext-ID-LANG.json, json3) when there is one; otherwise the empty 200
      // YouTube answers without its player's token, which sends the extension to the transcript panel.
      const name = `timedtext-${url.searchParams.get("v") ?? ""}-${url.searchParams.get("lang") ?? ""}.json`;
      if (
        url.searchParams.get("fmt") === "json3" &&
        existsSync(join(FIXTURES_DIR, name.replace(/[^\w.-]/g, "")))
      ) {
        return fulfillFixture(route, name.replace(/[^\w.-]/g, ""), "application/json; charset=utf-8");
      }
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "" });
    }
    if (url.pathname === "/") return fulfillFixture(route, "home-lockup.html", "text/html; charset=utf-8");
    if (url.pathname === "/results") return fulfillFixture(route, "search.html", "text/html; charset=utf-8");
    return route.fulfill({ status: 404, body: "not found" });
  });
  // Thumbnails and avatars: the emulator draws them for its videos; the fixtures have none.
  await context.route("https://i.ytimg.com/**", async (route) => {
    if (!options.imagesFrom) return route.fulfill({ status: 404, body: "" });
    const { pathname } = new URL(route.request().url());
    const answer = await fetch(`${options.imagesFrom}${pathname}`);
    return route.fulfill({
      status: answer.status,
      contentType: answer.headers.get("content-type") ?? "image/svg+xml",
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
}

/** Serves test/fixtures/website.html for every page of an origin (the website, or an impostor). */
export async function routeWebsite(context: BrowserContext, origin = websiteOrigin()): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: fixture("website.html") }),
  );
}
