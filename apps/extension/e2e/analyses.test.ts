// The analyses in the extension against the real API and the YouTube emulator: comment ideas in the
// watch panel with the Free plan's daily allowance, and today's usage in the popup.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube, websiteOrigin } from "./harness.ts";
import {
  apiRequests,
  createTestUser,
  resetApiRequests,
  signInExtension,
  stack,
  type TestUser,
} from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;

beforeAll(async () => {
  site = catalogSite(stack().youtubeSeed);
  browser = await launchWithExtension();
  await routeYouTube(browser.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
  user = await createTestUser("analyses");
  await signInExtension(browser, user);
});

afterAll(async () => {
  await browser?.close();
});

const ideas = (page: Page) => page.locator("vidinsight-watch-panel [data-testid=comment-ideas]");

async function openWatch(id: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${id}`);
  await page.locator(`vidinsight-watch-panel[data-video-id="${id}"] .panel:not([aria-busy])`).waitFor();
  return page;
}

test("comment ideas come from the emulator's comments, two a day on Free, then the quota message with Upgrade", async () => {
  const videos = [
    site.longVideo(0, Date.now(), 7),
    site.longVideo(1, Date.now(), 7),
    site.longVideo(2, Date.now(), 7),
  ];

  for (const [index, video] of videos.slice(0, 2).entries()) {
    const page = await openWatch(video.id);
    const find = ideas(page).getByRole("button", { name: `Find ideas (${2 - index} of 2 left today)` });
    await find.click();
    await ideas(page).locator(".idea").first().waitFor({ timeout: 60_000 });
    const summary = await ideas(page).locator("[data-testid=ideas-summary]").textContent();
    expect(summary).toMatch(/comments read/);
    const first = ideas(page).locator(".idea").first();
    expect((await first.locator(".title-text").textContent())?.length).toBeGreaterThan(3);
    // Its supporting comments open on YouTube.
    const toggle = first.getByRole("button", { name: /comments$/ });
    if ((await toggle.count()) > 0) {
      await toggle.click();
      const href = await first.locator(".idea-comments a").first().getAttribute("href");
      expect(href).toContain(`v=${video.id}`);
    }
    await page.close();
  }

  // The third video of the day: no button, the quota message names the allowance and links to pricing.
  await resetApiRequests();
  const page = await openWatch(videos[2]!.id);
  const quota = ideas(page).locator(".quota");
  await quota.waitFor();
  expect(await quota.textContent()).toMatch(/You have used your 2 comment analyses for today/);
  expect(await quota.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
    `${websiteOrigin()}/pricing`,
  );
  expect(
    await ideas(page)
      .getByRole("button", { name: /Find ideas/ })
      .count(),
  ).toBe(0);
  // Nothing was claimed for it.
  expect((await apiRequests()).filter((r) => r.path === "/analyses/comments")).toHaveLength(0);
  await page.close();

  // The popup shows today's usage.
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const usage = popup.locator("[data-testid=usage]");
  await usage.waitFor();
  expect(
    await usage.locator("li", { hasText: "Comment analyses" }).locator(".usage-count").textContent(),
  ).toBe("2 / 2");
  expect(
    await usage.locator("li", { hasText: "Transcript downloads" }).locator(".usage-count").textContent(),
  ).toBe("0 / 3");
  await popup.close();
});
