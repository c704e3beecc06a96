// /savedVideos in Chromium against the real API: videos saved with POST /savedVideos (fetched from the
// YouTube emulator), Copy (clipboard text checked, thumbs-up then Copy after 2 s), Remove, and the
// 375px layout (cards, sort dropdown, no sideways scroll).
import { mkdirSync } from "node:fs";
import { copySummary } from "@vi/format";
import type { OutlierVideo } from "@vi/types";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stack } from "./auth-stack.ts";
import { describeViolations, openVideoSession, seriousAxeViolations, sidewaysOverflow } from "./harness.ts";
import { allOutliers, call, getUser } from "./video-api.ts";

let browser: Browser;
let page: Page;
let token: string;
let saved: OutlierVideo[];

const shotsDir = process.env.SHOTS_DIR;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

beforeAll(async () => {
  ({ browser, page, token } = await openVideoSession({
    label: "saved",
    minVideos: 40,
    permissions: ["clipboard-read", "clipboard-write"],
    // Four videos spread over the range of views, saved the way the extension saves them.
    beforeSignIn: async (user) => {
      const byViews = (await allOutliers(user)).sort((a, b) => b.videoViewCount - a.videoViewCount);
      saved = [0, 0.3, 0.6, 0.9].map((share) => byViews[Math.floor(share * (byViews.length - 1))]!);
      for (const video of saved) await call(user, "POST", "/savedVideos", { videoId: video.videoId });
    },
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const totalText = () => page.getByText(/^Total:/).textContent();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const row = (video: OutlierVideo) =>
  page.getByRole("row", { name: new RegExp(escapeRegExp(video.videoTitle)) });
const titlesShown = () =>
  page
    .getByTestId("saved-videos-list")
    .getByRole("link", { name: /opens in a new tab/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")?.split("v=")[1]));

describe("/savedVideos", () => {
  it("lists the saved videos in a table, outlier descending by default, with thumbnails and a total", async () => {
    await page.goto(`${stack().webUrl}/savedVideos`);
    await poll(totalText).toBe(`Total: ${saved.length}`);
    expect(await page.getByRole("table").count()).toBe(1);
    const expected = [...saved]
      .sort((a, b) => (b.videoOutlier ?? -1) - (a.videoOutlier ?? -1))
      .map((v) => v.videoId);
    expect(await titlesShown()).toEqual(expected);
    const img = row(saved[0]!).locator("img");
    expect(await img.getAttribute("src")).toBe(`https://i.ytimg.com/vi/${saved[0]!.videoId}/mqdefault.jpg`);
    expect(await img.getAttribute("width")).toBe("320");
    await poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
    // The list is capped at 140vh.
    const maxHeight = await page
      .getByTestId("saved-videos-list")
      .evaluate((el) => getComputedStyle(el).maxHeight);
    expect(Number.parseFloat(maxHeight)).toBeCloseTo(900 * 1.4, 0);
    // The whole table, Copy and Remove included, fits 1280 px beside a classic scrollbar: no sideways scroll.
    const list = page.getByTestId("saved-videos-list");
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/saved-videos-1280.png` });
    }
  });

  it("Copy puts the summary on the clipboard, shows a thumbs-up, then Copy again after 2 seconds", async () => {
    await page.goto(`${stack().webUrl}/savedVideos`);
    await poll(totalText).toBe(`Total: ${saved.length}`);
    const video = saved[1]!;
    const target = row(video);
    await target.getByRole("button", { name: "Copy" }).click();
    const clickedAt = Date.now();
    await target.getByRole("button", { name: "Copied" }).waitFor();
    expect(await target.getByRole("button", { name: "Copied" }).locator("svg").count()).toBe(1);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toBe(copySummary(video, Date.now()));
    expect(text.startsWith(`https://www.youtube.com/watch?v=${video.videoId}, `)).toBe(true);

    await target.getByRole("button", { name: "Copy" }).waitFor({ timeout: 5_000 });
    const shownFor = Date.now() - clickedAt;
    expect(shownFor).toBeGreaterThanOrEqual(1_900);
    expect(shownFor).toBeLessThan(3_500);
  });

  it("has no serious accessibility violations (axe)", async () => {
    await page.goto(`${stack().webUrl}/savedVideos`);
    await poll(totalText).toBe(`Total: ${saved.length}`);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("sorts by a header click and toggles on the second click", async () => {
    await page.goto(`${stack().webUrl}/savedVideos`);
    await poll(totalText).toBe(`Total: ${saved.length}`);
    const views = page.getByRole("columnheader", { name: /^Views/ });
    await views.getByRole("button").click();
    expect(await views.getAttribute("aria-sort")).toBe("descending");
    const desc = [...saved].sort((a, b) => b.videoViewCount - a.videoViewCount).map((v) => v.videoId);
    expect(await titlesShown()).toEqual(desc);
    await views.getByRole("button").click();
    expect(await views.getAttribute("aria-sort")).toBe("ascending");
    expect(await titlesShown()).toEqual([...desc].reverse());
  });

  it("filters in the page with Min Views", async () => {
    await page.goto(`${stack().webUrl}/savedVideos`);
    await poll(totalText).toBe(`Total: ${saved.length}`);
    const min = saved[1]!.videoViewCount;
    await page.getByLabel("Min Views").fill(String(min));
    const kept = saved.filter((v) => v.videoViewCount >= min).length;
    await poll(totalText).toBe(`Total: ${kept} of ${saved.length} saved`);
  });

  it("Remove keeps the row unless the reply is 'Removed video', then drops it on the server too", async () => {
    await page.goto(`${stack().webUrl}/savedVideos`);
    await poll(totalText).toBe(`Total: ${saved.length}`);
    const victim = saved[2]!;

    // A reply with another message: the row stays and the failure is shown.
    await page.route("**/deleteSavedVideo?*", (route) => route.fulfill({ json: { message: "Kept" } }), {
      times: 1,
    });
    await row(victim).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("alert").filter({ hasText: "Could not remove" }).waitFor();
    expect(await row(victim).count()).toBe(1);

    await row(victim).getByRole("button", { name: "Remove" }).click();
    await poll(() => row(victim).count()).toBe(0);
    await poll(totalText).toBe(`Total: ${saved.length - 1}`);
    const user = await getUser(token);
    expect(Object.keys(user.savedVideoIds).sort()).toEqual(
      saved
        .filter((v) => v !== victim)
        .map((v) => v.videoId)
        .sort(),
    );
    await page.reload();
    await poll(totalText).toBe(`Total: ${saved.length - 1}`);
    saved = saved.filter((v) => v !== victim);
  });

  it("below 768px shows cards with the product's sort dropdown and no sideways scroll", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`${stack().webUrl}/savedVideos`);
      await poll(totalText).toBe(`Total: ${saved.length}`);
      expect(await page.getByRole("table").count()).toBe(0);
      expect(await page.getByRole("article").count()).toBe(saved.length);
      // Beside a classic scrollbar (openVideoSession keeps it) the layout is 360 px wide.
      expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(360);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.getByRole("button", { name: /^Filters/ }).click();
      await page.getByLabel("Min Views").waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.getByRole("button", { name: /^Filters/ }).click();
      const select = page.getByLabel("Sort by");
      expect(await select.locator("option").allTextContents()).toEqual([
        "Title",
        "Length",
        "Views",
        "Likes",
        "Comments",
        "Outlier",
        "VPH",
        "Published",
        "Channel Title",
        "Subscribers",
        "Channel Video Count",
      ]);
      await select.selectOption({ label: "Views" });
      const order = () =>
        page.getByRole("article").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
      expect(await order()).toEqual(
        [...saved].sort((a, b) => b.videoViewCount - a.videoViewCount).map((v) => v.videoTitle),
      );
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/saved-videos-375.png` });
      // Copy and Remove are on every card.
      const card = page.getByRole("article").first();
      await card.getByRole("button", { name: "Copy" }).click();
      await card.getByRole("button", { name: "Copied" }).waitFor();
      expect(await card.getByRole("button", { name: "Remove" }).count()).toBe(1);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
