// /outliers in every interface language at 375 px (issue 38): the page's own words come from the
// reader's catalog, counts and dates through Intl, and long German or short Japanese labels do not push
// anything sideways. With SHOTS_DIR set, a screenshot of the table, the open filters and the grid per
// language (outliers-<lang>-375.png, outliers-filters-<lang>-375.png, outliers-grid-<lang>-375.png).
// Run with VITE_PSEUDO_LOCALE=1 (the stack's website is then built in the pseudo-locale) it shoots en-XA.
import { mkdirSync } from "node:fs";
import { LANGUAGES, loadCatalog, PSEUDO_LANGUAGE, type UiLanguage } from "@vi/i18n";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stack } from "./auth-stack.ts";
import { openVideoSession, sidewaysOverflow, watchConsoleErrors } from "./harness.ts";

let browser: Browser;
let page: Page;
let consoleErrors: () => string[];
const shotsDir = process.env.SHOTS_DIR;
const PSEUDO = process.env.VITE_PSEUDO_LOCALE === "1";
const languages: readonly UiLanguage[] = PSEUDO ? [PSEUDO_LANGUAGE] : LANGUAGES;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

beforeAll(async () => {
  let context: import("playwright-core").BrowserContext;
  ({ browser, context, page } = await openVideoSession({
    label: "outliers-languages",
    minVideos: 60,
    contextOptions: { viewport: { width: 375, height: 812 } },
  }));
  consoleErrors = watchConsoleErrors(context);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe("/outliers in every language at 375 px", () => {
  it.each(languages)("%s", async (language) => {
    const research = (await loadCatalog(language)).research;
    // The reader's choice on this browser (the account has none stored, so it stands).
    await page.goto(`${stack().webUrl}/outliers`);
    await page.evaluate((value) => localStorage.setItem("vi.language", value), language);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: research.outliers.title }).waitFor();
    const table = page.getByRole("region", { name: research.table.label });
    await poll(() => table.locator("tbody tr").count()).toBeGreaterThan(0);
    await page.getByText(research.outliers.totalRecords).waitFor();
    await page.getByRole("button", { name: research.outliers.refresh, exact: true }).waitFor();
    // Counts in the reader's language: the first row's views as Intl's compact notation writes them.
    expect(await table.locator("tbody tr").first().textContent()).not.toContain("undefined");
    expect(await sidewaysOverflow(page)).toEqual([]);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/outliers-${language}-375.png`, fullPage: false });
    }

    await page.getByRole("button", { name: research.filters.title, exact: true }).click();
    await page.getByLabel(research.filters.keyword).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/outliers-filters-${language}-375.png` });
    await page.getByRole("button", { name: research.filters.title, exact: true }).click();

    await page.getByRole("button", { name: research.layout.grid, exact: true }).click();
    const cards = page.getByRole("list", { name: research.grid.label }).getByRole("article");
    await poll(() => cards.count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/outliers-grid-${language}-375.png` });
    await page.getByRole("button", { name: research.layout.table, exact: true }).click();
  });

  it("logged no console errors", () => {
    expect(consoleErrors()).toEqual([]);
  });
});
