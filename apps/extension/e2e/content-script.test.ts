import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness.ts";

let browser: ExtensionBrowser;

beforeAll(async () => {
  browser = await launchWithExtension();
  await routeYouTube(browser.context);
});

afterAll(async () => {
  await browser?.close();
});

test("the content script runs on a YouTube watch page served from a fixture", async () => {
  const page = await browser.context.newPage();
  await page.goto("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  const host = page.locator("vidinsight-watch-panel");
  await host.waitFor({ state: "attached", timeout: 10_000 });
  // The panel sits right under the video title.
  const previous = await host.evaluate((el) => el.previousElementSibling?.id);
  expect(previous).toBe("title");
});
