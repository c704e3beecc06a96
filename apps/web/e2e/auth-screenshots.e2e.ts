// Screenshots of every sign-in and account state at 1280 and 375 px, for looking at (not asserted).
// Runs only when SCREENSHOTS_DIR is set: SCREENSHOTS_DIR=/tmp/shots/issue3 pnpm test:e2e e2e/auth-screenshots
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { sampleYoutubeAccount } from "@vi/types/fixtures";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  requestSignInLink,
  serveGapiOffline,
  signInWithEmailLink,
  stack,
  uniqueEmail,
} from "./auth-stack.ts";
import { launchChromium } from "./harness.ts";

const outDir = process.env.SCREENSHOTS_DIR;
const widths = [1280, 375] as const;

let browser: Browser;
beforeAll(async () => {
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    browser = await launchChromium();
  }
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string, width: number, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  // Full-page shots start at the top (a sticky bar would otherwise be drawn mid-page).
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250); // let entrance animations settle
  await page.screenshot({ path: join(outDir ?? "", `${name}-${width}.png`), fullPage });
}

/** Holds requests matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string | RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe.skipIf(!outDir)("screenshots", () => {
  for (const width of widths) {
    const viewport = { width, height: width === 375 ? 780 : 860 };

    it(`sign-in screens at ${width}px`, async () => {
      const context = await browser.newContext({ viewport });
      await serveGapiOffline(context);
      const page = await context.newPage();
      const web = stack().webUrl;

      await page.goto(`${web}/login`);
      await page.getByRole("button", { name: "Continue with Email" }).waitFor();
      await shoot(page, "login-form", width);

      const email = uniqueEmail(`shots-${width}`);
      const releaseSend = await hold(page, /accounts:sendOobCode/);
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Continue with Email" }).click();
      await page.getByRole("button", { name: /Sending link/ }).waitFor();
      await shoot(page, "login-sending", width);
      releaseSend();
      await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
      await shoot(page, "login-check-inbox", width);
      await page.unroute(/accounts:sendOobCode/);

      // Sign-in Required: no link, nobody signed in.
      await page.goto(`${web}/finishSignUp`);
      await page.getByRole("heading", { name: "Sign-in Required" }).waitFor();
      await shoot(page, "finish-sign-in-required", width);

      // The link in another profile: the confirmation prompt.
      const link = await requestSignInLink(page, email);
      const other = await browser.newContext({ viewport });
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await otherPage.getByLabel("Please provide your email for confirmation").waitFor();
      await shoot(otherPage, "finish-confirm-email", width);
      await other.close();

      // Signing you in... while the emulator's answer is held, then You're All Set!
      const releaseSignIn = await hold(page, /accounts:signInWithEmailLink/);
      await page.goto(link);
      await page.getByRole("heading", { name: "Signing you in..." }).waitFor();
      await shoot(page, "finish-signing-in", width);
      releaseSignIn();
      await page.getByRole("heading", { name: "You're All Set!" }).waitFor();
      await page.waitForFunction(() => localStorage.getItem("vi:userData") !== null);
      await shoot(page, "finish-all-set", width);

      await page.goto(`${web}/login`);
      await page.getByRole("heading", { name: "All Set!" }).waitFor();
      await shoot(page, "login-all-set", width);
      await context.close();
    });

    it(`account sections at ${width}px`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const web = stack().webUrl;
      await signInWithEmailLink(page, uniqueEmail(`account-${width}`));

      for (const section of ["connected", "profile", "subscription", "notifications", "help"]) {
        await page.goto(`${web}/account#${section}`);
        await page.getByRole("heading", { name: "Account settings" }).waitFor();
        await page.waitForLoadState("networkidle");
        await shoot(page, `account-${section}`, width);
      }

      await page.goto(`${web}/account#profile`);
      await page.getByRole("button", { name: "Edit name" }).click();
      await page.getByPlaceholder("Enter name").fill("Ada Lovelace");
      await shoot(page, "account-profile-editing", width);
      await page.getByRole("button", { name: "Save name" }).click();
      await page.getByTestId("profile-name").getByText("Ada Lovelace").waitFor();
      await page.getByRole("button", { name: "Delete account" }).click();
      await shoot(page, "account-profile-delete-dialog", width, { fullPage: false });
      await page.getByRole("button", { name: "Cancel" }).click();

      // Connected channels as the accounts endpoint will list them (answer stubbed for the picture only).
      await page.route(/\/connectedYoutubeAccounts$/, (route) =>
        route.fulfill({
          headers: { "access-control-allow-origin": web },
          json: {
            youtubeAccounts: [
              sampleYoutubeAccount,
              { channelId: "UC0123456789abcdefghij_-", channelTitle: null, thumbnailUrl: null },
            ],
          },
        }),
      );
      await page.goto(`${web}/account#connected`);
      await page.getByText("Your channel").waitFor();
      await shoot(page, "account-connected-list", width);
      await page.unroute(/\/connectedYoutubeAccounts$/);

      // A canceled subscription (GET /user answer altered for the picture only).
      await page.route(/\/user$/, async (route) => {
        if (route.request().method() !== "GET") return route.continue();
        const response = await route.fetch();
        const body = await response.json();
        const { "content-length": _length, ...headers } = response.headers();
        body.userInfo.subscription_live = {
          product_id: "prod_standard",
          status: "active",
          canceled_at: 1_760_000_000,
          current_period_end: 1_767_225_600,
          trial_end: null,
        };
        return route.fulfill({ status: 200, headers, json: body });
      });
      await page.evaluate(() => localStorage.removeItem("vi:userData"));
      await page.goto(`${web}/account#subscription`);
      await page.reload(); // only the hash changed: load the page again so GET /user runs
      await page.getByText(/Access ends/).waitFor();
      await shoot(page, "account-subscription-canceled", width);

      // 'No user data found': the record cannot be loaded and nothing is cached.
      await page.unroute(/\/user$/);
      await page.route(/\/user$/, (route) =>
        route.fulfill({
          status: 503,
          headers: { "access-control-allow-origin": web },
          json: { error: { code: "UNAVAILABLE", message: "down" } },
        }),
      );
      await page.evaluate(() => localStorage.removeItem("vi:userData"));
      await page.goto(`${web}/account`);
      await page.reload();
      await page.getByText("No user data found").waitFor();
      await shoot(page, "account-no-user-data", width);
      await context.close();
    });
  }
});
