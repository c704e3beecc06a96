import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
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

/** What the tests' YouTube answers a request with (Playwright's route here, Puppeteer's in e2e/firefox.ts). */
export interface Answer {
  status: number;
  contentType: string;
  body: string | Buffer;
}

function fixtureAnswer(name: string, contentType: string): Answer {
  const path = join(FIXTURES_DIR, name);
  if (!existsSync(path)) return { status: 404, contentType: "text/plain", body: "not found" };
  return { status: 200, contentType, body: fixture(name) };
}

export interface YouTubeRouteOptions {
  /** Pages made from the YouTube emulator's catalog (checked before the fixture files). */
  site?: CatalogSite;
  /** The emulator's origin: thumbnails and avatars (i.ytimg.com) are answered from it. */
  imagesFrom?: string;
}

/**
 * The answer for a https://www.youtube.com URL, from local fixtures, so the content scripts run on what
 * the browser believes is YouTube: /watch?v=ID -> watch-ID.html, / -> home.html, /results -> search.html.
 * With a catalog site, its pages (emulator videos the real API knows) come first.
 */
export function youtubeAnswer(url: URL, options: YouTubeRouteOptions = {}): Answer {
  const generated = options.site?.page(url);
  if (generated) return { status: 200, contentType: "text/html; charset=utf-8", body: generated };
  if (url.pathname === "/watch") {
    const id = url.searchParams.get("v") ?? "";
    return fixtureAnswer(`watch-${id.replace(/[^\w-]/g, "")}.html`, "text/html; charset=utf-8");
  }
  if (url.pathname.startsWith("/s/_fixtures/")) {
    const name = url.pathname.slice("/s/_fixtures/".length).replace(/[^\w.-]/g, "");
    const type = name.endsWith(".css") ? "text/css" : "text/javascript";
    return fixtureAnswer(name, type);
  }
  if (url.pathname === "/api/timedtext") {
    // A recorded track (timedtext-ID-LANG.json, json3) when there is one; otherwise the empty 200
    // YouTube answers without its player's token, which sends the extension to the transcript panel.
    const name = `timedtext-${url.searchParams.get("v") ?? ""}-${url.searchParams.get("lang") ?? ""}.json`;
    if (
      url.searchParams.get("fmt") === "json3" &&
      existsSync(join(FIXTURES_DIR, name.replace(/[^\w.-]/g, "")))
    ) {
      return fixtureAnswer(name.replace(/[^\w.-]/g, ""), "application/json; charset=utf-8");
    }
    return { status: 200, contentType: "text/html; charset=utf-8", body: "" };
  }
  if (url.pathname === "/") return fixtureAnswer("home-lockup.html", "text/html; charset=utf-8");
  if (url.pathname === "/results") return fixtureAnswer("search.html", "text/html; charset=utf-8");
  return { status: 404, contentType: "text/plain", body: "not found" };
}

/** Thumbnails and avatars (https://i.ytimg.com): the emulator draws them for its videos; the fixtures have none. */
export async function imageAnswer(url: URL, imagesFrom: string | undefined): Promise<Answer> {
  if (!imagesFrom) return { status: 404, contentType: "text/plain", body: "" };
  const answer = await fetch(`${imagesFrom}${url.pathname}`);
  return {
    status: answer.status,
    contentType: answer.headers.get("content-type") ?? "image/svg+xml",
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/** Answers https://www.youtube.com/** and https://i.ytimg.com/** in every page of `context` (youtubeAnswer). */
export async function routeYouTube(
  context: BrowserContext,
  options: YouTubeRouteOptions = {},
): Promise<void> {
  const fulfill = (route: Route, answer: Answer) => route.fulfill(answer);
  await context.route("https://www.youtube.com/**", (route) =>
    fulfill(route, youtubeAnswer(new URL(route.request().url()), options)),
  );
  await context.route("https://i.ytimg.com/**", async (route) =>
    fulfill(route, await imageAnswer(new URL(route.request().url()), options.imagesFrom)),
  );
}

/** Serves test/fixtures/website.html for every page of an origin (the website, or an impostor). */
export async function routeWebsite(context: BrowserContext, origin = websiteOrigin()): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: fixture("website.html") }),
  );
}

/**
 * With SHOTS_DIR set: a part of the page (`selector`) at 1280 and 375 px, in YouTube's light and dark theme
 * (html[dark], which the panels follow), as `<name>-<width>-<theme>.png`.
 */
export async function shootInThemes(
  page: import("playwright-core").Page,
  selector: string,
  name: string,
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((dark) => document.documentElement.toggleAttribute("dark", dark), theme === "dark");
      await page.waitForTimeout(150);
      await page
        .locator(selector)
        .first()
        .screenshot({ path: join(dir, `${name}-${width}-${theme}.png`) });
    }
  }
  if (original) await page.setViewportSize(original);
}
