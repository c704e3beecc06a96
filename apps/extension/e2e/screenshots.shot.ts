// Screenshots of the extension on YouTube-shaped pages, signed in against the real API: the watch panel
// (light and dark) with its outlier score, a badged home grid and search page, and the popup.
// Written to SCREENSHOT_DIR (default /tmp/shots/issue5).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, test } from "vitest";
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness.ts";
import { createTestUser, signInExtension, stack, type TestUser, waitForScores } from "./stack.ts";

const dir = process.env.SCREENSHOT_DIR || "/tmp/shots/issue5";
let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  site = catalogSite(stack().youtubeSeed);
  browser = await launchWithExtension();
  await routeYouTube(browser.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
  user = await createTestUser("shots");
  // Score the pages' videos first, so the screenshots show outlier badges rather than VPH only.
  const home = site.home(60).map((v) => v.id);
  const watch = site.standouts(2).map((v) => v.id);
  await waitForScores(user, [...home, ...watch], watch, 90_000);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await signInExtension(browser, user);
});

afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
}

type Theme = "light" | "dark";
const DESKTOP = { width: 1400, height: 1000 };
const NARROW = { width: 420, height: 900 };

async function setTheme(page: Page, theme: Theme) {
  if (theme === "dark") await page.evaluate(() => document.documentElement.setAttribute("dark", ""));
}

/** A watch page with its panel filled in and a related video badged, settled. */
async function openWatch(videoId: string, viewport = DESKTOP, theme: Theme = "light"): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`https://www.youtube.com/watch?v=${videoId}`);
  await setTheme(page, theme);
  await page.locator(`vidinsight-watch-panel[data-video-id="${videoId}"] .panel:not([aria-busy])`).waitFor();
  await page.locator("vidinsight-badge").first().waitFor();
  await settle(page);
  return page;
}

/** The home feed with all 60 cards badged, settled. */
async function openHome(viewport = DESKTOP, theme: Theme = "light"): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  await page.goto("https://www.youtube.com/");
  await setTheme(page, theme);
  await page.locator("vidinsight-badge").nth(59).waitFor({ state: "attached" });
  await settle(page);
  return page;
}

for (const theme of ["light", "dark"] as const) {
  test(`watch panel, ${theme}`, async () => {
    const video = site.standouts(2)[theme === "light" ? 0 : 1]!;
    const page = await openWatch(video.id, DESKTOP, theme);
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector("#below")!.getBoundingClientRect().top - 260),
    );
    await page.screenshot({ path: join(dir, `watch-panel-${theme}.png`) });
    await page
      .locator("ytd-watch-metadata")
      .screenshot({ path: join(dir, `watch-panel-${theme}-closeup.png`) });
    // The formula tooltip, opened from the keyboard.
    await page.locator("vidinsight-watch-panel .score").focus();
    await page
      .locator("ytd-watch-metadata")
      .screenshot({ path: join(dir, `watch-panel-${theme}-tooltip.png`) });
    await page.close();
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`home grid with badges, ${theme}`, async () => {
    const page = await openHome(DESKTOP, theme);
    await page.screenshot({ path: join(dir, `home-badges-${theme}.png`) });
    // Further down the feed: more of the breakouts' colour bands (2X, 5X, 10X).
    await page.evaluate(() => window.scrollBy(0, 860));
    await settle(page);
    await page.screenshot({ path: join(dir, `home-badges-${theme}-scrolled.png`) });
    await page.close();
  });
}

test("search results with badges", async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize(DESKTOP);
  await page.goto("https://www.youtube.com/results?search_query=how+to");
  await page.locator("vidinsight-badge").nth(5).waitFor({ state: "attached" });
  await settle(page);
  await page.screenshot({ path: join(dir, "search-badges.png") });
  await page.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`search page with the results analysis panel, ${theme}`, async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(`https://www.youtube.com/results?search_query=${theme === "light" ? "how+to" : "cabin"}`);
    await setTheme(page, theme);
    const panel = page.locator("vidinsight-page-analysis[data-kind=search]");
    await panel.getByRole("button", { name: /^Analyze these results/ }).click();
    await panel.locator("[data-testid=results-report]").waitFor({ timeout: 60_000 });
    await settle(page);
    await page.screenshot({ path: join(dir, `search-results-panel-${theme}.png`) });
    await page.close();
  });
}

for (const scheme of ["light", "dark"] as const) {
  for (const signedIn of [true, false]) {
    test(`popup, ${scheme}, ${signedIn ? "signed in" : "signed out"}`, async () => {
      await signInExtension(browser, signedIn ? user : null);
      const page = await browser.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 320, height: 560 });
      await page.goto(`chrome-extension://${browser.extensionId}/popup.html`);
      if (signedIn) await page.getByTestId("plan").waitFor();
      else await page.getByText("Sign in", { exact: true }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page
        .locator("main")
        .screenshot({ path: join(dir, `popup-${scheme}-${signedIn ? "signed-in" : "signed-out"}.png`) });
      await page.close();
    });
  }
}

test("watch panel, signed out", async () => {
  await signInExtension(browser, null);
  const page = await openWatch(site.standouts(1)[0]!.id);
  await page.locator("ytd-watch-metadata").screenshot({ path: join(dir, "watch-panel-signed-out.png") });
  await page.close();
});

test("watch panel and related badges in a narrow window", async () => {
  await signInExtension(browser, user);
  const page = await openWatch(site.standouts(2)[0]!.id, NARROW);
  await page.evaluate(() =>
    window.scrollTo(0, document.querySelector("ytd-watch-metadata")!.getBoundingClientRect().top - 72),
  );
  await page.screenshot({ path: join(dir, "watch-panel-narrow.png") });
  await page.close();
});

test("home grid in a narrow window", async () => {
  const page = await openHome(NARROW);
  await page.screenshot({ path: join(dir, "home-badges-narrow.png") });
  await page.close();
});

test("signed out, cards as YouTube prints them since late September 2026: home and search with VPH badges", async () => {
  await signInExtension(browser, null);
  const page = await browser.context.newPage();
  await page.setViewportSize(DESKTOP);
  await page.goto("https://www.youtube.com/feed/2026-10");
  await page.locator("vidinsight-badge").nth(5).waitFor({ state: "attached" });
  await settle(page);
  await page.screenshot({ path: join(dir, "home-2026-10-signed-out.png") });
  await page.goto("https://www.youtube.com/results?search_query=how+to&vi_cards=2026-10");
  await page.locator("vidinsight-badge").nth(5).waitFor({ state: "attached" });
  await settle(page);
  await page.screenshot({ path: join(dir, "search-2026-10-signed-out.png") });
  await page.close();
});
