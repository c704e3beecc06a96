// Paying for a plan in Chromium against the real stack (global-setup.ts): the website, the API on the
// official stripe SDK, and the Stripe emulator's hosted checkout page, whose signed webhooks reach the API.
// A user chooses Standard, pays with 4242 4242 4242 4242, sees /success and the plan in Account, switches to
// Professional on /pricing, cancels ('Access ends') and renews. A declined card (4000 0000 0000 0002) lands
// on /cancelled and leaves the user on Free. With SHOTS_DIR set, pricing, success (naming the plan), the
// switch confirmation (with what is due today), cancelled and the subscription section are screenshot at
// 1280 and 375 px.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { launchChromium, watchConsoleErrors } from "./harness.ts";

const shotsDir = process.env.SHOTS_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function signedIn(label: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const consoleErrors = watchConsoleErrors(context);
  const page = await context.newPage();
  await signInWithEmailLink(page, uniqueEmail(label));
  return { context, page, consoleErrors };
}

/** Both widths (the site has one, dark, theme; the light scheme is emulated too to show it holds). */
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    for (const colorScheme of ["dark", "light"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${shotsDir}/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(original);
}

/** Choose Plan on a card of /pricing; the browser goes to the emulator's checkout page. */
async function choosePlan(page: Page, plan: "Standard" | "Professional") {
  await page.goto(`${stack().webUrl}/pricing`);
  const card = page.getByRole("region", { name: plan });
  const choose = card.getByRole("button", { name: /Choose Plan/ });
  await expect.poll(() => choose.isEnabled(), { timeout: 15_000 }).toBe(true);
  await choose.click();
  await page.waitForURL(`${stack().stripeUrl}/checkout/**`, { timeout: 30_000 });
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /Subscribe|Start trial/ }).click();
}

async function subscriptionSection(page: Page) {
  await page.goto(`${stack().webUrl}/account#subscription`);
  return {
    plan: page.getByTestId("subscription-plan"),
    status: page.getByTestId("subscription-status"),
  };
}

describe("paid plans", () => {
  it("pay with 4242, see the plan; switch to Professional; cancel; renew", async () => {
    const { context, page, consoleErrors } = await signedIn("payer");
    try {
      await page.goto(`${stack().webUrl}/pricing`);
      await page.getByRole("region", { name: "Free" }).getByText("Current Plan").waitFor();
      await shoot(page, "pricing-free");

      await choosePlan(page, "Standard");
      await page.getByRole("heading", { name: "Subscribe to Standard" }).waitFor();
      await payWith(page, "4242 4242 4242 4242");
      await page.waitForURL(/\/success\?session_id=cs_test_/, { timeout: 30_000 });
      await page.getByText("Your subscription is now active").waitFor({ timeout: 30_000 });
      // The page names the plan bought (from the refreshed user record).
      await expect
        .poll(() => page.getByTestId("success-plan").textContent(), { timeout: 30_000 })
        .toBe("You're on the Standard plan: more analyses every day, starting now.");
      await shoot(page, "success");

      let section = await subscriptionSection(page);
      await expect.poll(() => section.plan.textContent(), { timeout: 30_000 }).toBe("Standard plan");
      expect(await section.status.textContent()).toMatch(/^Renews /);
      await shoot(page, "subscription-active");

      // Switch in place after a confirmation.
      await page.goto(`${stack().webUrl}/pricing`);
      const standard = page.getByRole("region", { name: "Standard" });
      await standard.getByText("Current Plan", { exact: true }).first().waitFor();
      await shoot(page, "pricing-standard");
      const professional = page.getByRole("region", { name: "Professional" });
      await professional.getByRole("button", { name: /Choose Plan/ }).click();
      // The confirmation says what is due today, from Stripe's preview of this switch (the prorated
      // difference: more than nothing, less than the new month's price), and what follows each month.
      const cost = professional.getByTestId("switch-cost");
      await expect
        .poll(() => cost.textContent(), { timeout: 30_000 })
        .toMatch(/^You pay \$\d+(?:\.\d{2})? today; then \$9\.99 a month\.$/);
      const due = Number(/\$([\d.]+) today/.exec((await cost.textContent()) ?? "")?.[1]);
      expect(due).toBeGreaterThan(0);
      expect(due).toBeLessThanOrEqual(9.99);
      expect(await professional.getByText("Switch to Professional?").count()).toBe(1);
      await shoot(page, "pricing-switch-confirm");
      await professional.getByRole("button", { name: "Switch plan" }).click();
      await professional.locator("span", { hasText: /^Current Plan$/ }).waitFor({ timeout: 30_000 });

      section = await subscriptionSection(page);
      await expect.poll(() => section.plan.textContent(), { timeout: 30_000 }).toBe("Professional plan");

      // Cancel: access continues to the end of the period; renew undoes it.
      await page.getByRole("button", { name: "Cancel Subscription" }).click();
      await shoot(page, "subscription-confirm-cancel");
      await page.getByRole("button", { name: "Yes, cancel" }).click();
      await expect.poll(() => section.status.textContent(), { timeout: 30_000 }).toMatch(/^Access ends /);
      await shoot(page, "subscription-canceling");
      await page.getByRole("button", { name: "Renew Subscription" }).click();
      await expect.poll(() => section.status.textContent(), { timeout: 30_000 }).toMatch(/^Renews /);
      // The server's state, not just the page's: a reload shows the same.
      await page.reload();
      section = await subscriptionSection(page);
      await expect.poll(() => section.status.textContent(), { timeout: 30_000 }).toMatch(/^Renews /);
      expect(await section.plan.textContent()).toBe("Professional plan");
      // Paying, switching, cancelling and renewing leave no error in the console.
      expect(consoleErrors()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it("a declined card (4000 0000 0000 0002) lands on /cancelled and the user stays on Free", async () => {
    const { context, page, consoleErrors } = await signedIn("declined");
    try {
      await choosePlan(page, "Standard");
      await payWith(page, "4000 0000 0000 0002");
      await page.waitForURL(`${stack().webUrl}/cancelled`, { timeout: 30_000 });
      await page.getByRole("heading", { name: "Payment Unsuccessful" }).waitFor();
      expect(await page.getByText("Don't worry - no charges were made.", { exact: false }).count()).toBe(1);
      await page.getByText("Common Issues").waitFor();
      await shoot(page, "cancelled");
      expect(await page.getByRole("link", { name: "Try Again" }).getAttribute("href")).toBe("/pricing");

      const section = await subscriptionSection(page);
      await expect
        .poll(() => section.status.textContent(), { timeout: 15_000 })
        .toBe("No active subscription");
      await shoot(page, "subscription-free");
      await page.goto(`${stack().webUrl}/pricing`);
      await page.getByRole("region", { name: "Free" }).getByText("Current Plan").waitFor();
      expect(consoleErrors()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
