// /outliers in Chromium against the real API over YouTube-emulator data ingested by the real jobs (the
// shared stack of global-setup.ts):
// total, filters (kept in the URL), server-side sort toggling, paging, CSV export, the 375px and 320px layouts.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stack } from "./auth-stack.ts";
import {
  describeViolations,
  openVideoSession,
  seriousAxeViolations,
  sidewaysOverflow,
  watchConsoleErrors,
} from "./harness.ts";
import { allOutliers, getOutliers } from "./video-api.ts";

let browser: Browser;
let page: Page;
let token: string;
let stored: number;
let consoleErrors: () => string[];

const shotsDir = process.env.SHOTS_DIR;
/** The page loads, restores the session and asks the API: give it time (expect.poll waits 1 s by default). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

beforeAll(async () => {
  let context: import("playwright-core").BrowserContext;
  ({ browser, context, page, token, stored } = await openVideoSession({
    label: "outliers",
    minVideos: 60,
    contextOptions: { acceptDownloads: true },
  }));
  consoleErrors = watchConsoleErrors(context);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const totalShown = async () => {
  const text = (await page.getByText(/^Total records:/).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
};
const rows = () => page.getByRole("region", { name: "Outliers table" }).locator("tbody tr");
const header = (name: string) => page.getByRole("columnheader", { name: new RegExp(`^${name}`) });
/** Exact numbers of a column on screen (each count has its exact value as a tooltip). */
async function columnValues(index: number): Promise<number[]> {
  return rows().evaluateAll(
    (trs, i) =>
      trs.map((tr) => {
        const cell = tr.querySelectorAll("td")[i];
        const exact = cell?.querySelector("[title]")?.getAttribute("title") ?? "";
        return Number(exact.replace(/[^\d]/g, ""));
      }),
    index,
  );
}
const search = () => new URL(page.url()).searchParams;
/**
 * No newer page on its way, and the fade of the previous rows is over: rows are dimmed while a page loads
 * and fade back in, and axe flags their contrast at any opacity below 1.
 */
async function settled() {
  await page.waitForFunction(() => {
    const table = document.querySelector("table");
    const body = table?.querySelector("tbody");
    return table?.getAttribute("aria-busy") === "false" && !!body && getComputedStyle(body).opacity === "1";
  });
}

describe("/outliers", () => {
  it("shows the server's total and the first page, sorted by outlier descending", async () => {
    await page.goto(`${stack().webUrl}/outliers`);
    await poll(totalShown).toBe(stored);
    expect(await rows().count()).toBe(Math.min(50, stored));
    expect(await header("Outlier").getAttribute("aria-sort")).toBe("descending");
    const first = (await getOutliers(token, { limit: 1 })).videoData[0]!;
    const link = rows()
      .first()
      .getByRole("link", { name: /opens in a new tab/ });
    expect(await link.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${first.videoId}`);
    expect(await link.getAttribute("target")).toBe("_blank");
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await settled();
      await page.screenshot({ path: `${shotsDir}/outliers-1280.png` });
    }
    // The first record as raw detail, collapsed until opened.
    await page.getByText("First record (raw data)").click();
    expect(JSON.parse((await page.locator("details pre").textContent()) ?? "{}").videoId).toBe(first.videoId);
  });

  it("filters by Min Views with the server's total, keeps it in the URL, and clears it with 0", async () => {
    await page.goto(`${stack().webUrl}/outliers`);
    await poll(totalShown).toBe(stored);
    const all = await allOutliers(token);
    const views = all.map((v) => v.videoViewCount).sort((a, b) => b - a);
    const min = views[Math.floor(views.length / 3)]!;
    const expected = all.filter((v) => v.videoViewCount >= min).length;

    await page.getByLabel("Min Views").fill(String(min));
    await poll(() => search().get("minViews")).toBe(String(min));
    await poll(totalShown).toBe(expected);
    expect((await getOutliers(token, { minViews: min })).total).toBe(expected);
    await page.getByRole("columnheader", { name: /^Views/ }).waitFor();
    for (const value of await columnValues(2)) expect(value).toBeGreaterThanOrEqual(min);

    // The view survives a reload: filters come back from the URL.
    await page.reload();
    await poll(totalShown).toBe(expected);
    expect(await page.getByLabel("Min Views").inputValue()).toBe(String(min));

    await page.getByLabel("Min Views").fill("0");
    await poll(() => search().get("minViews")).toBeNull();
    await poll(totalShown).toBe(stored);
  });

  it("has no serious accessibility violations (axe)", async () => {
    await page.goto(`${stack().webUrl}/outliers`);
    await poll(totalShown).toBe(stored);
    await settled();
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("sorts on the server by a header click and toggles the direction on the second click", async () => {
    await page.goto(`${stack().webUrl}/outliers`);
    await poll(totalShown).toBe(stored);
    await header("Views").getByRole("button").click();
    await poll(() => header("Views").getAttribute("aria-sort")).toBe("descending");
    expect(search().get("sort")).toBe("videoViewCount");
    const top = (await getOutliers(token, { sort: "videoViewCount", order: "desc", limit: 50 })).videoData;
    await poll(() => columnValues(2)).toEqual(top.map((v) => v.videoViewCount));
    expect(await header("Outlier").getAttribute("aria-sort")).toBeNull();

    await header("Views").getByRole("button").click();
    await poll(() => header("Views").getAttribute("aria-sort")).toBe("ascending");
    expect(search().get("order")).toBe("asc");
    const bottom = (await getOutliers(token, { sort: "videoViewCount", order: "asc", limit: 50 })).videoData;
    await poll(() => columnValues(2)).toEqual(bottom.map((v) => v.videoViewCount));

    // Keyboard: focus a header button and press Enter.
    await header("Likes").getByRole("button").focus();
    await page.keyboard.press("Enter");
    await poll(() => header("Likes").getAttribute("aria-sort")).toBe("descending");
  });

  it("pages through the server's rows", async () => {
    expect(stored).toBeGreaterThan(50);
    await page.goto(`${stack().webUrl}/outliers?sort=videoVph`);
    await poll(totalShown).toBe(stored);
    const pages = Math.ceil(stored / 50);
    await page.getByText(`Page 1 of ${pages}`).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(`Page 2 of ${pages}`).waitFor();
    expect(search().get("page")).toBe("2");
    const second = (await getOutliers(token, { sort: "videoVph", offset: 50, limit: 50 })).videoData;
    await poll(() =>
      rows()
        .locator("a[target=_blank][title]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(second.map((v) => `https://www.youtube.com/watch?v=${v.videoId}`));
  });

  it("shows thumbnails, a grid of badge cards, and saves a video from the website into Saved Videos", async () => {
    await page.goto(`${stack().webUrl}/outliers`);
    await poll(totalShown).toBe(stored);
    // Every row has its thumbnail (loaded lazily: those in view are there, served by the YouTube emulator).
    await settled();
    expect(await rows().locator("img").count()).toBe(Math.min(50, stored));
    await poll(() =>
      rows()
        .first()
        .locator("img")
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    // The page scrolls, not a box inside it.
    const region = page.getByRole("region", { name: "Outliers table" });
    expect(await region.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    await page.getByRole("button", { name: "Grid" }).click();
    await poll(() => search().get("layout")).toBe("grid");
    const cards = page.getByRole("list", { name: "Outliers" }).getByRole("article");
    await poll(() => cards.count()).toBe(Math.min(50, stored));
    const first = (await getOutliers(token, { limit: 1 })).videoData[0]!;
    const card = cards.first();
    expect(await card.getAttribute("aria-label")).toBe(first.videoTitle);
    expect(await card.textContent()).toMatch(/VPH/);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/outliers-grid-1280.png` });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${shotsDir}/outliers-grid-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await card.getByRole("button", { name: "Save" }).click();
    await card.getByRole("link", { name: "Saved" }).waitFor();
    await card.getByRole("link", { name: "Saved" }).click();
    await page.waitForURL(/\/savedVideos$/);
    await page.getByRole("link", { name: first.videoTitle }).first().waitFor();
  });

  it("catches Min above Max in the form: nothing is sent and the rows stay", async () => {
    await page.goto(`${stack().webUrl}/outliers`);
    await poll(totalShown).toBe(stored);
    await settled();
    const asked: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes("/outliers?")) asked.push(request.url());
    };
    page.on("request", onRequest);
    try {
      await page.getByLabel("Min Views").fill("5000");
      // Leaving Min applies it: wait for that page of rows, so Max is typed into a settled form.
      await page.getByLabel("Min Views").press("Tab");
      await page.waitForURL(/minViews=5000/);
      await settled();
      await page.getByLabel("Max Views").fill("100");
      await page.getByLabel("Max Views").press("Enter");
      await page.getByText("Min is above Max. Lower Min or raise Max.").waitFor();
      // The Min alone (applied when its box was left) is the only request.
      await page.waitForTimeout(1_000);
      expect(asked.filter((url) => url.includes("maxViews"))).toEqual([]);
      expect(search().get("maxViews")).toBeNull();
      expect(await rows().count()).toBeGreaterThan(0);
      expect(await page.getByText(/maxViews|minViews/).count()).toBe(0);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/outliers-min-max-1280.png` });
    } finally {
      page.off("request", onRequest);
    }
  });

  it("exports the filtered set as CSV", async () => {
    await page.goto(`${stack().webUrl}/outliers?minOutlier=1`);
    const expected = (await getOutliers(token, { minOutlier: 1, limit: 1 })).total;
    await poll(totalShown).toBe(expected);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^outliers-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const lines = (await readFile(path, "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Video ID,Video URL,Video Title,Channel,Views,/);
    expect(lines).toHaveLength(expected + 1);
    await page.getByText(`Exported ${expected.toLocaleString("en-US")} rows.`).waitFor();
  });

  it("fits a 375px screen: no sideways page scroll, title column kept, sort from a dropdown", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`${stack().webUrl}/outliers`);
      await poll(totalShown).toBe(stored);
      // Beside a classic scrollbar (openVideoSession keeps it) the layout is 360 px wide.
      expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(360);
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await page.getByRole("columnheader", { name: /^Channel/ }).count()).toBe(0);
      // The figures scroll inside the table, the title column stays.
      const region = page.getByRole("region", { name: "Outliers table" });
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // Filters are behind a button.
      expect(await page.getByLabel("Min Views").count()).toBe(0);
      await page.getByRole("button", { name: /^Filters/ }).click();
      await page.getByLabel("Min Views").waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.getByLabel("Sort by").selectOption("videoViewCount");
      await poll(() => search().get("sort")).toBe("videoViewCount");
      await settled();
      const violations = await seriousAxeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      if (shotsDir) {
        await page.getByRole("button", { name: /^Filters/ }).click();
        await settled();
        await page.screenshot({ path: `${shotsDir}/outliers-375.png` });
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("fits a 320px screen: the filters fit and the date field shows all of its mm/dd/yyyy", async () => {
    await page.setViewportSize({ width: 320, height: 740 });
    try {
      await page.goto(`${stack().webUrl}/outliers`);
      await poll(totalShown).toBe(stored);
      await page.getByRole("button", { name: /^Filters/ }).click();
      const date = page.getByLabel("Published after");
      await date.waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
      // A date field narrower than its natural width cuts its text under the picker icon; the natural
      // width is what the same field takes when left to size itself.
      const widths = await date.evaluate((input) => {
        const probe = input.cloneNode() as HTMLInputElement;
        probe.removeAttribute("id");
        probe.style.width = "auto";
        probe.style.position = "absolute";
        input.after(probe);
        const natural = probe.getBoundingClientRect().width;
        probe.remove();
        return { shown: input.getBoundingClientRect().width, natural };
      });
      expect(widths.natural).toBeGreaterThan(100);
      expect(widths.shown).toBeGreaterThanOrEqual(widths.natural);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/outliers-filters-320.png` });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("left no error in the browser console (filters, sorting, paging, grid, save, CSV)", () => {
    expect(consoleErrors()).toEqual([]);
  });
});
