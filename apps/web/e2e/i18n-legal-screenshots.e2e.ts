// The legal pages in German and Japanese at 375 px, for looking at: the prerendered English page switches
// to the reader's language after loading (languageAfterHydration), tab title included, with the note that
// the English version governs. Fails on sideways overflow. Runs only when SCREENSHOTS_DIR is set:
// SCREENSHOTS_DIR=/tmp/shots/i18n-legal npx vitest run --config vitest.e2e.config.ts e2e/i18n-legal-screenshots
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { createI18n, loadCatalog } from "@vi/i18n";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stack } from "./auth-stack.ts";
import { launchChromium } from "./harness.ts";

const outDir = process.env.SCREENSHOTS_DIR;
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

describe.skipIf(!outDir)("legal pages in other languages", () => {
  for (const language of ["de", "ja"] as const) {
    it(`${language}: privacy policy and terms at 375 px`, async () => {
      const t = createI18n(language, await loadCatalog(language)).t;
      const web = stack().webUrl;
      const context = await browser.newContext({ viewport, locale: language });
      const page = await context.newPage();
      for (const [path, part] of [
        ["/privacy-policy", "privacy"],
        ["/terms-of-service", "terms"],
      ] as const) {
        const response = await page.goto(`${web}${path}`);
        // Prerendered in English; the reader's language comes after hydration.
        expect(await response?.text()).toContain("Last updated: 12/18/2024");
        await page.getByRole("heading", { level: 1, name: t(`legal.${part}.title`) }).waitFor();
        await expect.poll(() => page.title()).toBe(`${t(`titles.${part}`)} | VidInsight`);
        const english = /<english>(.+)<\/english>/.exec(t("legal.governs"))?.[1] ?? "(no button text)";
        await page.getByRole("button", { name: english }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${language}${path} scrolls sideways`).toBeLessThanOrEqual(0);
        const name = join(outDir ?? "", `${language}${path.replace("/", "-")}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${name}-375.png`, fullPage: true });
        // The first screen (the note, the title, the contents) at full size, for looking at.
        await page.screenshot({ path: `${name}-top-375.png` });
      }
      await context.close();
    });
  }
});
