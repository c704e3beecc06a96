// Save from the watch panel and the website's Saved Videos page, end to end: the real website (apps/web's
// production build, served by e2e/global-setup.ts at the extension's website origin) signs the user in through the Auth
// emulator and hands the session to the extension; the panel's Save goes through the real API; the
// website's /savedVideos lists the video; Remove in the panel takes it off the list.
import type { GetUserResponse } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube, websiteOrigin } from "./harness.ts";
import { api, createTestUser, emailedSignInLink, stack, type TestUser } from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;

beforeAll(async () => {
  site = catalogSite(stack().youtubeSeed);
  user = await createTestUser("saved");
  browser = await launchWithExtension();
  await routeYouTube(browser.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
});

afterAll(async () => {
  await browser?.close();
});

/** Signs in on the website with an emailed link, as a user would. */
async function signInOnWebsite(page: Page, email: string): Promise<void> {
  await page.goto(`${websiteOrigin()}/login`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await page.goto(await emailedSignInLink(email));
  await page.getByRole("heading", { name: "You're All Set!" }).waitFor({ timeout: 20_000 });
}

const storedEmail = async () => {
  const worker = await browser.background();
  return worker.evaluate(
    async () => ((await chrome.storage.local.get("user")).user as { email?: string } | undefined)?.email,
  );
};

const savedOnServer = async (videoId: string) =>
  (await api<GetUserResponse>(user, "GET", "/user")).userInfo.savedVideoIds[videoId] === true;

test("Save round-trips and appears on the website's Saved Videos; Remove in the panel takes it off", async () => {
  const video = site.longVideo(1);
  const website = await browser.context.newPage();
  await signInOnWebsite(website, user.email);
  // The website handed the session to the extension (VI_USER_DATA through its content script).
  await expect.poll(storedEmail, { timeout: 15_000 }).toBe(user.email);

  const watch = await browser.context.newPage();
  await watch.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const panel = watch.locator(`vidinsight-watch-panel[data-video-id="${video.id}"]`);
  await panel.locator(".panel:not([aria-busy])").waitFor({ timeout: 20_000 });
  const button = panel.locator(".save-button");
  expect(await button.textContent()).toBe("Save");
  await button.click();
  await expect.poll(() => button.textContent()).toBe("Saved");
  await expect.poll(() => savedOnServer(video.id)).toBe(true);

  // The website's Saved Videos lists it, with the title the API stored from YouTube.
  await website.goto(`${websiteOrigin()}/savedVideos`);
  const row = website.getByRole("row", {
    name: new RegExp(escapeRegExp(site.catalog.titleAt(video, Date.now()))),
  });
  await row.waitFor({ timeout: 20_000 });
  expect(await website.getByText(/^Total:/).textContent()).toBe("Total: 1");
  expect(
    await row
      .getByRole("link", { name: /opens in a new tab/ })
      .first()
      .getAttribute("href"),
  ).toContain(`v=${video.id}`);

  // The panel still says Saved after a reload (the stored user's saved set followed the API's answer).
  await watch.reload();
  await panel.locator(".save-button", { hasText: "Saved" }).waitFor({ timeout: 20_000 });

  // Unsaved from the extension: gone from the website after a reload.
  await button.click();
  await expect.poll(() => button.textContent()).toBe("Save");
  await expect.poll(() => savedOnServer(video.id)).toBe(false);
  await website.reload();
  await website.getByRole("heading", { name: "No saved videos yet" }).waitFor({ timeout: 20_000 });
  expect(await row.count()).toBe(0);
  await watch.close();
  await website.close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
