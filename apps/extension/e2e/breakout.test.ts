// The watchlist's acceptance in the browser (issue 34): a user signed in on the website follows a channel
// whose last days were replayed before the API started (its typical start is known) and asks for alerts
// at 2x; the test then moves time, the YouTube emulator's clock and the API's together (e2e/global-setup.ts
// starts the API as apps/api/scripts/e2e-clock-api.ts), and after each step runs what the jobs' schedule
// would have run by then: the emulator's WebSub hub pushes the new uploads to the API, then the WebSub,
// refresh and breakout jobs run through the real queue. When the channel's coming strong outlier breaks
// out: exactly one alert email in the SMTP catcher (and still one after another round), the count on the
// extension's toolbar icon (chrome.action badge text, read in the service worker), and the video first
// on the website's feed sorted 'Breaking out'. No real-time waits beyond polling for a result.
import type { WatchlistBreakoutsResponse, WatchlistFeedResponse } from "@vi/types";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, websiteOrigin } from "./harness.ts";
import { api, createTestUser, emailedSignInLink, signInExtension, stack, type TestUser } from "./stack.ts";

const HOUR = 3_600_000;

interface CaughtMail {
  envelopeTo: string[];
  subject: string;
  messageId: string | null;
}

let browser: ExtensionBrowser;
let user: TestUser;

beforeAll(async () => {
  browser = await launchWithExtension();
  user = await createTestUser("breakout");
  await signInExtension(browser, user);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function post<T>(url: string, body: unknown = {}): Promise<T> {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`POST ${url}: ${answer.status} ${text}`);
  return JSON.parse(text) as T;
}

/** The API's clock (the emulator's moves with it). */
async function clockNow(): Promise<number> {
  const { now } = (await (await fetch(`${stack().clockUrl}/clock`)).json()) as { now: string };
  return Date.parse(now);
}

/** Moves the YouTube emulator's clock and the API's by `ms`. */
async function advance(ms: number): Promise<void> {
  const step = Math.ceil(ms);
  await post(`${stack().youtubeEmulatorUrl}/_emulator/clock/advance`, { ms: step });
  await post(`${stack().clockUrl}/clock/advance`, { ms: step });
}

/**
 * What the schedule runs after a step: the hub's pushes of the new uploads (the API stores each pushed
 * video), then the WebSub job (subscriptions renewed, feeds polled), the refresh and the breakout round.
 */
async function jobRound(): Promise<void> {
  await post(`${stack().youtubeEmulatorUrl}/_emulator/hub/deliver`);
  const { runs } = await post<{ runs: { name: string; state: string; output: unknown }[] }>(
    `${stack().clockUrl}/jobs/run`,
    { names: ["watchlist_websub", "refresh", "watchlist_breakouts"] },
  );
  const failed = runs.filter((run) => run.state !== "completed");
  if (failed.length > 0) throw new Error(`jobs failed: ${JSON.stringify(failed)}`);
}

async function breakoutMails(): Promise<CaughtMail[]> {
  const { messages } = (await (await fetch(`${stack().mailUrl}/api/messages`)).json()) as {
    messages: CaughtMail[];
  };
  return messages.filter(
    (mail) =>
      mail.envelopeTo.includes(user.email) &&
      (mail.subject.startsWith("Breaking out:") || mail.subject.includes("are breaking out")),
  );
}

async function signInOnWebsite(page: Page): Promise<void> {
  await page.goto(`${websiteOrigin()}/login`);
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  await page.goto(await emailedSignInLink(user.email));
  await page.getByRole("heading", { name: "You're All Set!" }).waitFor({ timeout: 20_000 });
}

test("follow, time moves until a new upload breaks out: one email, the icon's count, first on the feed", async () => {
  const coming = stack().history.breakout;
  if (!coming) throw new Error("the stack replayed no channel with a breakout coming");
  // The real website (signing the extension in served a stand-in for it).
  await browser.context.unroute(`${websiteOrigin()}/**`);
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${websiteOrigin()}/watchlist`);
  const field = page.getByLabel("Channel to follow");
  const signedOut = page.getByText("Authentication Required");
  await Promise.race([field.waitFor({ timeout: 30_000 }), signedOut.waitFor({ timeout: 30_000 })]);
  if (!(await field.isVisible())) {
    await signInOnWebsite(page);
    await page.goto(`${websiteOrigin()}/watchlist`);
  }
  await field.waitFor({ timeout: 30_000 });
  await field.fill(coming.channelId);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await page.getByText(/is on your watchlist\.|tracked from tomorrow/).waitFor({ timeout: 30_000 });
  // The list settled with the channel (the follow's refetch done) before the setting changes.
  await page.getByRole("button", { name: /^Remove .* from your watchlist$/ }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  // 5x: the coming upload is a strong outlier; the channel's ordinary uploads stay below it.
  await page.getByLabel("Alert at").selectOption("5");
  await expect.poll(() => page.getByLabel("Alert at").inputValue()).toBe("5");
  // Saved: the settings come back from the API after a reload.
  await page.reload();
  await expect.poll(() => page.getByLabel("Alert at").inputValue(), { timeout: 15_000 }).toBe("5");

  // The extension's first look sets its mark (breakouts from before it are not news); its looks run on an
  // alarm every 5 minutes: fire it now rather than wait.
  const lookNow = async () =>
    (await browser.background()).evaluate(() =>
      chrome.alarms.create("vi-breakouts", { when: Date.now(), periodInMinutes: 5 }),
    );
  const breakoutState = async () =>
    (await browser.background()).evaluate(
      async () => (await chrome.storage.local.get("breakouts")).breakouts as { lastAlertAt: string | null },
    );
  await lookNow();
  await expect
    .poll(async () => (await breakoutState())?.lastAlertAt ?? null, { timeout: 30_000 })
    .not.toBeNull();

  // The WebSub subscription at the hub, then time moves: 6-hour steps until an hour before the upload,
  // then hourly (its first hours' cadence) until the email comes, 3 days at most.
  await jobRound();
  const publishedAt = Date.parse(coming.publishedAt);
  for (let now = await clockNow(); now < publishedAt - HOUR; now = await clockNow()) {
    await advance(Math.min(6 * HOUR, publishedAt - HOUR - now));
    await jobRound();
  }
  const alerted = async () =>
    (await api<WatchlistBreakoutsResponse>(user, "GET", "/watchlist/breakouts")).breakouts.map(
      (breakout) => breakout.videoId,
    );
  for (let step = 0; step < 72 && !(await alerted()).includes(coming.videoId); step++) {
    await advance(HOUR);
    await jobRound();
  }
  expect(await alerted()).toEqual([coming.videoId]);
  const mails = await breakoutMails();
  expect(mails).toHaveLength(1);
  // Another round, two hours on: nothing more is sent for it.
  await advance(2 * HOUR);
  await jobRound();
  expect(await breakoutMails()).toHaveLength(1);

  // The feed of the last 24 hours sorted 'Breaking out' (highest outlier at the same age; the window leaves
  // out the channel's older outliers from before the follow): the video that broke out first, marked so.
  const feed = await api<WatchlistFeedResponse>(user, "GET", "/watchlist/feed?sort=breakout&window=24h");
  const top = feed.videos[0];
  expect(top?.breakoutAt, JSON.stringify(feed.videos.slice(0, 3))).not.toBeNull();
  await page.goto(`${websiteOrigin()}/watchlist?sort=breakout&window=24h`);
  const first = page.locator("section[aria-labelledby=feed-title] ul > li").first();
  await first.waitFor({ timeout: 30_000 });
  await first.getByText("Breaking out", { exact: true }).waitFor();
  // The one alert names it.
  const title = ((await first.locator("a.line-clamp-2").textContent()) ?? "").trim();
  expect(title.length).toBeGreaterThan(0);
  expect(mails[0]?.subject).toContain(title.slice(0, 30));
  expect(await first.locator(`a[href*="${top?.videoId}"]`).count()).toBeGreaterThan(0);
  // The replayed channel's coming strong outlier is the one (found from the catalog, not hard-coded).
  expect(top?.videoId).toBe(coming.videoId);

  // The extension's icon: its next look counts the new breakout.
  await lookNow();
  await expect
    .poll(async () => (await browser.background()).evaluate(() => chrome.action.getBadgeText({})), {
      timeout: 30_000,
    })
    .toBe("1");
  await page.close();
}, 600_000);
