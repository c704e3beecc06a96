// /data and /test in Chromium against the real API of the shared stack (global-setup.ts), whose store the
// real jobs filled from the YouTube emulator. Admin rights live only in the users table, which PGlite lets
// one process open at a time, so the global setup wrote the admin's row into the API's fresh PGlite folder
// (with the API's own db module and migrations) BEFORE the API opened it; this file signs in as that admin.
import { mkdirSync } from "node:fs";
import type { VideoInsightsResponse } from "@vi/types";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithEmailLink, stack, uniqueEmail } from "./auth-stack.ts";
import { describeViolations, launchChromium, seriousAxeViolations } from "./harness.ts";
import { call, getOutliers, routeThumbnails, signInAdmin, waitForStoredVideos } from "./video-api.ts";

const shotsDir = process.env.SHOTS_DIR;

interface AdminStatsAnswer {
  users: { total: number };
  store: { videos: number; channels: number };
  quota: { usedToday: number; dailyLimit: number } | null;
}

let browser: Browser;
let adminToken: string;
let adminEmail: string;

beforeAll(async () => {
  let admin: { email: string; token: string };
  [browser, admin] = await Promise.all([launchChromium(), signInAdmin()]);
  ({ email: adminEmail, token: adminToken } = admin);
  await waitForStoredVideos(adminToken, 20);
  const application = await fetch(`${stack().apiUrl}/affiliateApplications`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Ada Lovelace",
      email: "ada@example.com",
      website: "https://ada.example.com",
      followers: "1000-10000",
      message: "I review kitchen gear and would like to recommend VidInsight.",
    }),
  });
  expect(application.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function adminPage(
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await routeThumbnails(context);
  const page = await context.newPage();
  await signInWithEmailLink(page, adminEmail);
  return { context, page };
}

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });
const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("admin pages", () => {
  it("/data shows the API's real numbers and the stored application", async () => {
    const { context, page } = await adminPage();
    await page.goto(`${stack().webUrl}/data`);
    await page.getByRole("heading", { name: "Data", level: 1 }).waitFor();
    const overview = page.getByTestId("overview");
    await overview.waitFor();
    const stats = await call<AdminStatsAnswer>(adminToken, "GET", "/admin/stats");
    expect(stats.store.videos).toBeGreaterThanOrEqual(20);
    const figure = (label: string) =>
      overview
        .locator("div", { has: page.getByText(label, { exact: true }) })
        .locator("dd span")
        .first();
    expect(digits(await figure("Users").textContent())).toBe(stats.users.total);
    expect(digits(await figure("Channels stored").textContent())).toBe(stats.store.channels);
    // The jobs may still be writing; the page's number is one the API reported around the same time.
    expect(digits(await figure("Videos stored").textContent())).toBeGreaterThanOrEqual(20);
    expect(stats.quota).not.toBeNull();
    expect(digits(await figure("Quota used today").textContent())).toBeGreaterThan(0);
    // The real workers ran the store's jobs on the queue: track has finished runs.
    const queues = page.getByRole("table", { name: "Job queues" });
    await queues.getByRole("rowheader", { name: "track", exact: true }).waitFor();
    await queues
      .getByRole("list", { name: "Last runs of track" })
      .getByText(/^done /)
      .first()
      .waitFor();
    const applications = page.getByRole("table", { name: "Recent affiliate applications" });
    await applications.getByText("Ada Lovelace").waitFor();
    expect(await applications.getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe(
      "mailto:ada@example.com",
    );

    // Refresh asks again and shows the answer.
    const again = page.waitForResponse((r) => r.url().endsWith("/admin/stats"));
    await page.getByRole("button", { name: "Refresh" }).click();
    expect((await again).status()).toBe(200);
    await page.getByRole("button", { name: "Refresh" }).waitFor();

    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true });
      await page.screenshot({ path: `${shotsDir}/data-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByTestId("overview").waitFor();
      await page.screenshot({ path: `${shotsDir}/data-375.png`, fullPage: true });
    }
    await context.close();
  });

  it("/test validates the id, calls GET /channelVideos, logs and shows the result", async () => {
    const { context, page } = await adminPage();
    const logs: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "log") logs.push(message.text());
    });
    const [first] = (await getOutliers(adminToken, { limit: 1 })).videoData;
    if (!first) throw new Error("the store holds no video");
    const { insights } = await call<VideoInsightsResponse>(adminToken, "POST", "/videos/insights", {
      ids: [first.videoId],
    });
    const channelId = insights[0]?.channelId ?? "";
    const expected = await call<{ storedVideos: number; videos: unknown[]; channel: { title: string } }>(
      adminToken,
      "GET",
      `/channelVideos?channelId=${channelId}`,
    );

    await page.goto(`${stack().webUrl}/test`);
    const input = page.getByLabel("Channel ID");
    await input.fill("UC-not-a-channel");
    await page.getByRole("button", { name: "Get Channel Videos" }).click();
    await page.getByText("Enter a channel ID: UC followed by 22 letters, digits, - or _").waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");

    await input.fill(channelId);
    const answered = page.waitForResponse((r) => r.url().includes("/channelVideos?"));
    await page.getByRole("button", { name: "Get Channel Videos" }).click();
    expect((await answered).status()).toBe(200);
    await page.getByRole("heading", { name: expected.channel.title, level: 2 }).waitFor();
    const count = await page.getByTestId("result-count").textContent();
    expect(count).toContain(`${expected.videos.length} video`);
    await poll(() => logs.some((line) => line.startsWith("channelVideos"))).toBe(true);
    await page.getByText("JSON response", { exact: true }).click();
    const json = JSON.parse((await page.getByLabel("JSON response").textContent()) ?? "") as {
      channel: { id: string };
      videos: unknown[];
    };
    expect(json.channel.id).toBe(channelId);
    expect(json.videos).toHaveLength(expected.videos.length);

    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    if (shotsDir) {
      await page.screenshot({ path: `${shotsDir}/test-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${shotsDir}/test-375.png`, fullPage: true });
    }

    // An unknown channel shows the server's message.
    await input.fill("UC0000000000000000000009");
    await page.getByRole("button", { name: "Get Channel Videos" }).click();
    await page.getByText("channelId: UC0000000000000000000009 is not in the video store").waitFor();
    await context.close();
  });

  it("a signed-in non-admin gets 'Admin Access Required' on both pages", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await routeThumbnails(context);
    const page = await context.newPage();
    await signInWithEmailLink(page, uniqueEmail("member"));
    for (const path of ["/data", "/test"]) {
      await page.goto(`${stack().webUrl}${path}`);
      await page.getByRole("heading", { name: "Admin Access Required" }).waitFor();
      expect(await page.getByRole("heading", { name: "Data", level: 1 }).count()).toBe(0);
    }
    await context.close();
  });
});
