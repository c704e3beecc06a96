// The history end to end: before the API started, a channel's last days were replayed with the YouTube
// emulator's clock advanced hour by hour and the real refresh job run at each step (global setup,
// apps/api/scripts/seed-history.ts). Its retitled video then shows, in the watch panel, the line 'At N
// hours/days: X.Xx this channel's usual start' with a sparkline against the typical band, and on the
// website's /videos/:id page the views curve, the band, the outlier at age and the title change with
// before and after. Screenshots (SHOTS_DIR) of the page at 1280 and 375 px in both colour schemes.
import { mkdirSync } from "node:fs";
import { formatStartRatio } from "@vi/format";
import type { VideoHistoryResponse } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { CatalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, websiteOrigin } from "./harness.ts";
import { openSignedInYouTube } from "./signed-in-youtube.ts";
import { api, emailedSignInLink, stack, type TestUser } from "./stack.ts";

const shotsDir = process.env.SHOTS_DIR;
let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;
let videoId: string;
let history: VideoHistoryResponse;

beforeAll(async () => {
  ({ browser, site, user } = await openSignedInYouTube("history"));
  const replayed = stack().history.videos.find((video) => video.retitled);
  if (!replayed) throw new Error("the history replay has no retitled video");
  videoId = replayed.videoId;
  history = await api<VideoHistoryResponse>(user, "GET", `/videos/history?videoId=${videoId}`);
});

afterAll(async () => {
  await browser?.close();
});

test("the replayed video has hourly snapshots through its first 48 hours and an outlier at age", () => {
  const published = Date.parse(history.video.publishedAt);
  const early = history.snapshots.filter((s) => Date.parse(s.at) - published <= 48 * 3_600_000);
  expect(early.length).toBeGreaterThanOrEqual(40);
  expect(history.video.outlierAtAgeSample).toBeGreaterThanOrEqual(5);
  expect(history.video.outlierAtAge).not.toBeNull();
  expect(history.changes.map((change) => change.kind)).toContain("title");
});

test("the watch panel says how the video compares with the channel's usual start, with a sparkline", async () => {
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${videoId}`);
  const line = page.locator("vidinsight-watch-panel [data-testid=history-line]");
  await line.waitFor({ timeout: 30_000 });
  // The panel and the API agree (the figure is the stored one, at the video's last refresh).
  const now = await api<VideoHistoryResponse>(user, "GET", `/videos/history?videoId=${videoId}`);
  expect(await line.textContent()).toMatch(
    new RegExp(
      `^At \\d+ (hours|days): ${formatStartRatio(now.video.outlierAtAge!).replace(".", "\\.")} this channel's usual start$`,
    ),
  );
  const sparkline = page.locator("vidinsight-watch-panel .sparkline svg");
  expect(await sparkline.getAttribute("aria-label")).toMatch(/against the channel's usual start$/);
  expect(await page.locator("vidinsight-watch-panel .sparkline .band").count()).toBe(1);
  expect(await page.locator("vidinsight-watch-panel .sparkline .views").getAttribute("d")).toMatch(
    /^M[\d.,]+(L[\d.,]+){10,}$/,
  );
  const full = page.locator("vidinsight-watch-panel .history a", { hasText: "Full history" });
  expect(await full.getAttribute("href")).toBe(`${websiteOrigin()}/videos/${videoId}`);
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    await page
      .locator("vidinsight-watch-panel [data-slot=history]")
      .screenshot({ path: `${shotsDir}/panel-history.png` });
  }
  await page.close();
});

async function signInOnWebsite(page: Page, email: string): Promise<void> {
  await page.goto(`${websiteOrigin()}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await page.goto(await emailedSignInLink(email));
  await page.getByRole("heading", { name: "You're All Set!" }).waitFor({ timeout: 20_000 });
}

test("the website's video page draws the curve against the band, with the title change and the numbers", async () => {
  // The real website this time (signing the extension in served a stand-in for it).
  await browser.context.unroute(`${websiteOrigin()}/**`);
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  // The website takes the session the extension holds (signed in at the start); else sign in by email link.
  await page.goto(`${websiteOrigin()}/videos/${videoId}`);
  const chart = page.getByTestId("views-chart");
  const signedOut = page.getByText("Authentication Required");
  await Promise.race([chart.waitFor({ timeout: 30_000 }), signedOut.waitFor({ timeout: 30_000 })]).catch(
    async (error: unknown) => {
      await page.screenshot({ path: `${shotsDir ?? "/tmp"}/video-history-failed.png`, fullPage: true });
      throw new Error(
        `neither the chart nor the sign-in message: ${await page.locator("main").textContent()}`,
        {
          cause: error,
        },
      );
    },
  );
  if (await signedOut.isVisible()) {
    await signInOnWebsite(page, user.email);
    await page.goto(`${websiteOrigin()}/videos/${videoId}`);
  }
  await chart.locator("canvas").waitFor({ timeout: 30_000 });
  // The band follows once the channel's curve has loaded (a second request).
  await expect
    .poll(() => chart.getAttribute("aria-label"), { timeout: 15_000 })
    .toMatch(/against the channel's median and middle half/);
  expect(
    await chart.locator("canvas").evaluate((canvas) => (canvas as HTMLCanvasElement).width),
  ).toBeGreaterThan(300);
  expect(await page.getByTestId("outlier-at-age").textContent()).toMatch(
    /^At \d+ (hours|days): \d+\.\dx this channel's usual start$/,
  );

  // The title change with before and after, as the catalog retitled it.
  const video = site.catalog.videoById(videoId, Date.now())!;
  const original = site.catalog.titleAt(video, video.publishedAt);
  const retitled = site.catalog.titleAt(video, Date.now());
  expect(original).not.toBe(retitled);
  const changes = page.getByRole("region", { name: "Title and thumbnail changes" });
  expect(await changes.getByText(original, { exact: true }).count()).toBe(1);
  expect(await changes.getByText(retitled, { exact: true }).count()).toBe(1);

  // The numbers: the usual start has a median where 5 or more of the channel's videos reached the age.
  const rows = page.getByRole("table", { name: /usual start at each age/ }).getByRole("row");
  expect(await rows.count()).toBe(10);
  expect(await rows.nth(5).getByRole("cell").nth(1).textContent()).toMatch(/^\d+(\.\d)?[KM]?$/);

  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.waitForTimeout(300);
      for (const colorScheme of ["dark", "light"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.screenshot({
          path: `${shotsDir}/video-history-${width}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
  }
  await page.close();
});
