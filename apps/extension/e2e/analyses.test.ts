// The analyses in the extension against the real API and the YouTube emulator: comment ideas in the
// watch panel with the Free plan's daily allowance, and today's usage in the popup.
import { formatCount } from "@vi/format";
import type { CommentsAnalysis } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { CatalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, shootInThemes, websiteOrigin } from "./harness.ts";
import { openSignedInYouTube } from "./signed-in-youtube.ts";
import { api, apiRequests, resetApiRequests, type TestUser } from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;

beforeAll(async () => {
  ({ browser, site, user } = await openSignedInYouTube("analyses"));
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
  // Long videos with comments (the emulator leaves some videos without any, or with comments off).
  const now = Date.now();
  const videos = site.catalog.channels
    .flatMap((channel) => site.catalog.uploadsAt(channel, now).slice(0, 6))
    .filter((video) => !video.isShort && site.catalog.commentThreadsAt(video, now).length >= 20)
    .slice(0, 3);
  expect(videos).toHaveLength(3);

  for (const [index, video] of videos.slice(0, 2).entries()) {
    const page = await openWatch(video.id);
    const find = ideas(page).getByRole("button", { name: `Find ideas (${2 - index} of 2 left today)` });
    await find.click();
    const summary = ideas(page).locator("[data-testid=ideas-summary]");
    // The report, or a failure shown instead (named in the error, with what the API answered).
    await summary.or(ideas(page).locator(".notice, .quota")).waitFor({ timeout: 60_000 });
    if (!(await summary.isVisible())) {
      const asked = (await apiRequests()).filter((r) => r.path.startsWith("/analyses"));
      throw new Error(`no ideas: ${await ideas(page).textContent()} ${JSON.stringify(asked)}`);
    }
    // The panel shows the analysis the API stored: its count of comments read and its ideas, in order.
    const { analyses } = await api<{ analyses: { id: string; target: string }[] }>(
      user,
      "GET",
      "/analyses?kind=comments",
    );
    const stored = analyses.find((analysis) => analysis.target === video.id);
    expect(stored).toBeDefined();
    const { analysis } = await api<{ analysis: CommentsAnalysis }>(user, "GET", `/analysis?id=${stored!.id}`);
    expect(await summary.textContent()).toContain(
      `${formatCount(analysis.result.commentsRead)} comments read`,
    );
    expect(await ideas(page).locator(".idea .title-text").allTextContents()).toEqual(
      analysis.result.ideas.map((idea) => idea.title),
    );
    const first = ideas(page).locator(".idea").first();
    if (analysis.result.ideas[0]?.comments.length) {
      // Its supporting comments open on YouTube.
      await first.getByRole("button", { name: /^\d+ comments?$/ }).click();
      const href = await first.locator(".idea-comments a").first().getAttribute("href");
      expect(href).toBe(analysis.result.ideas[0].comments[0]!.url);
    }
    await page.close();
  }

  // The third video of the day: as on the website's card, the button is off with its bare label and the
  // quota message says 'Daily limit reached', names the allowance and links to pricing.
  await resetApiRequests();
  const page = await openWatch(videos[2]!.id);
  const quota = ideas(page).locator(".quota");
  await quota.waitFor();
  expect(await quota.textContent()).toMatch(
    /^Daily limit reachedYou have used your 2 comment analyses for today\. Resets at \d{1,2}:\d{2} [AP]M\.Upgrade$/,
  );
  expect(await quota.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
    `${websiteOrigin()}/pricing`,
  );
  const find = ideas(page).getByRole("button", { name: "Find ideas", exact: true });
  expect(await find.isDisabled()).toBe(true);
  expect(
    await ideas(page)
      .getByRole("button", { name: /left today/ })
      .count(),
  ).toBe(0);
  await shootInThemes(page, "vidinsight-watch-panel", "extension-comment-ideas-spent");
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
