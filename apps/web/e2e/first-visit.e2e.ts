// A new creator's first visit, end to end in Chromium against the whole stack (docs/product.md, first-run
// checklist and quota state): sign up by email link and see the first-run checklist; find thumbnails in
// the outliers grid, save a video from the website, remove it and Undo; run every analysis kind to the
// Free limit and see the same quota state on every card; cancel Google's consent pop-up and be told so on
// the account page; read when the recap arrives beside its toggle. Throughout, the browser console stays
// free of errors (an expected state is never asked for in a way the server answers with 4xx) and no code
// or field name reaches a screen. A visitor's FAQ has no way back to an account and finds the refund
// answer; pricing speaks of the daily analyses as live.
// Screenshots at 1280 and 375 px in both schemes go to SHOTS_DIR when set.
import type { OutlierVideo, VideoInsightsResponse } from "@vi/types";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import {
  codeLikeWords,
  launchChromium,
  shootWidthsAndSchemes,
  sidewaysOverflow,
  watchConsoleErrors,
} from "./harness.ts";
import { call, createUser, getOutliers, routeThumbnails, waitForStoredVideos } from "./video-api.ts";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });
const TIMEZONE = "Europe/Paris";

let browser: Browser;
let context: BrowserContext;
let page: Page;
let consoleErrors: () => string[];
/** Every code-like word seen on any screen of the walk, with the address it was seen on. */
const rawSeen: string[] = [];
/** Videos with the most comments (their comments give ideas) and channels the store holds. */
let commented: OutlierVideo[];
let channelIds: string[];

/** Notes what reads as code on the current screen (asserted empty at the end and after each step). */
async function scanScreen() {
  const words = await codeLikeWords(page);
  rawSeen.push(...words.map((word) => `${new URL(page.url()).pathname}: ${word}`));
  expect(words, `code-like words on ${page.url()}`).toEqual([]);
}

beforeAll(async () => {
  browser = await launchChromium({ classicScrollbars: true });
  // A helper account reads the store the demo ingest filled (the new user starts from nothing).
  const helper = await createUser(uniqueEmail("first-visit-helper"));
  await waitForStoredVideos(helper.token, 20);
  const { videoData } = await getOutliers(helper.token, { limit: 100 });
  commented = [...videoData].sort((a, b) => b.videoCommentCount - a.videoCommentCount).slice(0, 2);
  const { insights } = await call<VideoInsightsResponse>(helper.token, "POST", "/videos/insights", {
    ids: videoData.map((video) => video.videoId),
  });
  channelIds = [...new Set(insights.map((insight) => insight.channelId))];
  expect(channelIds.length).toBeGreaterThanOrEqual(2);

  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: TIMEZONE });
  await routeThumbnails(context);
  consoleErrors = watchConsoleErrors(context);
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe("a new creator's first visit", () => {
  it("signs up by email link and sees the first-run checklist", async () => {
    await signInWithEmailLink(page, uniqueEmail("first-visit"));
    const checklist = page.getByRole("region", { name: "Get started with VidInsight" });
    await checklist.waitFor();
    await poll(() => checklist.getByText("0 of 4 done").count()).toBe(1);
    for (const step of ["extension", "channel", "analysis", "save"]) {
      expect(await checklist.locator(`[data-step="${step}"]`).getAttribute("data-done")).toBe("false");
    }
    // The Free user's navigation offers Upgrade.
    expect(await page.getByRole("link", { name: "Upgrade" }).first().getAttribute("href")).toBe("/pricing");
    await scanScreen();
    await shootWidthsAndSchemes(page, "first-visit-checklist");
  });

  it("finds thumbnails in the outliers grid and saves a video from the website", async () => {
    await page.goto(`${stack().webUrl}/outliers?layout=grid`);
    const cards = page.getByRole("list", { name: "Outliers" }).getByRole("article");
    await poll(() => cards.count()).toBeGreaterThan(10);
    const card = cards.first();
    // The thumbnail loaded (served by the YouTube emulator in place of i.ytimg.com).
    await poll(() =>
      card
        .locator("img")
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    const title = (await card.getAttribute("aria-label")) ?? "";
    expect(title.length).toBeGreaterThan(0);
    await scanScreen();
    await card.getByRole("button", { name: "Save" }).click();
    await card.getByRole("link", { name: "Saved" }).waitFor();
    await page.goto(`${stack().webUrl}/savedVideos`);
    await page.getByRole("link", { name: title }).first().waitFor();
    await scanScreen();
    // Remove has a way back: Undo, for a few seconds, saves it again (and the server keeps it).
    await page.getByRole("button", { name: "Remove", exact: true }).first().click();
    const removed = page.getByText(`Removed “${title}” from Saved Videos.`);
    await removed.waitFor();
    await removed.locator("..").getByRole("button", { name: "Undo" }).click();
    await poll(() => removed.count()).toBe(0);
    await page.reload();
    await page.getByRole("link", { name: title }).first().waitFor();
    await page.goto(`${stack().webUrl}/account`);
    const checklist = page.getByRole("region", { name: "Get started with VidInsight" });
    await poll(() => checklist.locator('[data-step="save"]').getAttribute("data-done")).toBe("true");
  });

  it("runs every analysis to the Free limit and sees the same quota state on every card", async () => {
    const analyses = `${stack().webUrl}/analyses`;
    for (const video of commented) {
      await page.goto(analyses);
      await page.getByLabel("Video link or id").fill(`https://www.youtube.com/watch?v=${video.videoId}`);
      await page.getByRole("button", { name: /^Find ideas \(\d of 2 left today\)$/ }).click();
      await page.waitForURL(/\/analyses\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      await page.getByRole("list", { name: "Ideas" }).waitFor({ timeout: 30_000 });
      await scanScreen();
    }
    for (const channelId of channelIds.slice(0, 2)) {
      await page.goto(analyses);
      await poll(() => page.getByText(/^\d of 2 left today$/).count()).toBeGreaterThan(0);
      await page.getByLabel("Channel", { exact: true }).fill(channelId);
      await page.getByRole("button", { name: "Analyze channel" }).click();
      await page.waitForURL(/\/analyses\/channel\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      await scanScreen();
    }
    for (const query of ["budget travel", "home studio"]) {
      await page.goto(analyses);
      await page.getByLabel("Search", { exact: true }).fill(query);
      await page.getByRole("button", { name: "Analyze results" }).click();
      await page.waitForURL(/\/analyses\/results\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      await page.getByRole("heading", { name: `Results for "${query}"` }).waitFor({ timeout: 30_000 });
      await scanScreen();
    }

    // Every card, read from today's usage: the button off, the one box, the same words, Upgrade.
    await page.goto(analyses);
    const cards = [
      { button: "Find ideas", names: "comment analyses" },
      { button: "Analyze channel", names: "channel analyses" },
      { button: "Analyze results", names: "result analyses" },
    ];
    for (const { button, names } of cards) {
      await poll(() => page.getByRole("button", { name: button, exact: true }).isDisabled()).toBe(true);
      const alert = page.getByRole("alert").filter({ hasText: names });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(
        new RegExp(
          `^Daily limit reachedYou have used your 2 ${names} for today\\. Resets at \\d{1,2}:\\d{2} [AP]M(?: \\(midnight ${TIMEZONE}\\))?\\.Upgrade$`,
        ),
      );
      expect(await alert.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    }
    // The usage bars agree: spent (red) for the three kinds used up, none left.
    const usage = page.getByRole("list", { name: "Usage today" });
    for (const label of ["Comment analyses", "Channel analyses", "Result analyses"]) {
      expect(
        await usage
          .getByRole("progressbar", { name: `${label} used today` })
          .locator("div")
          .getAttribute("data-tone"),
      ).toBe("spent");
    }
    expect(await page.getByText(/left today/).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await scanScreen();
    await shootWidthsAndSchemes(page, "first-visit-analyses-spent");
  });

  it("cancels Google's consent pop-up and is told so on the account page", async () => {
    await page.goto(`${stack().webUrl}/account#connected`);
    await page.getByRole("heading", { name: "Connected Accounts" }).waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Sign in with Google" }).click(),
    ]);
    await popup.getByRole("heading", { name: "Choose an account" }).waitFor();
    await popup.getByRole("radio").first().check();
    await popup.getByRole("button", { name: "Cancel" }).click();
    await popup.waitForEvent("close", { timeout: 15_000 });
    const alert = page.getByRole("alert").filter({ hasText: "You cancelled on Google's consent page" });
    await alert.waitFor();
    expect(await alert.getByRole("button", { name: "Try again" }).count()).toBe(1);
    await scanScreen();
    await shootWidthsAndSchemes(page, "first-visit-linking-cancelled");
  });

  it("reads beside the recap toggle that it arrives at 08:00 local time", async () => {
    await page.goto(`${stack().webUrl}/account#notifications`);
    const toggle = page.getByRole("switch", { name: "Daily Recap Email" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    // The line describing the toggle (aria-describedby) names the hour and the zone.
    const describedBy = (await toggle.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(
      new RegExp(`It arrives at 08:00 your time \\(${TIMEZONE}\\)\\.$`),
    );
    await toggle.scrollIntoViewIfNeeded();
    await scanScreen();
    await shootWidthsAndSchemes(page, "first-visit-notifications");
  });

  it("saw no console error and no code-like word on any screen", () => {
    expect(consoleErrors()).toEqual([]);
    expect(rawSeen).toEqual([]);
  });
});

describe("the FAQ, as a visitor", () => {
  it("offers the way Home (not to an account) and finds the refund answer", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors = watchConsoleErrors(visitor);
    const faq = await visitor.newPage();
    try {
      await faq.goto(`${stack().webUrl}/faq`);
      await faq.getByRole("heading", { name: "Frequently Asked Questions" }).waitFor();
      await faq.getByRole("link", { name: "Back to Home" }).waitFor();
      expect(await faq.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
      expect(await faq.getByText("Back to Account").count()).toBe(0);
      await faq.getByLabel("Search the FAQ").fill("refund");
      await poll(() => faq.getByText(/^No results found/).count()).toBe(0);
      const questions = faq.locator("main li button[aria-expanded]");
      await poll(() => questions.count()).toBeGreaterThan(0);
      await questions.first().click();
      // biome-ignore lint/performance/useDomNodeTextContent: innerText is what a person sees
      await poll(() => faq.locator("main").innerText()).toMatch(/refund/i);
      expect(await codeLikeWords(faq)).toEqual([]);
      await shootWidthsAndSchemes(faq, "faq-visitor-refund");
      // Pricing no longer says the daily analyses are still to come: they are live and metered.
      await faq.goto(`${stack().webUrl}/pricing`);
      await faq.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: innerText is what a person sees
      const pricing = await faq.locator("body").innerText();
      expect(pricing).not.toMatch(/still being built/);
      expect(pricing).toContain("Daily analyses start again every day; unused ones do not carry over.");
      expect(await codeLikeWords(faq)).toEqual([]);
      expect(errors()).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe("the console watcher", () => {
  it("hears Chromium's line for an answer of 400 or more, so its silence above means something", async () => {
    const probe = await browser.newContext();
    const errors = watchConsoleErrors(probe);
    try {
      const probePage = await probe.newPage();
      await probePage.goto(`${stack().webUrl}/faq`);
      await probePage.getByRole("heading", { name: "Frequently Asked Questions" }).waitFor();
      // GET /user without a token: 401.
      await probePage.evaluate((url) => fetch(url).then(() => undefined), `${stack().apiUrl}/user`);
      await poll(() => errors().length).toBeGreaterThan(0);
      expect(errors().join("\n")).toMatch(
        /Failed to load resource: the server responded with a status of 401/,
      );
    } finally {
      await probe.close();
    }
  });
});
