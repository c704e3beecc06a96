// Channel and search-result analyses from YouTube pages, against the real API and the YouTube emulator:
// 'Analyze channel' on a channel page and in the watch panel opens the result on the website; on a
// search page 'Analyze these results' sends the page's result ids (no search.list) and shows the report,
// and the third Free use shows the quota message.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { CatalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, shootInThemes, websiteOrigin } from "./harness.ts";
import { openSignedInYouTube } from "./signed-in-youtube.ts";
import { apiRequests, resetApiRequests } from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;

beforeAll(async () => {
  ({ browser, site } = await openSignedInYouTube("page-analyses"));
});

afterAll(async () => {
  await browser?.close();
});

const searchPanel = (page: Page) => page.locator("vidinsight-page-analysis[data-kind=search]");

async function openSearch(query: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`);
  await searchPanel(page).locator(".results-panel").waitFor();
  return page;
}

test("search results: the page's result ids go to POST /analyses/results and the report shows; the third use is refused", async () => {
  await resetApiRequests();
  const page = await openSearch("tiny cabin");
  const shown = await page
    .locator("ytd-search ytd-video-renderer a#thumbnail")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("v")));
  await searchPanel(page).getByRole("button", { name: "Analyze these results (2 of 2 left today)" }).click();
  const report = searchPanel(page).locator("[data-testid=results-report]");
  await report.waitFor({ timeout: 60_000 });

  const sent = (await apiRequests()).filter((r) => r.path === "/analyses/results");
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ query: "tiny cabin", videoIds: shown });
  // No search.list: the API was asked about these ids only.
  const answer = sent[0]?.response as {
    id: string;
    result: { opportunity: { score: number }; videos: unknown[] };
  };
  expect(await report.locator("[data-testid=opportunity]").textContent()).toBe(
    String(Math.round(answer.result.opportunity.score)),
  );
  expect(await report.locator(".summary a").getAttribute("href")).toBe(
    `${websiteOrigin()}/analyses/${answer.id}`,
  );
  await page.close();

  const second = await openSearch("cabin build");
  await searchPanel(second)
    .getByRole("button", { name: "Analyze these results (1 of 2 left today)" })
    .click();
  await searchPanel(second).locator("[data-testid=results-report]").waitFor({ timeout: 60_000 });
  await second.close();

  const third = await openSearch("off grid");
  const quota = searchPanel(third).locator(".quota");
  await quota.waitFor();
  expect(await quota.textContent()).toMatch(/You have used your 2 result analyses for today/);
  expect(await quota.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
    `${websiteOrigin()}/pricing`,
  );
  // As on the website's card: the button stays in view, off, with its bare label.
  expect(
    await searchPanel(third).getByRole("button", { name: "Analyze these results", exact: true }).isDisabled(),
  ).toBe(true);
  expect(await quota.textContent()).toMatch(/^Daily limit reached/);
  await shootInThemes(third, "vidinsight-page-analysis[data-kind=search]", "extension-results-spent");
  await third.close();
});

test("'Analyze channel' on a channel page and in the watch panel opens the analysis on the website", async () => {
  const channel = site.catalog.channels[3]!;
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/${channel.handle}/videos`);
  const bar = page.locator("vidinsight-page-analysis[data-kind=channel]");
  await bar.waitFor();
  // Right under the channel's header.
  expect(await bar.evaluate((el) => el.previousElementSibling?.tagName)).toBe("YT-PAGE-HEADER-RENDERER");
  await resetApiRequests();
  const opened = browser.context.waitForEvent("page", { timeout: 60_000 });
  await bar.getByRole("button", { name: "Analyze channel" }).click();
  const result = await opened;
  const sent = (await apiRequests()).filter((r) => r.path === "/analyses/channel");
  expect(sent.map((r) => r.body)).toEqual([{ channel: channel.handle }]);
  const id = (sent[0]!.response as { id: string }).id;
  expect(result.url()).toBe(`${websiteOrigin()}/analyses/${id}`);
  await result.close();
  await page.close();

  // The watch panel's channel row: the second channel analysis of the day.
  const video = site.longVideo(4);
  const watch = await browser.context.newPage();
  await watch.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const row = watch.locator("vidinsight-watch-panel [data-testid=channel-row]");
  await row.getByRole("button", { name: "Analyze channel" }).waitFor();
  const second = browser.context.waitForEvent("page", { timeout: 60_000 });
  await row.getByRole("button", { name: "Analyze channel" }).click();
  expect((await second).url()).toMatch(new RegExp(`^${websiteOrigin()}/analyses/[0-9a-f-]{36}$`));
  await (await second).close();

  await watch.close();

  // A third channel: today's usage reaches the bar as it loads, so the spent allowance turns the button off
  // and the bar shows the message with Upgrade without a click.
  const third = await browser.context.newPage();
  await third.goto(`https://www.youtube.com/${site.catalog.channels[5]!.handle}`);
  const thirdBar = third.locator("vidinsight-page-analysis[data-kind=channel]");
  const analyze = thirdBar.getByRole("button", { name: "Analyze channel" });
  await analyze.waitFor();
  await expect.poll(() => analyze.isDisabled(), { timeout: 30_000 }).toBe(true);
  const quota = thirdBar.locator(".quota");
  await quota.waitFor({ timeout: 30_000 });
  expect(await quota.textContent()).toMatch(/channel analyses/);
  expect(await quota.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
    `${websiteOrigin()}/pricing`,
  );
  await third.close();
});
