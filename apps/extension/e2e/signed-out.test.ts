import { formatCount } from "@vi/format";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseAgeHours, parseBareCount, parseViewsText } from "../content/badges/card-metadata.ts";
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube, websiteOrigin } from "./harness.ts";
import { apiRequests, resetApiRequests, stack } from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;

beforeAll(async () => {
  site = catalogSite(stack().youtubeSeed);
  browser = await launchWithExtension();
  await routeYouTube(browser.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
});

afterAll(async () => {
  await browser?.close();
});

test("signed out: the panel invites to sign in, tags and VPH still work, and the API is never called", async () => {
  await resetApiRequests();
  const video = site.longVideo(4);
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const panel = page.locator(`vidinsight-watch-panel[data-video-id="${video.id}"]`);
  await panel.locator(".panel").waitFor();
  const signIn = panel.getByRole("link", { name: "Sign in to see outlier scores" });
  expect(await signIn.getAttribute("href")).toBe(`${websiteOrigin()}/login`);
  // Save leads to sign-in too (a link, not the toggle that would call the API).
  const save = panel.getByRole("link", { name: "Save" });
  expect(await save.getAttribute("href")).toBe(`${websiteOrigin()}/login`);
  expect(await panel.getByRole("button", { name: /^Saved?$/ }).count()).toBe(0);
  expect(await panel.locator(".chip").allTextContents()).toEqual(video.tags);
  expect(await panel.locator(".stat", { hasText: "VPH" }).first().locator(".value").textContent()).not.toBe(
    "-",
  );
  await page.close();
  expect((await apiRequests()).filter((r) => r.path === "/videos/insights")).toEqual([]);
});

test("signed out: home badges show the VPH the card's own views and date give, no outlier score", async () => {
  await resetApiRequests();
  const page = await browser.context.newPage();
  await page.goto("https://www.youtube.com/");
  const badges = page.locator("vidinsight-badge");
  await expect.poll(() => badges.count()).toBe(60);
  const shown = await badges.evaluateAll((hosts) =>
    hosts.map((host) => {
      const card = host.closest("yt-lockup-view-model")!;
      const row = [...card.querySelectorAll(".yt-content-metadata-view-model__metadata-row")].at(-1)!;
      return {
        text: [...host.children].map((part) => part.textContent).join(" "),
        cardText: [...row.querySelectorAll("span")].map((s) => s.textContent ?? ""),
      };
    }),
  );
  for (const { text, cardText } of shown) {
    const [viewsText = "", , ageText = ""] = cardText;
    const views = parseViewsText(viewsText)!;
    const hours = parseAgeHours(ageText)!;
    expect(text).toBe(`${formatCount(views / Math.max(1, hours))} VPH`);
  }
  expect((await apiRequests()).filter((r) => r.path === "/videos/insights")).toEqual([]);
  await page.close();
});

test("signed out, YouTube's 2026 home markup: cards get the VPH of their own views and date; the upcoming premiere none", async () => {
  await resetApiRequests();
  const upcoming = site.upcomingVideo();
  const page = await browser.context.newPage();
  await page.goto("https://www.youtube.com/feed/2026");
  // The cards that have aired: no LIVE badge, no "Notify me" toggle.
  const aired = await page
    .locator("yt-lockup-view-model")
    .evaluateAll(
      (cards) =>
        cards.filter(
          (card) =>
            !card.querySelector(
              ".ytBadgeShapeThumbnailLive, lockup-attachments-view-model toggle-button-view-model",
            ),
        ).length,
    );
  expect(aired).toBeGreaterThanOrEqual(59);
  const badges = page.locator("vidinsight-badge");
  await expect.poll(() => badges.count()).toBe(aired);
  const shown = await badges.evaluateAll((hosts) =>
    hosts.map((host) => {
      const card = host.closest("yt-lockup-view-model")!;
      const row = [...card.querySelectorAll("div.ytContentMetadataViewModelMetadataRow")].at(-1)!;
      return {
        text: [...host.children].map((part) => part.textContent).join(" "),
        cardText: [...row.querySelectorAll("span.ytContentMetadataViewModelMetadataText")].map(
          (span) => span.textContent ?? "",
        ),
      };
    }),
  );
  for (const { text, cardText } of shown) {
    const [viewsText = "", ageText = ""] = cardText;
    const views = parseViewsText(viewsText)!;
    const hours = parseAgeHours(ageText)!;
    expect(text).toBe(`${formatCount(views / Math.max(1, hours))} VPH`);
  }
  const upcomingCard = page.locator(`yt-lockup-view-model:has(a[href="/watch?v=${upcoming.id}"])`);
  expect(await upcomingCard.getByText("Notify me").count()).toBe(1);
  expect(await upcomingCard.locator("vidinsight-badge").count()).toBe(0);
  expect((await apiRequests()).filter((r) => r.path === "/videos/insights")).toEqual([]);
  await page.close();
});

test("signed out, cards as YouTube prints them since late September 2026 ('1.1M', '6d ago'): home and search get their VPH", async () => {
  await resetApiRequests();
  const page = await browser.context.newPage();
  await page.goto("https://www.youtube.com/feed/2026-10");
  const badges = page.locator("vidinsight-badge");
  // The cards that have aired: no LIVE badge, no "Notify me" toggle.
  const aired = await page
    .locator("yt-lockup-view-model")
    .evaluateAll(
      (cards) =>
        cards.filter(
          (card) =>
            !card.querySelector(
              ".ytBadgeShapeThumbnailLive, lockup-attachments-view-model toggle-button-view-model",
            ),
        ).length,
    );
  expect(aired).toBeGreaterThanOrEqual(59);
  await expect.poll(() => badges.count()).toBe(aired);
  const home = await badges.evaluateAll((hosts) =>
    hosts.map((host) => {
      const card = host.closest("yt-lockup-view-model")!;
      const row = [...card.querySelectorAll("div.ytContentMetadataViewModelMetadataRow")].at(-1)!;
      const [views, age] = [...row.querySelectorAll("span.ytContentMetadataViewModelMetadataText")];
      return {
        text: [...host.children].map((part) => part.textContent).join(" "),
        shown: [views?.textContent ?? "", age?.textContent ?? ""],
        labels: [views?.getAttribute("aria-label") ?? "", age?.getAttribute("aria-label") ?? ""],
      };
    }),
  );
  for (const { text, shown, labels } of home) {
    expect(shown[0]).not.toMatch(/views?$/); // the abbreviated form, as on YouTube
    const views = parseViewsText(labels[0]!)!;
    const hours = parseAgeHours(labels[1]!)!;
    expect(text).toBe(`${formatCount(views / Math.max(1, hours))} VPH`);
  }

  await page.goto("https://www.youtube.com/results?search_query=cabin&vi_cards=2026-10");
  await expect.poll(() => badges.count()).toBe(20);
  const search = await badges.evaluateAll((hosts) =>
    hosts.map((host) => ({
      text: [...host.children].map((part) => part.textContent).join(" "),
      line: [...host.closest("ytd-video-renderer")!.querySelectorAll('[id="metadata-line"] span')].map(
        (span) => span.textContent ?? "",
      ),
    })),
  );
  for (const { text, line } of search) {
    const [viewsText = "", ageText = ""] = line;
    expect(parseViewsText(viewsText)).toBeNull(); // "193K": no word, no aria-label
    const views = parseBareCount(viewsText)!;
    const hours = parseAgeHours(ageText)!;
    expect(text).toBe(`${formatCount(views / Math.max(1, hours))} VPH`);
  }
  expect((await apiRequests()).filter((r) => r.path === "/videos/insights")).toEqual([]);
  await page.close();
});

test("an upcoming premiere's watch panel says Scheduled, with no VPH or outlier score", async () => {
  const video = site.upcomingVideo();
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const panel = page.locator(`vidinsight-watch-panel[data-video-id="${video.id}"]`);
  await panel.locator(".panel").waitFor();
  const published = panel.locator(".stat", { has: page.locator(".label", { hasText: /^Published$/ }) });
  expect(await published.locator(".value").textContent()).toBe("Scheduled");
  expect(await panel.locator(".stat .label", { hasText: /VPH/ }).count()).toBe(0);
  expect(await panel.locator("[data-testid=outlier]").count()).toBe(0);
  await page.close();
});

test("the badge toggle in the popup removes and restores badges on an open page, without a reload", async () => {
  const page = await browser.context.newPage();
  await page.goto("https://www.youtube.com/results?search_query=how+to");
  const badges = page.locator("vidinsight-badge");
  await expect.poll(() => badges.count()).toBeGreaterThan(10);
  const count = await badges.count();
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const toggle = popup.getByRole("switch", { name: /Thumbnail badges/ });
  await expect.poll(() => toggle.isChecked()).toBe(true);
  await toggle.click();
  await expect.poll(() => badges.count()).toBe(0);
  await toggle.click();
  await expect.poll(() => badges.count()).toBe(count);
  await popup.close();
  await page.close();
});
