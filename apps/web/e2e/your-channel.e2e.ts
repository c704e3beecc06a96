// 'Your channel' through the real website, API, Google OAuth emulator (consent page) and YouTube Analytics
// emulator: a channel linked with both permissions shows its figures; one linked with the analytics box
// unticked, and one whose access was revoked at Google, each get their message asking to link again.
import { mkdirSync } from "node:fs";
import { loadCatalog } from "@vi/i18n";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations, sidewaysOverflow } from "./harness.ts";

const shotsDir = process.env.SHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ classicScrollbars: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Signs a new user in, links the channel of the emulator account `who` through the consent page. */
async function signInAndLink(label: string, who: RegExp, { analytics = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithEmailLink(page, uniqueEmail(label));
  await page.goto(`${stack().webUrl}/account#connected`);
  await page.getByRole("heading", { name: "Connected Accounts" }).waitFor();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Sign in with Google" }).click(),
  ]);
  await popup.getByRole("heading", { name: "Choose an account" }).waitFor();
  const choice = popup.getByRole("radio", { name: who });
  await choice.check();
  const channelId = ((await choice.getAttribute("value")) ?? "").split(":")[1] ?? "";
  const analyticsBox = popup.getByRole("checkbox", { name: /View YouTube Analytics reports/ });
  expect(await analyticsBox.isChecked()).toBe(true);
  if (!analytics) await analyticsBox.uncheck();
  await popup.getByRole("button", { name: "Allow" }).click();
  await popup.waitForEvent("close", { timeout: 15_000 });
  await page
    .getByRole("region", { name: "Connected channels" })
    .getByText("Connected YouTube Account")
    .waitFor();
  return { context, page, channelId };
}

/** The page at 1280 and 375, light and dark scheme (the site has one, dark, look). */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Let the charts redraw at the new width.
    await page.waitForTimeout(300);
    expect(await sidewaysOverflow(page)).toEqual([]);
    if (!shotsDir) continue;
    mkdirSync(shotsDir, { recursive: true });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.mouse.move(0, 0);
      await page.screenshot({
        path: `${shotsDir}/your-channel-${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("Your channel", () => {
  it("shows a linked channel's last 28 days: tiles, charts, traffic sources and top videos", async () => {
    const { context, page } = await signInAndLink("your-channel", /Jordan Vlogs/);
    // The navigation offers the page once a channel is linked.
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Your channel" }).click();
    await page.getByRole("heading", { name: "Your channel", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/your-channel");

    const tiles = page.locator("dl").first();
    await tiles.getByText("Views", { exact: true }).waitFor({ timeout: 20_000 });
    for (const label of ["Watch time", "Average view duration", "Subscribers"]) {
      await tiles.getByText(label, { exact: true }).waitFor();
    }
    // Three uPlot charts, drawn.
    await expect.poll(() => page.locator("[data-testid=chart] canvas").count()).toBe(3);
    await screenshots(page, "figures");
    // Every tile compares with the 28 days before.
    const changes = await tiles.locator("dd > span:nth-child(2) > span:first-child").allTextContents();
    expect(changes, changes.join(" | ")).toHaveLength(4);
    // Views, watch time and average view duration always have a previous period to compare with here.
    for (const text of changes.slice(0, 3)) expect(text).toMatch(/^([+-]\d+\.\d%|0\.0%)$/);
    expect(changes[3]).toMatch(/^([+-]\d+\.\d%|New|0\.0%|-)$/);
    await page.getByRole("img", { name: /^Views per day:/ }).waitFor();
    // Traffic sources with their names, and the top videos table with links to the videos.
    await page.getByRole("heading", { name: "Where viewers found your videos" }).waitFor();
    await page.getByText("YouTube search").first().waitFor();
    const table = page.getByRole("table", { name: "Top videos of the last 28 days" });
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    expect(await rows.first().getByRole("link").getAttribute("href")).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
    );
    // "Show numbers" opens the chart's table of the same data.
    await page.getByRole("button", { name: "Show numbers" }).first().click();
    await page.getByRole("region", { name: "Views per day, numbers" }).waitFor();
    await page.getByRole("button", { name: "Hide numbers" }).click();

    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // In German (long words) and Japanese at 375 px: the page in the reader's language, nothing sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    for (const language of ["de", "ja"] as const) {
      await page.evaluate((value) => localStorage.setItem("vi.language", value), language);
      await page.reload();
      const catalog = (await loadCatalog(language)).research.yourChannel;
      await page.getByRole("heading", { name: catalog.sourcesTitle }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator("[data-testid=chart] canvas").count()).toBe(3);
      expect(await sidewaysOverflow(page)).toEqual([]);
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: `${shotsDir}/your-channel-${language}-375.png`, fullPage: true });
      }
    }
    await context.close();
  });

  it("a channel linked without the analytics permission is asked to link again", async () => {
    const { context, page } = await signInAndLink("your-channel-no-scope", /Casey Crafts/, {
      analytics: false,
    });
    await page.goto(`${stack().webUrl}/your-channel`);
    const alert = page.getByRole("alert");
    await alert.getByRole("heading", { name: "Link your channel again" }).waitFor({ timeout: 20_000 });
    await alert.getByText(/allow VidInsight to view your YouTube Analytics reports/).waitFor();
    expect(await alert.getByRole("link", { name: "Go to Connected Accounts" }).getAttribute("href")).toBe(
      "/account#connected",
    );
    await screenshots(page, "no-scope");
    await context.close();
  });

  it("a channel whose access was revoked at Google is asked to link again", async () => {
    const { context, page, channelId } = await signInAndLink("your-channel-revoked", /Devon Daily/);
    expect(channelId).toMatch(/^UC[\w-]{22}$/);
    // The user removes VidInsight's access from their Google account.
    const revoked = await fetch(`${stack().googleUrl}/_emulator/channels/${channelId}/revoke`, {
      method: "POST",
    });
    expect(revoked.status).toBe(200);
    await page.goto(`${stack().webUrl}/your-channel`);
    const alert = page.getByRole("alert");
    await alert.getByRole("heading", { name: "Link your channel again" }).waitFor({ timeout: 20_000 });
    await alert.getByText(/Google no longer lets VidInsight read/).waitFor();
    await screenshots(page, "revoked");
    await context.close();
  });

  it("with no channel linked: no navigation entry, and the page offers to link one", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithEmailLink(page, uniqueEmail("your-channel-none"));
    await page.goto(`${stack().webUrl}/your-channel`);
    await page.getByRole("heading", { name: "No channel linked yet" }).waitFor({ timeout: 20_000 });
    expect(
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Your channel" })
        .count(),
    ).toBe(0);
    await screenshots(page, "none");
    await context.close();
  });
});
