// YouTube channel linking through the real website, API and the Google OAuth emulator's consent page:
// 'Sign in with Google' opens the pop-up, the channel is chosen and allowed, the pop-up's /oauth-callback
// completes it and closes, Connected Accounts lists the channel, Disconnect removes it; Cancel on the
// consent page closes the pop-up, the account page says so in words and Try again starts a new attempt.
import { mkdirSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  extensionMessages,
  recordExtensionMessages,
  signInWithEmailLink,
  stack,
  uniqueEmail,
} from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations } from "./harness.ts";

const shotsDir = process.env.SHOTS_DIR;
const NO_ACCOUNTS =
  "No YouTube accounts connected. Connect your YouTube channels to enable additional features.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInAccountPage(label: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await recordExtensionMessages(context);
  const page = await context.newPage();
  await signInWithEmailLink(page, uniqueEmail(label));
  await page.goto(`${stack().webUrl}/account#connected`);
  await page.getByRole("heading", { name: "Connected Accounts" }).waitFor();
  return { context, page };
}

/** The channel title the consent page shows for a choice (the label's text before the account line). */
async function titleOf(choice: Locator): Promise<string> {
  const who = choice.locator("xpath=ancestor::label[1]").locator(".who");
  return (await who.evaluate((element) => element.firstChild?.textContent ?? "")).trim();
}

/** Clicks 'Sign in with Google' and answers the pop-up's consent page for the account named `who`. */
async function consent(page: Page, who: RegExp, decision: "Allow" | "Cancel") {
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Sign in with Google" }).click(),
  ]);
  await popup.getByRole("heading", { name: "Choose an account" }).waitFor();
  const choice = popup.getByRole("radio", { name: who });
  await choice.check();
  const channelTitle = await titleOf(choice);
  await popup.getByRole("button", { name: decision }).click();
  return { popup, channelTitle };
}

/** Connected Accounts at 1280 and 375, light and dark scheme (the site has one, dark, look). */
const CANCELLED = "You cancelled on Google's consent page, so no channel was linked.";

async function screenshots(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.mouse.move(0, 0);
      await page.screenshot({
        path: `${shotsDir}/connected-accounts-${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("YouTube channel linking", () => {
  it("links a channel through the consent page, lists it, and disconnects it", async () => {
    const { context, page } = await signedInAccountPage("linking");
    await page.getByText(NO_ACCOUNTS).waitFor();
    await screenshots(page, "none");

    const { popup, channelTitle } = await consent(page, /Maya Creator/, "Allow");
    expect(channelTitle.length).toBeGreaterThan(0);
    // The pop-up lands on /oauth-callback, says so, and closes itself (after 1.5 s).
    await popup.getByText("Authentication successful! You can close this window.").waitFor();
    expect(new URL(popup.url()).pathname).toBe("/oauth-callback");
    await popup.waitForEvent("close", { timeout: 10_000 });

    const list = page.getByRole("region", { name: "Connected channels" });
    await list.getByText(channelTitle, { exact: true }).waitFor();
    await list.getByText("Connected YouTube Account").waitFor();
    expect(await page.getByRole("button", { name: "Sign in with Google" }).isEnabled()).toBe(true);
    // It is the server's list: a reload shows it again.
    await page.reload();
    await list.getByText(channelTitle, { exact: true }).waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshots(page, "one");

    // The extension hears of the linked channel (VI_USER_DATA carries youtubeAccounts and currentAccount).
    await expect
      .poll(async () => {
        const last = (await extensionMessages(page)).at(-1)?.user as
          | { youtubeAccounts?: { title?: string }[]; currentAccount?: { title?: string } | null }
          | null
          | undefined;
        return (
          (last?.youtubeAccounts?.some((account) => account.title === channelTitle) ?? false) &&
          last?.currentAccount?.title === channelTitle
        );
      })
      .toBe(true);

    // The outliers table offers the linked channel's subscriptions as a filter, and the API answers it.
    await page.goto(`${stack().webUrl}/outliers`);
    const filter = page.getByRole("checkbox", { name: /My subscriptions/ });
    await filter.waitFor();
    const filtered = page.waitForResponse(
      (response) => response.url().includes("/outliers?") && response.url().includes("mySubscriptions=true"),
    );
    // The box follows the address (?subs=mine), so it turns on once the view has moved there.
    await filter.click();
    expect((await filtered).status()).toBe(200);
    await expect.poll(() => filter.isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get("subs")).toBe("mine");

    await page.goto(`${stack().webUrl}/account#connected`);
    await list.getByText(channelTitle, { exact: true }).waitFor();

    await list.getByRole("button", { name: `Disconnect ${channelTitle}` }).click();
    await page.getByText(NO_ACCOUNTS).waitFor();
    await page.reload();
    await page.getByText(NO_ACCOUNTS).waitFor();
    await context.close();
  });

  it("lists two channels of one Google account, each linked through its own consent", async () => {
    const { context, page } = await signedInAccountPage("linking-two");
    const titles: string[] = [];
    for (const index of [0, 1]) {
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: "Sign in with Google" }).click(),
      ]);
      await popup.getByRole("heading", { name: "Choose an account" }).waitFor();
      const choice = popup.getByRole("radio", { name: /Sam Studio/ }).nth(index);
      await choice.check();
      titles.push(await titleOf(choice));
      await popup.getByRole("button", { name: "Allow" }).click();
      await popup.waitForEvent("close", { timeout: 10_000 });
    }
    const list = page.getByRole("region", { name: "Connected channels" });
    for (const title of titles) await list.getByText(title, { exact: true }).waitFor();
    expect(await list.getByText("Connected YouTube Account").count()).toBe(2);
    await screenshots(page, "two");
    await context.close();
  });

  it("Cancel on the consent page: the pop-up closes, the account page says so and offers Try again", async () => {
    const { context, page } = await signedInAccountPage("linking-denied");
    const { popup } = await consent(page, /Riley Makes/, "Cancel");
    await popup.getByText(CANCELLED, { exact: false }).waitFor();
    expect(new URL(popup.url()).pathname).toBe("/oauth-callback");
    await popup.waitForEvent("close", { timeout: 10_000 });
    // The opener says what happened, in words, and takes a new attempt.
    const alert = page.getByRole("alert");
    await alert.getByText(CANCELLED).waitFor();
    expect(await alert.textContent()).not.toMatch(/access_denied/);
    await screenshots(page, "cancelled");
    const button = page.getByRole("button", { name: "Sign in with Google" });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await page.getByText(NO_ACCOUNTS).waitFor();
    const again = page.waitForEvent("popup");
    await alert.getByRole("button", { name: "Try again" }).click();
    const second = await again;
    await second.waitForLoadState();
    await second.close();
    await context.close();
  });

  it.each([
    ["denied", "?error=access_denied", `Authentication failed: ${CANCELLED}`],
    ["connected", "?youtube_connected=true", "Authentication successful! You can close this window."],
    [
      "youtube-error",
      "?youtube_error=quota",
      "Authentication failed: Google could not link your channel this time. Please try again.",
    ],
    ["none", "", "No authentication response detected. Please close this window and try again."],
  ])("/oauth-callback opened on its own (%s) says what happened", async (name, query, text) => {
    const context = await browser.newContext({ viewport: { width: 600, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${stack().webUrl}/oauth-callback${query}`);
    await page.getByRole("heading", { name: "YouTube Authorization" }).waitFor();
    await page.getByText(text, { exact: true }).waitFor();
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/oauth-callback-${name}-600.png` });
    }
    await context.close();
  });
});
