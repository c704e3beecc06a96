// The daily recap email and roles in Chromium against the real stack (global-setup.ts: the API sends mail
// over SMTP to the SMTP catcher of @vi/emulators). An admin grants beta tester on /data and the member
// sees the sister-product link after a reload; an admin sends themself a test recap from /data, whose
// body link unsubscribes without signing in, which the Notifications toggle then shows. The caught email
// is screenshot at 1280 and 375 px, light and dark (SHOTS_DIR).
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations } from "./harness.ts";
import { call, getOutliers, routeThumbnails, signInAdmin, waitForStoredVideos } from "./video-api.ts";

const shotsDir = process.env.SHOTS_DIR;

interface CaughtMail {
  id: string;
  envelopeTo: string[];
  subject: string;
  headers: Record<string, string>;
  html: string | null;
  text: string | null;
}

let browser: Browser;
let adminEmail: string;
let adminToken: string;

beforeAll(async () => {
  let admin: { email: string; token: string };
  [browser, admin] = await Promise.all([launchChromium(), signInAdmin()]);
  ({ email: adminEmail, token: adminToken } = admin);
  // Something to report: the admin saves a few stored videos.
  await waitForStoredVideos(adminToken, 5);
  const { videoData } = await getOutliers(adminToken, { limit: 3 });
  for (const video of videoData) await call(adminToken, "POST", "/savedVideos", { videoId: video.videoId });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await routeThumbnails(context);
  const page = await context.newPage();
  await signInWithEmailLink(page, email);
  return { context, page };
}

async function caughtMail(to: string, timeoutMs = 30_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = (await (await fetch(`${stack().mailUrl}/api/messages`)).json()) as {
      messages: CaughtMail[];
    };
    const mail = messages.filter((message) => message.envelopeTo.includes(to)).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("roles", () => {
  it("an admin grants beta tester on /data; the user sees the nav link after a reload", async () => {
    const memberEmail = uniqueEmail("beta");
    const member = await signedIn(memberEmail);
    await member.page.goto(`${stack().webUrl}/savedVideos`);
    await member.page.getByRole("link", { name: "Saved Videos" }).first().waitFor();
    expect(await member.page.getByRole("link", { name: /Scriptwritr/ }).count()).toBe(0);

    const admin = await signedIn(adminEmail);
    await admin.page.goto(`${stack().webUrl}/data`);
    const roles = admin.page.getByRole("region", { name: "Roles" });
    await roles.getByLabel("User email").fill(memberEmail.toUpperCase());
    await roles.getByRole("button", { name: "Find user" }).click();
    await roles.getByRole("button", { name: "Grant beta tester" }).click();
    await roles.getByRole("button", { name: "Revoke beta tester" }).waitFor();
    const audit = roles.getByRole("table", { name: "Role changes" });
    await audit.getByRole("row", { name: new RegExp(`${memberEmail}.*Granted beta tester`) }).waitFor();
    // One's own admin right cannot be revoked from here.
    await roles.getByLabel("User email").fill(adminEmail);
    await roles.getByRole("button", { name: "Find user" }).click();
    expect(await roles.getByRole("button", { name: "Revoke admin" }).isDisabled()).toBe(true);
    // The pointer off the buttons: axe judges the resting colours (a hovered button is lighter).
    await admin.page.mouse.move(0, 0);
    const violations = await seriousAxeViolations(admin.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await roles.screenshot({ path: `${shotsDir}/data-roles-1280.png` });
    }

    await member.page.reload();
    await member.page
      .getByRole("link", { name: /Scriptwritr/ })
      .first()
      .waitFor();
    await Promise.all([admin.context.close(), member.context.close()]);
  });
});

describe("daily recap email", () => {
  it("a test recap from /data arrives; its link unsubscribes without signing in; the toggle shows it", async () => {
    const admin = await signedIn(adminEmail);
    await admin.page.goto(`${stack().webUrl}/data`);
    const recap = admin.page.getByRole("region", { name: "Daily recap email" });
    await recap.getByLabel("Recaps in the last 24 hours").waitFor();
    await recap.getByRole("button", { name: "Send me a test recap" }).click();
    await recap.getByText(`to ${adminEmail}.`, { exact: false }).waitFor();
    const mail = await caughtMail(adminEmail);
    expect(mail.subject).toMatch(/^\[Test\] Your morning recap/);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toContain(`${stack().apiUrl}/unsubscribe?token=`);
    expect(mail.text).toContain("YOUR SAVED VIDEOS");

    // The email as a mail client shows it, at both widths, light and dark.
    const shots = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const view = await shots.newPage();
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        await view.setViewportSize({ width, height });
        await view.emulateMedia({ colorScheme });
        await view.goto(`${stack().mailUrl}/messages/${mail.id}/html`);
        await view.getByRole("heading", { name: "Your saved videos" }).waitFor();
        const overflow = await view.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        if (shotsDir)
          await view.screenshot({
            path: `${shotsDir}/recap-email-${width}-${colorScheme}.png`,
            fullPage: true,
          });
      }
    }
    await shots.close();

    // The body's link, opened signed out: opening it changes nothing, the button unsubscribes.
    const link = /href="([^"]+\/unsubscribe\?token=[^"]+)"/
      .exec(mail.html ?? "")?.[1]
      ?.replaceAll("&amp;", "&");
    expect(link?.startsWith(`${stack().webUrl}/unsubscribe?token=`)).toBe(true);
    const anonymous = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page: Page = await anonymous.newPage();
    await page.goto(link ?? "");
    await page.getByRole("heading", { name: "Unsubscribe from the daily recap" }).waitFor();
    const before = await call<{ userInfo: { subscribedToDailyRecapEmail: boolean } }>(
      adminToken,
      "GET",
      "/user",
    );
    expect(before.userInfo.subscribedToDailyRecapEmail).toBe(true);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await page.getByText("This address will no longer get the Daily Recap Email", { exact: false }).waitFor();
    // Whoever holds the link learns nothing of the account (issue 28, #13): no email on the page.
    expect(await page.getByText(adminEmail, { exact: false }).count()).toBe(0);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/unsubscribe-375.png`, fullPage: true });
    await anonymous.close();

    // The signed-in settings show it, and turning it back on is saved.
    await admin.page.goto(`${stack().webUrl}/account#notifications`);
    const toggle = admin.page.getByRole("switch", { name: "Daily Recap Email" });
    await expect.poll(() => toggle.getAttribute("aria-checked"), { timeout: 20_000 }).toBe("false");
    await admin.page.getByText("Disabled", { exact: true }).waitFor();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await expect
      .poll(
        async () =>
          (await call<{ userInfo: { subscribedToDailyRecapEmail: boolean } }>(adminToken, "GET", "/user"))
            .userInfo.subscribedToDailyRecapEmail,
        { timeout: 20_000 },
      )
      .toBe(true);
    const violations = await seriousAxeViolations(admin.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await admin.context.close();
  });
});
