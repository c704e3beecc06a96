// /analyses in Chromium against the real API and the YouTube emulator: a comment analysis from a video
// link (ideas from the emulator's comments), its result page (expand, copy a title, CSV download), the
// list with usage, the third Free analysis refused with the quota message and Upgrade, and the 375 px
// layout. Screenshots at 1280 and 375 px go to SHOTS_DIR when set.
import { mkdirSync } from "node:fs";
import type { OutlierVideo } from "@vi/types";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stack } from "./auth-stack.ts";
import { openVideoSession, sidewaysOverflow } from "./harness.ts";
import { getOutliers } from "./video-api.ts";

let browser: Browser;
let page: Page;
let videos: OutlierVideo[];

const shotsDir = process.env.SHOTS_DIR;
/** Codes, field names and developer words that must never reach a screen. */
const RAW_WORDS =
  /QUOTA_EXCEEDED|BAD_REQUEST|access_denied|videoOutlier|minViews|maxViews|Waiting for a worker|Upgrade for more|https?:\/\//;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });

async function shot(name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

beforeAll(async () => {
  ({ browser, page } = await openVideoSession({
    label: "analyses",
    minVideos: 20,
    permissions: ["clipboard-read", "clipboard-write"],
    beforeSignIn: async (token) => {
      // The most commented videos: their comments give ideas.
      const { videoData } = await getOutliers(token, { limit: 100 });
      videos = [...videoData].sort((a, b) => b.videoCommentCount - a.videoCommentCount).slice(0, 3);
    },
  }));
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe("/analyses", () => {
  it("shows the empty state and today's usage before any analysis", async () => {
    await page.goto(`${stack().webUrl}/analyses`);
    await poll(() => page.getByText("No analyses yet").count()).toBe(1);
    await poll(() => page.getByRole("button", { name: "Find ideas (2 of 2 left today)" }).count()).toBe(1);
    await shot("analyses-empty-1280");
  });

  it("finds ideas in a video's comments and opens the result", async () => {
    const video = videos[0] as OutlierVideo;
    await page.getByLabel("Video link or id").fill(`https://www.youtube.com/watch?v=${video.videoId}`);
    await page.getByRole("button", { name: /Find ideas/ }).click();
    await page.waitForURL(/\/analyses\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await poll(() => page.getByRole("heading", { name: video.videoTitle }).count()).toBe(1);
    const ideas = page.getByRole("list", { name: "Ideas" }).locator(":scope > li");
    expect(await ideas.count()).toBeGreaterThan(3);
    await page.getByRole("button", { name: "Show comments" }).first().click();
    await poll(() => page.getByRole("link", { name: "Open on YouTube" }).count()).toBeGreaterThan(0);
    const title = await ideas.first().locator("p").first().textContent();
    await page.getByRole("button", { name: "Copy title" }).first().click();
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(title);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^comment-ideas-.+\.csv$/);
    await shot("analysis-detail-1280");
  });

  it("lists it with the usage, and refuses the third Free analysis with the quota message", async () => {
    await page.goto(`${stack().webUrl}/analyses`);
    await poll(() => page.getByText("1 of 2 used").count()).toBeGreaterThan(0);
    await poll(() => page.getByRole("link", { name: videos[0]?.videoTitle ?? "" }).count()).toBe(1);
    await page.getByLabel("Video link or id").fill(videos[1]?.videoId ?? "");
    await page.getByRole("button", { name: /Find ideas/ }).click();
    await page.waitForURL(/\/analyses\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await page.goto(`${stack().webUrl}/analyses`);
    // Both used: the button is off and the quota message shows.
    await poll(() => page.getByRole("button", { name: "Find ideas", exact: true }).isDisabled()).toBe(true);
    // The other cards read the same usage: their allowances left, in the same words.
    await poll(() => page.getByText("2 of 2 left today", { exact: true }).count()).toBe(2);
    expect(await page.getByRole("button", { name: "Analyze channel" }).isEnabled()).toBe(true);
    const alert = page.getByRole("alert");
    await poll(() => alert.textContent()).toContain("Daily limit reached");
    expect(await alert.textContent()).toContain("You have used your 2 comment analyses for today.");
    expect(await alert.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    await shot("analyses-quota-1280");
    // No server words on the page.
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a person sees (no collapsed or hidden text)
    expect(await page.locator("body").innerText()).not.toMatch(RAW_WORDS);
  });

  it("the first-run checklist ticks the analysis and stays dismissed", async () => {
    await page.goto(`${stack().webUrl}/account`);
    const checklist = page.getByRole("region", { name: "Get started with VidInsight" });
    await checklist.waitFor();
    await poll(() => checklist.locator('[data-step="analysis"]').getAttribute("data-done")).toBe("true");
    expect(await checklist.locator('[data-step="channel"]').getAttribute("data-done")).toBe("false");
    expect(
      await checklist.getByRole("link", { name: "Change it in Notifications" }).getAttribute("href"),
    ).toBe("/account#notifications");
    await shot("account-checklist-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot("account-checklist-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a person sees (no collapsed or hidden text)
    expect(await page.locator("body").innerText()).not.toMatch(RAW_WORDS);
    await checklist.getByRole("button", { name: "Dismiss the checklist" }).click();
    await poll(() => checklist.count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "Account settings" }).waitFor();
    expect(await checklist.count()).toBe(0);
  });

  it("fits 375 px without sideways scrolling", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${stack().webUrl}/analyses`);
    await poll(() => page.getByText("2 of 2 used").count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shot("analyses-375");
    await page.getByRole("link", { name: videos[0]?.videoTitle ?? "" }).click();
    await poll(() => page.getByRole("list", { name: "Ideas" }).count()).toBe(1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shot("analysis-detail-375");
    await page.goto(`${stack().webUrl}/account#subscription`);
    await poll(() => page.getByText("Analyses today").count()).toBe(1);
    await poll(() => page.getByText("2 of 2 used").count()).toBe(1);
    await shot("account-usage-375");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
