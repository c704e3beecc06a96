// /watchlist in Chromium against the real API: following channels from the form (a bad reference, the
// Free plan's limit of 3 with its message), the feed of their uploads with a filter and the breaking-out
// sort, a video's curve drawn on demand, the alert settings saved, and removing a channel. Screenshots at
// 1280 and 375 px when SHOTS_DIR is set.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stack } from "./auth-stack.ts";
import {
  describeViolations,
  openChannelsSession,
  seriousAxeViolations,
  shootSchemes,
  sidewaysOverflow,
} from "./harness.ts";
import { call } from "./video-api.ts";

let browser: Browser;
let page: Page;
let token: string;
let channelIds: string[];

beforeAll(async () => {
  ({ browser, page, token, channelIds } = await openChannelsSession({
    label: "watchlist",
    minVideos: 10,
    query: { sort: "videoPublishedAt", order: "desc" },
  }));
  expect(channelIds.length).toBeGreaterThanOrEqual(3);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe("watchlist", () => {
  it("follows channels up to the Free limit, shows their uploads and a curve, saves the alert settings", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${stack().webUrl}/watchlist`);
    await page.getByRole("heading", { name: "Watchlist", level: 1 }).waitFor();
    await page.getByText("You don't follow any channel yet.").waitFor();
    await page.getByRole("link", { name: "Watchlist" }).first().waitFor();

    const field = page.getByLabel("Channel to follow");
    await field.fill("not a channel");
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await page.getByText("Enter a channel id (UC...), an @handle or a youtube.com channel URL").waitFor();

    for (const [index, id] of channelIds.slice(0, 3).entries()) {
      await field.fill(index === 0 ? `https://www.youtube.com/channel/${id}` : id);
      await page.getByRole("button", { name: "Follow", exact: true }).click();
      await page.getByText(`${index + 1} of 3 on the Free plan`).waitFor();
    }
    await page
      .getByText(
        "You follow 3 channels, the most the Free plan allows. Remove one, or upgrade to follow more.",
      )
      .waitFor();
    expect(await field.isDisabled()).toBe(true);

    // The feed: their uploads, newest first; the breaking-out sort puts the highest outlier at age first.
    const cards = page.locator("main ul.grid > li");
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Breaking out" }).click();
    await page.waitForURL(/sort=breakout/);
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await cards.first().getByRole("button", { name: "Show curve" }).click();
    await cards.first().locator("figure canvas").first().waitFor({ timeout: 30_000 });
    await page.getByLabel("Alert at").selectOption("5");
    await expect
      .poll(
        async () =>
          (await call<{ alerts: { multiple: number } }>(token, "GET", "/watchlist")).alerts.multiple,
      )
      .toBe(5);

    expect(await sidewaysOverflow(page)).toEqual([]);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shootSchemes(page, "watchlist-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shootSchemes(page, "watchlist-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Removing one makes room again.
    await page
      .getByRole("button", { name: /^Remove .* from your watchlist$/ })
      .first()
      .click();
    await page.getByText("2 of 3 on the Free plan").waitFor();
    expect(await field.isDisabled()).toBe(false);
  }, 180_000);
});
