import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness";

const dir = process.env.SCREENSHOT_DIR || "/tmp/shots";
const SAMPLE_USER = {
  idToken: "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImNyZWF0b3JAZXhhbXBsZS5jb20ifQ.c2ln",
  refreshToken: "refresh",
  savedVideoIds: {},
  isAdmin: false,
  youtubeAccounts: [],
  currentAccount: null,
};
let browser: ExtensionBrowser;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchWithExtension();
  await routeYouTube(browser.context);
});

afterAll(async () => {
  await browser?.close();
});

for (const theme of ["light", "dark"] as const) {
  for (const id of ["aBcDeFgHiJk", "ZyXwVuTsRqP"]) {
    test(`watch panel, ${theme}, ${id}`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1400, height: 1000 });
      await page.goto(`https://www.youtube.com/watch?v=${id}`);
      if (theme === "dark") await page.evaluate(() => document.documentElement.setAttribute("dark", ""));
      await page.locator(`vidinsight-watch-panel[data-video-id="${id}"] .panel`).waitFor();
      await page.evaluate(() => document.fonts.ready);
      // Scroll so the title, the panel and the owner row are in view, as a viewer would see them.
      await page.evaluate(() =>
        window.scrollTo(0, document.querySelector("#below")!.getBoundingClientRect().top - 220),
      );
      await page.screenshot({ path: join(dir, `watch-panel-${theme}-${id}.png`) });
      await page
        .locator("ytd-watch-metadata")
        .screenshot({ path: join(dir, `watch-panel-${theme}-${id}-closeup.png`) });
      await page.close();
    });
  }
}

for (const scheme of ["light", "dark"] as const) {
  for (const signedIn of [false, true]) {
    test(`popup, ${scheme}, ${signedIn ? "signed in" : "signed out"}`, async () => {
      const worker = await browser.background();
      await worker.evaluate(
        (user) => (user ? chrome.storage.local.set({ user }) : chrome.storage.local.clear()),
        signedIn ? SAMPLE_USER : null,
      );
      const page = await browser.context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 320, height: 420 });
      await page.goto(`chrome-extension://${browser.extensionId}/popup.html`);
      await page.getByText(signedIn ? "creator@example.com" : "Sign in", { exact: true }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page
        .locator("main")
        .screenshot({ path: join(dir, `popup-${scheme}-${signedIn ? "signed-in" : "signed-out"}.png`) });
      await page.close();
    });
  }
}
