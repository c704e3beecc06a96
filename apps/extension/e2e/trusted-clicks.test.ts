// Issue 28, #11: a script of the YouTube page clicked the panel's Save and Find ideas (a video saved, a use
// spent). This build opens the shadow roots so the script can reach the buttons (wxt.e2e.config.ts; the
// production build closes them): its clicks, made in the page's own world, must still do nothing, while
// Playwright's clicks (real input events, trusted) keep working.
import type { GetUserResponse, UsageResponse } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { CatalogSite } from "./catalog-site.ts";
import type { ExtensionBrowser } from "./harness.ts";
import { openSignedInYouTube } from "./signed-in-youtube.ts";
import { api, apiRequests, resetApiRequests, type TestUser } from "./stack.ts";

let browser: ExtensionBrowser;
let site: CatalogSite;
let user: TestUser;

beforeAll(async () => {
  ({ browser, site, user } = await openSignedInYouTube("trusted"));
});

afterAll(async () => {
  await browser?.close();
});

/** Clicks, from the page's main world, the panel button whose text starts with `label`. */
const pageScriptClicks = (page: Page, label: string) =>
  page.evaluate((text) => {
    const host = document.querySelector("vidinsight-watch-panel");
    const buttons = [...(host?.shadowRoot?.querySelectorAll("button") ?? [])];
    const target = buttons.find((button) => button.textContent?.trim().startsWith(text));
    if (!target) return false;
    target.click();
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
    return true;
  }, label);

test("a page script's clicks on Save and Find ideas save nothing and spend nothing", async () => {
  const now = Date.now();
  const video = site.catalog.channels
    .flatMap((channel) => site.catalog.uploadsAt(channel, now).slice(0, 6))
    .find((candidate) => !candidate.isShort && site.catalog.commentThreadsAt(candidate, now).length >= 20);
  if (!video) throw new Error("the catalog has no long video with comments");
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const panel = page.locator(`vidinsight-watch-panel[data-video-id="${video.id}"]`);
  await panel.locator(".panel:not([aria-busy])").waitFor({ timeout: 20_000 });
  await panel.getByRole("button", { name: /^Find ideas/ }).waitFor();
  await resetApiRequests();

  // The script finds both buttons (this build's roots are open) and clicks them every way it can.
  expect(await pageScriptClicks(page, "Save")).toBe(true);
  expect(await pageScriptClicks(page, "Find ideas")).toBe(true);
  // Give a (wrongly) accepted click time to reach the API before looking.
  await page.waitForTimeout(1_500);
  expect(await panel.locator(".save-button").textContent()).toBe("Save");
  const spent = (await apiRequests()).filter(
    (request) => request.path.startsWith("/savedVideos") || request.path.startsWith("/analyses"),
  );
  expect(spent).toEqual([]);
  expect((await api<GetUserResponse>(user, "GET", "/user")).userInfo.savedVideoIds[video.id]).toBeUndefined();
  const usage = await api<UsageResponse>(user, "GET", "/usage");
  expect(usage.usage.comments.used).toBe(0);

  // The user's own click (a real input event) saves.
  await panel.locator(".save-button").click();
  await expect.poll(() => panel.locator(".save-button").textContent()).toBe("Saved");
}, 120_000);
