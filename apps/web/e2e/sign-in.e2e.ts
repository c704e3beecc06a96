// Sign-in against the Auth emulator and the API: the email link (with and without the stored email),
// Google's pop-up, the messages to the extension, sign-out.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailedSignInLink,
  extensionMessages,
  recordExtensionMessages,
  requestSignInLink,
  serveGapiOffline,
  stack,
  uniqueEmail,
  waitForUserData,
} from "./auth-stack.ts";
import { launchChromium } from "./harness.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("email-link sign-in", () => {
  it("sends a link, signs in with it, creates the user record and tells the extension", async () => {
    const context = await browser.newContext();
    await recordExtensionMessages(context);
    const page = await context.newPage();
    const email = uniqueEmail("link");

    await page.goto(`${stack().webUrl}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Continue with Email" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("emailForSignIn"))).toBe(email);

    const link = await emailedSignInLink(email);
    await page.goto(link);
    await page.getByRole("heading", { name: "You're All Set!" }).waitFor();
    expect(await page.getByRole("link", { name: "Return to YouTube" }).getAttribute("href")).toBe(
      "https://www.youtube.com/",
    );
    // The stored email is used once, then removed; the code leaves the address bar.
    expect(await page.evaluate(() => localStorage.getItem("emailForSignIn"))).toBeNull();
    expect(new URL(page.url()).search).toBe("");

    await waitForUserData(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Account" }).waitFor();
    expect(await nav.getByRole("link", { name: "Login" }).count()).toBe(0);

    // The record was created by POST /user: GET /user now answers with it.
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem("vi:userData") ?? "null"));
    expect(cached.userInfo).toMatchObject({ email, isAdmin: false, isBetaTester: false, savedVideoIds: {} });

    await expect
      .poll(async () => (await extensionMessages(page)).some((m) => m.user?.email === email))
      .toBe(true);
    const message = (await extensionMessages(page)).find((m) => m.user?.email === email);
    expect(message?.user).toMatchObject({ isAdmin: false, savedVideoIds: {} });
    expect(message?.user?.idToken.split(".")).toHaveLength(3);
    expect(message?.user?.refreshToken.length).toBeGreaterThan(10);

    // Revisiting /login shows the signed-in screen.
    await page.goto(`${stack().webUrl}/login`);
    await page.getByRole("heading", { name: "All Set!" }).waitFor();

    // Sign out: the cache is cleared and the extension hears a null user.
    await page.goto(`${stack().webUrl}/account`);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => localStorage.getItem("vi:userData"))).toBeNull();
    await expect
      .poll(async () => (await extensionMessages(page)).at(-1))
      .toEqual({ type: "VI_USER_DATA", user: null });

    await page.goto(`${stack().webUrl}/account`);
    await page.getByRole("heading", { name: "Authentication Required" }).waitFor();
    await context.close();
  });

  it("asks for the email when the link is opened without the stored one", async () => {
    const email = uniqueEmail("other-device");
    const requester = await browser.newContext();
    const link = await requestSignInLink(await requester.newPage(), email);
    await requester.close();

    // A different browser profile: nothing in localStorage.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    const input = page.getByLabel("Please provide your email for confirmation");
    await input.waitFor();
    await input.fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "You're All Set!" }).waitFor();
    await waitForUserData(page);
    await context.close();
  });

  it("shows 'Sign-in Required' for a used link", async () => {
    const email = uniqueEmail("reused");
    const context = await browser.newContext();
    const page = await context.newPage();
    const link = await requestSignInLink(page, email);
    await page.goto(link);
    await page.getByRole("heading", { name: "You're All Set!" }).waitFor();

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(`${stack().webUrl}/login`);
    await second.evaluate((address) => localStorage.setItem("emailForSignIn", address), email);
    await second.goto(link);
    await second.getByRole("heading", { name: "Sign-in Required" }).waitFor();
    await second.getByText("Please check your email and click the sign-in link to continue.").waitFor();
    expect(await second.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await Promise.all([context.close(), other.close()]);
  });
});

describe("Google sign-in", () => {
  it("signs in through the emulator's Google pop-up", async () => {
    const context = await browser.newContext();
    await serveGapiOffline(context);
    const page = await context.newPage();
    const email = uniqueEmail("google");
    await page.goto(`${stack().webUrl}/login`);

    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Sign in with Google" }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill("Grace Hopper");
    await popup.locator("#sign-in").click();

    await page.getByRole("heading", { name: "All Set!" }).waitFor();
    await waitForUserData(page);
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem("vi:userData") ?? "null"));
    // The record takes the name Google shares.
    expect(cached.userInfo).toMatchObject({ email, name: "Grace Hopper" });
    await context.close();
  });
});
