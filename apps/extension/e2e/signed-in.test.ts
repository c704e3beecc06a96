import { formatAge, formatCount, formatOutlier } from "@vi/format";
import { lifetimeVph } from "@vi/metrics";
import type { VideoInsight } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatBadgeOutlier } from "../content/badges/badge-element.ts";
import type { CatalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness.ts";
import { openSignedInYouTube } from "./signed-in-youtube.ts";
import {
  apiRequests,
  resetApiRequests,
  signInExtension,
  stack,
  type TestUser,
  waitForScores,
} from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;

beforeAll(async () => {
  ({ browser, site, user } = await openSignedInYouTube("panel"));
});

afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.locator("vidinsight-watch-panel");
const stat = (page: Page, label: string) =>
  panel(page)
    .locator(".stat", { has: page.locator(".label", { hasText: new RegExp(`^${label}$`) }) })
    .locator(".value");

async function openWatch(id: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${id}`);
  await page
    .locator(`vidinsight-watch-panel[data-video-id="${id}"] .panel:not([aria-busy])`)
    .waitFor({ timeout: 20_000 });
  return page;
}

test("the watch panel shows the API's outlier score, recent VPH, comments and subscribers, and the page's VPH", async () => {
  const video = site.longVideo(0);
  const insight = (await waitForScores(user, [video.id])).get(video.id)!;
  const page = await openWatch(video.id);

  const outlier = panel(page).locator("[data-testid=outlier] .value");
  expect(await outlier.textContent()).toBe(formatOutlier(insight.videoOutlier));
  expect(await stat(page, "Recent VPH").textContent()).toBe(formatCount(insight.recentVph));
  expect(await stat(page, "Comments").textContent()).toBe(formatCount(insight.videoCommentCount));
  expect(await stat(page, "Subscribers").textContent()).toBe(formatCount(insight.channelSubscriberCount));
  // VPH and views come from the page's own player response (the emulator's numbers at page load).
  const views = site.catalog.videoStatsAt(video, Date.now()).viewCount;
  expect(await stat(page, "Views").textContent()).toBe(formatCount(views));
  expect(await stat(page, "VPH").textContent()).toBe(
    formatCount(lifetimeVph(views, video.publishedAt, Date.now())),
  );
  expect(await stat(page, "Published").textContent()).toBe(formatAge(video.publishedAt, Date.now()));
  expect(await panel(page).locator(".chip").allTextContents()).toEqual(video.tags);

  // The formula shows on keyboard focus (and hover).
  const tip = panel(page).locator("[role=tooltip]");
  expect(await tip.isVisible()).toBe(false);
  await panel(page).locator(".score").focus();
  await expect.poll(() => tip.isVisible()).toBe(true);
  expect(await tip.textContent()).toContain(
    "median views of the channel's last 30 videos of the same format",
  );
  expect(await panel(page).getByText("Sign in to see outlier scores").count()).toBe(0);
  await page.close();
});

test("a 60-thumbnail home grid gets its badges from at most one insights request", async () => {
  const home = site.home(60);
  expect(home).toHaveLength(60);
  // A new browser profile: nothing cached yet, so all 60 thumbnails are new to the extension.
  const fresh = await launchWithExtension();
  await routeYouTube(fresh.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
  await signInExtension(fresh, user);
  await resetApiRequests();
  const page = await fresh.context.newPage();
  await page.goto("https://www.youtube.com/");
  const badges = page.locator("vidinsight-badge");
  await expect.poll(() => badges.count(), { timeout: 20_000 }).toBe(60);
  const insightRequests = (await apiRequests()).filter((r) => r.path === "/videos/insights");
  expect(insightRequests).toHaveLength(1);
  expect(new Set((insightRequests[0]!.body as { ids: string[] }).ids)).toEqual(
    new Set(home.map((v) => v.id)),
  );

  // Each badge shows what the API answered the extension for its video.
  const answered = insightRequests[0]!.response as { insights: VideoInsight[] };
  const answers = new Map(answered.insights.map((insight) => [insight.videoId, insight]));
  expect(answers.size).toBe(60);
  const shown = await badges.evaluateAll((hosts) =>
    hosts.map((host) => ({
      id: (host as HTMLElement).dataset.videoId!,
      text: [...host.children].map((part) => part.textContent).join(" "),
      inThumbnail: host.parentElement?.matches("a.yt-lockup-view-model__content-image") ?? false,
    })),
  );
  for (const badge of shown) {
    const insight = answers.get(badge.id)!;
    const expected = [
      ...(insight.videoOutlier === null ? [] : [formatBadgeOutlier(insight.videoOutlier)]),
      `${formatCount(insight.videoVph)} VPH`,
    ].join(" ");
    expect(badge).toEqual({ id: badge.id, text: expected, inThumbnail: true });
  }
  await fresh.close();
});

test("navigating to a second video (YouTube SPA) replaces the panel with the second video's numbers", async () => {
  const first = site.longVideo(2);
  const second = site.longVideo(3);
  site.linkRelated(first.id, second.id);
  const scores = await waitForScores(user, [first.id, second.id]);
  const page = await openWatch(first.id);
  await page.locator(`#related a.yt-lockup-metadata-view-model__title[href="/watch?v=${second.id}"]`).click();
  await page
    .locator(`vidinsight-watch-panel[data-video-id="${second.id}"] .panel:not([aria-busy])`)
    .waitFor();
  expect(page.url()).toBe(`https://www.youtube.com/watch?v=${second.id}`);
  expect(await panel(page).count()).toBe(1);
  expect(await panel(page).locator("[data-testid=outlier] .value").textContent()).toBe(
    formatOutlier(scores.get(second.id)!.videoOutlier),
  );
  expect(await panel(page).locator(".chip").allTextContents()).toEqual(second.tags);
  await page.close();
});
