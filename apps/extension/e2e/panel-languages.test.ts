// The watch panel in the popup's language (issue 38): signed in, the language picked in the popup is
// stored with the account (PUT /user) and the panel on YouTube speaks it, German (long words) and
// Japanese (short, CJK); the account's language reaches the extension with the user (VI_USER_DATA).
// 375 px screenshots of the panel go to SCREENSHOT_DIR.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, routeYouTube, websiteOrigin } from "./harness.ts";
import { api, createTestUser, signInExtension, type TestUser, userData } from "./stack.ts";

const dir = process.env.SCREENSHOT_DIR || "/tmp/shots/issue38";
const CABIN = "aBcDeFgHiJk";
let browser: ExtensionBrowser;
let user: TestUser;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchWithExtension();
  await routeYouTube(browser.context);
  user = await createTestUser("panel-languages");
  await signInExtension(browser, user);
});

afterAll(async () => {
  await browser?.close();
});

async function pickInPopup(name: string): Promise<void> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.locator("select.language").selectOption({ label: name });
  await popup.waitForTimeout(300);
  await popup.close();
}

/** The English panel: its screenshot, the baseline the others are looked at against. */
test("the English panel at 375 px", async () => {
  const page = await panelIn("en", "Views", "Save");
  await page.close();
});

async function panelIn(language: string, views: string, save: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`https://www.youtube.com/watch?v=${CABIN}`);
  const panel = page.locator(`vidinsight-watch-panel[data-video-id="${CABIN}"]`);
  await panel.waitFor({ timeout: 15_000 });
  await expect.poll(() => panel.getAttribute("lang")).toBe(language);
  await panel.locator(".stat .label", { hasText: views }).first().waitFor();
  await panel.locator("button.save-button", { hasText: save }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await panel.screenshot({ path: join(dir, `panel-${language}-375.png`) });
  // Nothing of the panel is wider than its own box (a long German word, a row that does not wrap).
  const overflow = await panel.evaluate((host) => host.scrollWidth - host.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  return page;
}

test("the language picked in the popup is stored with the account and the watch panel speaks it", async () => {
  await pickInPopup("Deutsch");
  await expect
    .poll(
      async () =>
        (await api<{ userInfo: { language: string | null } }>(user, "GET", "/user")).userInfo.language,
    )
    .toBe("de");
  const german = await panelIn("de", "Aufrufe", "Speichern");
  expect(await german.locator("vidinsight-watch-panel .section-title").allTextContents()).toContain(
    "Transkript",
  );

  // Switched live: the open panel follows the popup.
  await pickInPopup("日本語");
  const panel = german.locator("vidinsight-watch-panel");
  await expect.poll(() => panel.getAttribute("lang")).toBe("ja");
  await panel.locator(".stat .label", { hasText: "再生回数" }).first().waitFor();
  await german.close();

  const japanese = await panelIn("ja", "再生回数", "保存");
  await japanese.close();
  expect((await api<{ userInfo: { language: string | null } }>(user, "GET", "/user")).userInfo.language).toBe(
    "ja",
  );
});

test("the account's language (picked on the website) reaches the extension with the user", async () => {
  await api(user, "PUT", "/user", { language: "fr" });
  const page = await browser.context.newPage();
  await page.goto(`${websiteOrigin()}/finishSignUp`);
  await page.evaluate((message) => window.postMessage(message, window.location.origin), {
    type: "VI_USER_DATA",
    user: { ...userData(user), language: "fr" },
  });
  const worker = await browser.background();
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.storage.local.get("language")).language), {
      timeout: 10_000,
    })
    .toBe("fr");
  await page.close();
  const french = await panelIn("fr", "Vues", "Enregistrer");
  await french.close();
});
