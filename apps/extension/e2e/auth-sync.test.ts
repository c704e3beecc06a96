import type { ViUserData } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import {
  type ExtensionBrowser,
  launchWithExtension,
  routeWebsite,
  routeYouTube,
  websiteOrigin,
} from "./harness.ts";
import { createTestUser, type TestUser, userData } from "./stack.ts";

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
// Shaped like a Firebase ID token (the API refuses it; the extension decodes it to show the email). Not
// expired, so the background never tries to refresh it (a refused refresh would sign the user out).
const exp = Math.floor(Date.now() / 1000) + 3600;
const idToken = `${base64url({ alg: "RS256", kid: "k1" })}.${base64url({ email: "creator@example.com", sub: "uid-1", exp })}.c2ln`;

const USER: ViUserData = {
  idToken,
  refreshToken: "refresh-token-1",
  savedVideoIds: { aBcDeFgHiJk: true },
  isAdmin: false,
  youtubeAccounts: [{ channelId: "UCabcdefghijklmnopqrstuv", title: "Creator Lab", subscriptions: [] }],
  currentAccount: { channelId: "UCabcdefghijklmnopqrstuv", title: "Creator Lab", subscriptions: [] },
};

/** Another port of the same host: a different origin, which the extension must not trust. */
const impostorOrigin = () => `http://localhost:${Number(new URL(websiteOrigin()).port) + 1}`;

let browser: ExtensionBrowser;
/** A real Auth emulator user, for the tests where the extension calls the API with the token. */
let real: TestUser;

beforeAll(async () => {
  real = await createTestUser("sync");
  browser = await launchWithExtension();
  await routeWebsite(browser.context);
  await routeWebsite(browser.context, impostorOrigin());
  await routeYouTube(browser.context);
});

beforeEach(async () => {
  const worker = await browser.background();
  await worker.evaluate(async () => {
    await chrome.storage.local.clear();
    await chrome.storage.session.clear();
  });
});

afterAll(async () => {
  await browser?.close();
});

/** The user as the background knows it: the token-free view (storage.local) with the tokens (storage.session). */
async function storedUser(): Promise<unknown> {
  const worker = await browser.background();
  return worker.evaluate(async () => {
    const view = (await chrome.storage.local.get("user")).user as Record<string, unknown> | undefined;
    const credentials = (await chrome.storage.session.get("credentials")).credentials as object | undefined;
    if (!view) return null;
    const { signedIn: _signedIn, email: _email, ...rest } = view;
    return { ...rest, ...credentials };
  });
}

async function openWebsite(origin = websiteOrigin()): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${origin}/finishSignUp`);
  return page;
}

async function post(page: Page, message: unknown): Promise<void> {
  await page.evaluate((m) => window.postMessage(m, window.location.origin), message);
}

test("the website's VI_USER_DATA is stored, and a null user clears it", async () => {
  const page = await openWebsite();
  await post(page, { type: "VI_USER_DATA", user: USER });
  await expect.poll(storedUser).toEqual(USER);
  await post(page, { type: "VI_USER_DATA", user: null });
  await expect.poll(storedUser).toBeNull();
  await page.close();
});

test("no token reaches what YouTube's content scripts can read: storage.local holds the view, storage.session the tokens", async () => {
  const page = await openWebsite();
  await post(page, { type: "VI_USER_DATA", user: USER });
  await expect.poll(storedUser).toEqual(USER);
  const worker = await browser.background();
  // A content script can read all of storage.local; this is its view of storage.
  const local = await worker.evaluate(async () => JSON.stringify(await chrome.storage.local.get(null)));
  expect(local).not.toContain(USER.refreshToken);
  expect(local).not.toContain(USER.idToken);
  expect(JSON.parse(local).user).toMatchObject({ signedIn: true, savedVideoIds: USER.savedVideoIds });
  await page.close();
});

test("messages from another origin, from a frame, or malformed are ignored", async () => {
  const impostor = await openWebsite(impostorOrigin());
  await post(impostor, { type: "VI_USER_DATA", user: USER });

  const site = await openWebsite();
  // Same-origin iframe posting to the top window: event.source is the frame, not the window.
  await site.evaluate(
    (m) => {
      const frame = document.querySelector<HTMLIFrameElement>("#embedded")!;
      // eval inside the frame, so the frame (not the top window) is the sender.
      (frame.contentWindow as Window & { eval(code: string): unknown }).eval(
        `parent.postMessage(${JSON.stringify(m)}, "*")`,
      );
    },
    { type: "VI_USER_DATA", user: USER },
  );
  await post(site, { type: "VI_USER_DATA", user: { ...USER, idToken: "" } });
  await post(site, { type: "VI_USER_DATA" });

  // A valid message afterwards proves the listener was alive the whole time.
  await site.waitForTimeout(500);
  expect(await storedUser()).toBeNull();
  await post(site, { type: "VI_USER_DATA", user: { ...USER, refreshToken: "refresh-token-2" } });
  await expect.poll(storedUser).toMatchObject({ refreshToken: "refresh-token-2" });
  await impostor.close();
  await site.close();
});

test("the popup shows the signed-in email and plan, or a Sign in link to the website", async () => {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const signIn = popup.getByRole("link", { name: "Sign in" });
  await signIn.waitFor();
  expect(await signIn.getAttribute("href")).toBe(`${websiteOrigin()}/login`);

  const site = await openWebsite();
  await post(site, { type: "VI_USER_DATA", user: userData(real) });
  // The open popup updates live from storage; the plan comes from the API's user record.
  await popup.getByText(real.email).waitFor();
  await expect.poll(() => popup.getByTestId("plan").textContent()).toBe("PlanFree");
  expect(await popup.getByRole("link", { name: "Saved Videos" }).getAttribute("href")).toBe(
    `${websiteOrigin()}/savedVideos`,
  );
  await post(site, { type: "VI_USER_DATA", user: null });
  await signIn.waitFor();
  await site.close();
  await popup.close();
});

test("the email comes from the ID token when the website did not send one", async () => {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const site = await openWebsite();
  await post(site, { type: "VI_USER_DATA", user: USER });
  await popup.getByText("creator@example.com").waitFor();
  // The API refused the token: no plan line, and the user stays signed in.
  await popup.waitForTimeout(500);
  expect(await popup.getByTestId("plan").count()).toBe(0);
  expect(await popup.getByText("creator@example.com").count()).toBe(1);
  await site.close();
  await popup.close();
});

test("switching the watch panel off in the popup removes it from an open watch page, and back on", async () => {
  const site = await openWebsite();
  await post(site, { type: "VI_USER_DATA", user: userData(real) });
  await site.close();
  const watch = await browser.context.newPage();
  await watch.goto("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  const panel = watch.locator("vidinsight-watch-panel");
  await panel.waitFor();

  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const toggle = popup.getByRole("switch", { name: /Watch page panel/ });
  await expect.poll(() => toggle.isChecked()).toBe(true);
  await toggle.click();
  await panel.waitFor({ state: "detached" });

  await toggle.click();
  await panel.waitFor();
  expect(await watch.locator("vidinsight-watch-panel .chip").count()).toBe(6);
  await popup.close();
  await watch.close();
});
