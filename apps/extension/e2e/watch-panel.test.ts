import { formatAge, formatCount } from "@vi/format";
import { lifetimeVph } from "@vi/metrics";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, routeYouTube, websiteOrigin } from "./harness.ts";

// The fixture videos (test/fixtures/watch-*.html).
const CABIN = {
  id: "aBcDeFgHiJk",
  views: 2847193,
  likes: 98412,
  publishedAt: "2024-06-14T16:00:02.000Z",
  tags: ["tiny cabin", "off grid", "diy build", "woodworking", "timelapse", "cabin build"],
};
const SOURDOUGH = { id: "ZyXwVuTsRqP", views: 431208, likes: 12877, publishedAt: "2025-02-03T14:30:00.000Z" };

let browser: ExtensionBrowser;

beforeAll(async () => {
  browser = await launchWithExtension();
  await routeYouTube(browser.context);
  await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: "https://www.youtube.com",
  });
});

afterAll(async () => {
  await browser?.close();
});

async function openWatch(id: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${id}`);
  await page.locator(`vidinsight-watch-panel[data-video-id="${id}"]`).waitFor({ timeout: 15_000 });
  return page;
}

function stat(page: Page, label: string) {
  return page.locator("vidinsight-watch-panel .stat", { hasText: label }).locator(".value");
}

test("the panel shows the video's VPH, views, likes, age and tags under the title", async () => {
  const page = await openWatch(CABIN.id);
  const now = Date.now();
  await expect
    .poll(() => stat(page, "VPH").textContent())
    .toBe(formatCount(lifetimeVph(CABIN.views, CABIN.publishedAt, now)));
  expect(await stat(page, "Views").textContent()).toBe("2.8M");
  expect(await stat(page, "Likes").textContent()).toBe("98.4K");
  expect(await stat(page, "Published").textContent()).toBe(formatAge(CABIN.publishedAt, now));
  expect(await page.locator("vidinsight-watch-panel .chip").allTextContents()).toEqual(CABIN.tags);

  // Signed out: the outlier area invites to sign in on the website.
  const signIn = page.locator("vidinsight-watch-panel a", { hasText: "Sign in to see outlier scores" });
  expect(await signIn.getAttribute("href")).toBe(`${websiteOrigin()}/login`);

  // Placed right after the title, inside YouTube's metadata block.
  const placement = await page
    .locator("vidinsight-watch-panel")
    .evaluate((el) => [el.previousElementSibling?.id, el.parentElement?.id]);
  expect(placement).toEqual(["title", "above-the-fold"]);
  await page.close();
});

test("Copy tags puts the comma-separated tags on the clipboard and confirms for 2 seconds", async () => {
  const page = await openWatch(CABIN.id);
  const button = page.locator("vidinsight-watch-panel button", { hasText: "Copy tags" });
  await button.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CABIN.tags.join(", "));
  const feedback = page.locator("vidinsight-watch-panel button");
  await expect.poll(() => feedback.textContent()).toContain("Copied");
  await page.waitForTimeout(1500);
  expect(await feedback.textContent()).toContain("Copied");
  await expect.poll(() => feedback.textContent(), { timeout: 2000 }).toContain("Copy tags");
  await page.close();
});

test("navigating to a second video (YouTube SPA) replaces the panel", async () => {
  const page = await openWatch(CABIN.id);
  await page.locator(`#related a.yt-simple-endpoint[href="/watch?v=${SOURDOUGH.id}"]`).first().click();
  await page.locator(`vidinsight-watch-panel[data-video-id="${SOURDOUGH.id}"]`).waitFor({ timeout: 10_000 });
  expect(page.url()).toBe(`https://www.youtube.com/watch?v=${SOURDOUGH.id}`);
  expect(await page.locator("vidinsight-watch-panel").count()).toBe(1);
  expect(await stat(page, "Views").textContent()).toBe("431.2K");
  expect(await stat(page, "Likes").textContent()).toBe("12.9K");
  expect(await page.locator("vidinsight-watch-panel .tags .empty").textContent()).toBe(
    "This video has no tags",
  );
  expect(await page.locator("vidinsight-watch-panel button", { hasText: "Copy tags" }).count()).toBe(0);
  await page.close();
});

test("the panel follows YouTube's dark theme live", async () => {
  const page = await openWatch(CABIN.id);
  const host = page.locator("vidinsight-watch-panel");
  expect(await host.getAttribute("data-theme")).toBe("light");
  await page.evaluate(() => document.documentElement.setAttribute("dark", ""));
  await expect.poll(() => host.getAttribute("data-theme")).toBe("dark");
  await page.close();
});

test("leaving the watch page through YouTube's SPA navigation removes the panel", async () => {
  const page = await openWatch(CABIN.id);
  await page.evaluate(() => {
    history.pushState({}, "", "/feed/subscriptions");
    document.dispatchEvent(
      new CustomEvent("yt-navigate-finish", { bubbles: true, detail: { pageType: "browse", response: {} } }),
    );
  });
  await page.locator("vidinsight-watch-panel").waitFor({ state: "detached", timeout: 5000 });
  await page.close();
});
