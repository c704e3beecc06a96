// Pricing, FAQ, affiliate, developers, sign-in and account screens in German, Japanese and Hindi at 375 px, for looking at (long
// German and short Japanese words must not break the layout); fails on sideways overflow or a screen
// not in its language. Runs only when SCREENSHOTS_DIR is set:
// SCREENSHOTS_DIR=/tmp/shots/i18n-account npx vitest run --config vitest.e2e.config.ts e2e/i18n-account-screenshots
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createI18n, loadCatalog } from "@vi/i18n";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { launchChromium } from "./harness.ts";

const outDir = process.env.SCREENSHOTS_DIR;
const LANGUAGES = ["de", "ja", "hi"] as const;
const viewport = { width: 375, height: 780 };

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

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(outDir ?? "", `${name}-375.png`), fullPage: true });
}

describe.skipIf(!outDir)("account screens in other languages", () => {
  for (const language of LANGUAGES) {
    it(`${language}: pricing, login and account at 375 px`, async () => {
      const t = createI18n(language, await loadCatalog(language)).t;
      const web = stack().webUrl;
      const context = await browser.newContext({ viewport, locale: language });
      const page = await context.newPage();

      await page.goto(`${web}/pricing`);
      await page.getByRole("heading", { name: t("account.pricing.title") }).waitFor();
      await page.waitForLoadState("networkidle");
      await shoot(page, `${language}-pricing`);

      for (const [path, heading] of [
        ["/faq", t("account.faq.title")],
        ["/affiliate", t("account.affiliate.title")],
        ["/developers", t("account.developers.offersTitle")],
      ] as const) {
        await page.goto(`${web}${path}`);
        await page.getByRole("heading", { name: heading }).waitFor();
        await shoot(page, `${language}${path.replace("/", "-")}`);
      }

      await page.goto(`${web}/login`);
      await page.getByRole("heading", { name: t("account.login.title") }).waitFor();
      await shoot(page, `${language}-login`);

      // Signing in goes through the English screens' labels (auth-stack.ts): sign in, then come back.
      await page.evaluate(() => localStorage.setItem("vi.language", "en"));
      await signInWithEmailLink(page, uniqueEmail(`i18n-${language}`));
      await page.evaluate((l) => localStorage.setItem("vi.language", l), language);

      for (const section of ["connected", "profile", "subscription", "api"]) {
        await page.goto(`${web}/account#${section}`);
        await page.reload();
        await page.getByRole("heading", { name: t("account.account.title") }).waitFor();
        await page.waitForLoadState("networkidle");
        await shoot(page, `${language}-account-${section}`);
      }
      await page.goto(`${web}/pricing`);
      await page.getByRole("heading", { name: t("account.pricing.title") }).waitFor();
      await page.waitForLoadState("networkidle");
      await shoot(page, `${language}-pricing-signed-in`);
      await context.close();
    });
  }
});
