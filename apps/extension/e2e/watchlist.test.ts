// The watchlist from YouTube pages, against the real API: 'Watch channel' on a channel page and in the
// watch panel follows the channel (POST /watchlist with the page's reference), the popup's switches of
// the breakout count and notifications, and the background's breakout check leaving the icon without a
// count while there is no breakout (the count itself: test/unit/breakouts.test.ts and the API's
// acceptance test, src/watchlist/acceptance.test.ts).
import { afterAll, beforeAll, expect, test } from "vitest";
import type { CatalogSite } from "./catalog-site.ts";
import type { ExtensionBrowser } from "./harness.ts";
import { openSignedInYouTube } from "./signed-in-youtube.ts";
import { apiRequests, resetApiRequests } from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;

beforeAll(async () => {
  ({ browser, site } = await openSignedInYouTube("watchlist"));
});

afterAll(async () => {
  await browser?.close();
});

test("'Watch channel' on a channel page and in the watch panel follows the channel", async () => {
  const channel = site.catalog.channels[3]!;
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/${channel.handle}/videos`);
  const bar = page.locator("vidinsight-page-analysis[data-kind=channel]");
  await bar.waitFor();
  await resetApiRequests();
  await bar.getByRole("button", { name: "Watch channel" }).click();
  await bar.getByText("On your watchlist.").waitFor({ timeout: 30_000 });
  expect(await bar.getByRole("button", { name: "Watching" }).isDisabled()).toBe(true);
  const sent = (await apiRequests()).filter((r) => r.path === "/watchlist");
  expect(sent.map((r) => r.body)).toEqual([{ channel: channel.handle }]);
  await page.close();

  const video = site.longVideo(4);
  const watch = await browser.context.newPage();
  await watch.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const row = watch.locator("vidinsight-watch-panel [data-testid=channel-row]");
  await row.getByRole("button", { name: "Watch channel" }).click();
  await row.getByText("On your watchlist.").waitFor({ timeout: 30_000 });
  await watch.close();
});

test("the popup switches the breakout count and notifications; no breakout, no count", async () => {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const count = popup.getByRole("switch", { name: /Breakout count/ });
  const notes = popup.getByRole("switch", { name: /Breakout notifications/ });
  await count.waitFor();
  expect(await count.isChecked()).toBe(true);
  expect(await notes.isChecked()).toBe(true);
  await count.click();
  const worker = await browser.background();
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const stored = await chrome.storage.local.get("settings");
        return (stored.settings as { breakoutBadge?: boolean } | undefined)?.breakoutBadge;
      }),
    )
    .toBe(false);
  expect(await worker.evaluate(() => chrome.action.getBadgeText({}))).toBe("");
  await popup.close();
});
