// Importing follows from the linked channel's subscriptions on /watchlist, in Chromium against the real
// API and the Google OAuth and YouTube emulators: without a linked channel the panel says so and links to
// Connected Accounts; once a channel is linked through the consent page, its subscriptions are listed
// with checkboxes, searched, selected up to the Free plan's 3 and followed. Screenshots at 1280 and 375 px
// in both schemes when SHOTS_DIR is set.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations } from "./harness.ts";

const shotsDir = process.env.SHOTS_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function screenshots(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.mouse.move(0, 0);
      await page.screenshot({
        path: `${shotsDir}/watchlist-import-${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "dark" });
}

it("says to link a channel first, then imports chosen subscriptions up to the plan's limit", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithEmailLink(page, uniqueEmail("watchlist-import"));
  await page.goto(`${stack().webUrl}/watchlist`);
  await page.getByText("You don't follow any channel yet.").waitFor();

  // No linked channel: the panel says so and links to Connected Accounts (keyboard: Enter opens it).
  const open = page.getByRole("button", { name: "Import from your subscriptions" });
  await open.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Import from your subscriptions" });
  await panel.getByText("Link your YouTube channel to import the channels it subscribes to.").waitFor();
  const linkFirst = panel.getByRole("link", { name: "Link your YouTube channel" });
  expect(await linkFirst.getAttribute("href")).toBe("/account#connected");
  await screenshots(page, "no-channel");

  // Link a channel through the consent page.
  await linkFirst.click();
  await page.getByRole("heading", { name: "Connected Accounts" }).waitFor();
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Sign in with Google" }).click(),
  ]);
  await popup.getByRole("heading", { name: "Choose an account" }).waitFor();
  await popup
    .getByRole("radio", { name: /Riley Makes/ })
    .first()
    .check();
  await popup.getByRole("button", { name: "Allow" }).click();
  await popup.waitForEvent("close", { timeout: 15_000 });
  await page
    .getByRole("region", { name: "Connected channels" })
    .getByText("Connected YouTube Account")
    .waitFor();

  await page.goto(`${stack().webUrl}/watchlist`);
  await page.getByRole("button", { name: "Import from your subscriptions" }).click();
  const list = panel.getByRole("list", { name: "Your subscriptions" });
  await list.waitFor({ timeout: 30_000 });
  const boxes = list.getByRole("checkbox");
  const count = await boxes.count();
  expect(count).toBeGreaterThan(3);
  await panel.getByText("0 of 3 selected · your plan follows up to 3 channels").waitFor();
  await screenshots(page, "list");

  // Search narrows the list (when it is long), then select-all takes at most the 3 free slots.
  const firstTitle = ((await list.locator("li").first().textContent()) ?? "").trim();
  const search = panel.getByRole("searchbox", { name: "Search your subscriptions" });
  if (count > 12) {
    await search.fill(firstTitle.slice(0, 6));
    await expect.poll(() => list.getByRole("checkbox").count()).toBeLessThan(count);
    await search.fill("");
  }
  await panel.getByRole("button", { name: "Select the first 3" }).click();
  await panel.getByText("3 of 3 selected").waitFor();
  // The rest cannot be ticked: the limit is reached.
  expect(await boxes.nth(3).isDisabled()).toBe(true);
  // Keyboard: Space unticks the first, ticks it again.
  await boxes.first().focus();
  await page.keyboard.press("Space");
  await panel.getByText("2 of 3 selected").waitFor();
  await page.keyboard.press("Space");
  await panel.getByText("3 of 3 selected").waitFor();
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await screenshots(page, "selected");

  await panel.getByRole("button", { name: "Follow 3 channels" }).click();
  await page.getByText("3 channels are now on your watchlist.").waitFor({ timeout: 30_000 });
  await page.getByText("3 of 3 on the Free plan").waitFor();
  await screenshots(page, "done");

  // Opened again: the followed ones are marked, nothing more can be chosen.
  await page.getByRole("button", { name: "Import from your subscriptions" }).click();
  await panel.getByText("Your plan's 3 channels are all taken: remove one to import another.").waitFor();
  expect(await panel.getByText("Following", { exact: true }).count()).toBe(3);
  await context.close();
}, 180_000);
