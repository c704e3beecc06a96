import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  type ExtensionBrowser,
  launchWithExtension,
  routeWebsite,
  routeYouTube,
  websiteOrigin,
} from "./harness.ts";
import { createTestUser, type TestUser, userData } from "./stack.ts";

// A browser restart empties storage.session; the refresh token kept in the background's IndexedDB
// restores the session through the Auth emulator's Secure Token API (docs/decisions/extension-tokens.md).

let real: TestUser;
const profile = mkdtempSync(join(tmpdir(), "vi-e2e-restart-"));
let open: ExtensionBrowser | undefined;

beforeAll(async () => {
  real = await createTestUser("restart");
});

afterAll(async () => {
  await open?.close();
  rmSync(profile, { recursive: true, force: true });
});

async function launch(): Promise<ExtensionBrowser> {
  open = await launchWithExtension({ profile });
  await routeWebsite(open.context);
  await routeYouTube(open.context);
  return open;
}

async function restart(browser: ExtensionBrowser): Promise<ExtensionBrowser> {
  await browser.close();
  return launch();
}

async function postUser(browser: ExtensionBrowser, user: unknown): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(`${websiteOrigin()}/finishSignUp`);
  await page.evaluate((m) => window.postMessage(m, window.location.origin), { type: "VI_USER_DATA", user });
  await page.close();
}

/** What the extension's storage holds: the session's tokens and everything content scripts can read. */
async function storage(browser: ExtensionBrowser) {
  const worker = await browser.background();
  return worker.evaluate(async () => ({
    session: (await chrome.storage.session.get("credentials")).credentials as
      | { idToken: string; refreshToken: string }
      | undefined,
    local: JSON.stringify(await chrome.storage.local.get(null)),
  }));
}

async function popupOf(browser: ExtensionBrowser) {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  return popup;
}

test("signed in before a browser restart, still signed in after it (the API answers with a refreshed token); sign-out survives a restart too", async () => {
  let browser = await launch();
  await postUser(browser, userData(real));
  await expect.poll(async () => (await storage(browser)).session?.refreshToken).toBe(real.refreshToken);
  // The view is written last (after the IndexedDB copy): once it is there, closing the browser loses nothing.
  await expect.poll(async () => (await storage(browser)).local).toContain('"signedIn":true');

  browser = await restart(browser);
  // The popup's plan line comes from the API, which needs an ID token: the background minted it from the
  // refresh token in its IndexedDB, since storage.session started empty.
  const popup = await popupOf(browser);
  await popup.getByText(real.email).waitFor();
  await expect.poll(() => popup.getByTestId("plan").textContent(), { timeout: 30_000 }).toBe("PlanFree");
  const after = await storage(browser);
  expect(after.session?.idToken).toBeTruthy();
  expect(after.session?.idToken).not.toBe(real.idToken);
  // Content scripts' view of storage still holds no token.
  expect(after.local).not.toContain(real.refreshToken);
  expect(after.local).not.toContain(after.session?.idToken);
  expect(after.local).not.toContain(after.session?.refreshToken);
  await popup.close();
  // YouTube's origin (where content scripts' IndexedDB lives) has no such database.
  const watch = await browser.context.newPage();
  await watch.goto("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  const databases = await watch.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(databases).not.toContain("vidinsight-auth");
  await watch.close();

  // Signing out clears the IndexedDB copy: after the next restart the popup offers Sign in.
  await postUser(browser, null);
  await expect.poll(async () => (await storage(browser)).session).toBeUndefined();
  await expect.poll(async () => (await storage(browser)).local).not.toContain('"user"');
  browser = await restart(browser);
  const signedOut = await popupOf(browser);
  await signedOut.getByRole("link", { name: "Sign in" }).waitFor();
  expect((await storage(browser)).local).not.toContain('"user"');
  await signedOut.close();
});
