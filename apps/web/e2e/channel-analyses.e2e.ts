// Channel and search-results analyses in Chromium against the real API and job queue: a channel analysis
// started from /analyses runs (progress, then the report with its charts drawn, beside the user's linked
// channel), the CSV export, the results report, and the quota message on the third channel analysis of a
// Free day. Screenshots at 1280 and 375 px when SHOTS_DIR is set.
import { loadCatalog } from "@vi/i18n";
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
import { call, getOutliers } from "./video-api.ts";

let browser: Browser;
let page: Page;
let token: string;
let channelIds: string[];

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 60_000, interval: 200 });

beforeAll(async () => {
  ({ browser, page, token, channelIds } = await openChannelsSession({
    label: "channel-analyses",
    minVideos: 10,
  }));
  expect(channelIds.length).toBeGreaterThanOrEqual(3);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe("channel analysis", () => {
  it("runs from the /analyses form and draws its charts, with a table per chart and a CSV export", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Link a channel of the user first (the OAuth emulator's consent page): the report compares with it.
    await page.goto(`${stack().webUrl}/account`);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Sign in with Google" }).click(),
    ]);
    await popup.getByRole("heading", { name: "Choose an account" }).waitFor();
    await popup.getByRole("radio", { name: /Maya Creator/ }).check();
    await popup.getByRole("button", { name: "Allow" }).click();
    await popup.waitForEvent("close", { timeout: 30_000 });
    const { youtubeAccounts } = await call<{ youtubeAccounts: { channelId: string }[] }>(
      token,
      "GET",
      "/connectedYoutubeAccounts",
    );
    const mine = youtubeAccounts.at(-1)!;
    // The analysed channel is another one (the quota test below may still use the linked one).
    channelIds = [
      ...channelIds.filter((id) => id !== mine.channelId),
      ...channelIds.filter((id) => id === mine.channelId),
    ];

    await page.goto(`${stack().webUrl}/analyses`);
    const field = page.getByLabel("Channel", { exact: true });
    await field.fill("not a channel");
    await page.getByRole("button", { name: "Analyze channel" }).click();
    await page.getByText("Enter a channel id (UC...), an @handle or a youtube.com channel URL").waitFor();

    await field.fill(`https://www.youtube.com/channel/${channelIds[0]}`);
    await page.getByRole("button", { name: "Analyze channel" }).click();
    await page.waitForURL(/\/analyses\/channel\/[0-9a-f-]{36}$/);
    // The report replaces the progress once the job is done.
    await poll(() => page.getByTestId("chart").count()).toBe(3);
    for (const chart of await page.getByTestId("chart").all()) {
      expect(await chart.getAttribute("aria-label")).toBeTruthy();
      // uPlot drew into a canvas of the chart's width.
      expect(
        await chart.locator("canvas").evaluate((canvas) => (canvas as HTMLCanvasElement).width),
      ).toBeGreaterThan(100);
    }
    expect(await page.getByRole("heading", { name: "Uploads per week" }).count()).toBe(1);
    // The user's linked channel beside the analysed one, figure by figure.
    const comparison = page.getByRole("table", { name: /compared with .+, your linked channel$/ });
    const headers = await comparison.getByRole("columnheader").allTextContents();
    expect(headers[0]).toBe("Figure");
    expect(headers[2]).toMatch(/^Yours: ./);
    expect(await comparison.getByRole("row").count()).toBe(7);

    // Each chart's numbers as a table.
    await page.getByRole("button", { name: "Show numbers" }).first().click();
    expect(await page.getByRole("table", { name: "Uploads per week" }).count()).toBe(1);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-videos\.csv$/);

    expect(await sidewaysOverflow(page)).toEqual([]);
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shootSchemes(page, "channel-analysis-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await poll(() => page.getByTestId("chart").count()).toBe(3);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shootSchemes(page, "channel-analysis-375");
    // In German (long words) and Japanese at 375 px: the report in the reader's language, nothing sideways.
    for (const language of ["de", "ja"] as const) {
      await page.evaluate((value) => localStorage.setItem("vi.language", value), language);
      await page.reload();
      const catalog = (await loadCatalog(language)).research.channelReport;
      await page.getByRole("heading", { name: catalog.perWeekTitle }).waitFor();
      await poll(() => page.getByTestId("chart").count()).toBe(3);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await shootSchemes(page, `channel-analysis-${language}-375`);
    }
    await page.evaluate(() => localStorage.setItem("vi.language", "en"));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("shows the quota message on the third channel analysis of a Free day", async () => {
    await page.goto(`${stack().webUrl}/analyses`);
    const field = page.getByLabel("Channel", { exact: true });
    // The first use was spent above; the second is the day's last.
    await field.fill(channelIds[1]!);
    await page.getByRole("button", { name: "Analyze channel" }).click();
    await page.waitForURL(/\/analyses\/channel\//);
    await page.goto(`${stack().webUrl}/analyses`);
    // Spent: after a reload the card says so from today's usage, and its button is off (no request).
    const button = page.getByRole("button", { name: "Analyze channel" });
    await poll(() => button.isDisabled()).toBe(true);
    const alert = page.getByRole("alert").filter({ hasText: "channel analyses" });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /^Daily limit reachedYou have used your 2 channel analyses for today\. Resets at \d{1,2}:\d{2} [AP]M\.Upgrade$/,
    );
    expect(await alert.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/pricing");
    await shootSchemes(page, "analyses-quota-1280");
  });
});

describe("results analysis", () => {
  it("shows the report of a results analysis", async () => {
    const videos = (await getOutliers(token, { limit: 200 })).videoData;
    const report = await call<{ id: string }>(token, "POST", "/analyses/results", {
      query: "demo search",
      videoIds: videos.slice(0, 20).map((video) => video.videoId),
    });
    await page.goto(`${stack().webUrl}/analyses/results/${report.id}`);
    await page.getByRole("heading", { name: 'Results for "demo search"' }).waitFor();
    await poll(() => page.getByTestId("chart").count()).toBe(1);
    expect(await page.getByText(/Opportunity = 100 x/).count()).toBe(1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shootSchemes(page, "results-analysis-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await poll(() => page.getByTestId("chart").count()).toBe(1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shootSchemes(page, "results-analysis-375");
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
