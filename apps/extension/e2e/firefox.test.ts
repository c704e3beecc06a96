// The extension in Firefox (the system firefox-esr over WebDriver BiDi, e2e/firefox.ts), against the same
// stack as the Chromium tests: the real website signs a user in and hands the session over (through the
// content script on the website's origin: Firefox has no externally_connectable), then every feature runs
// signed in - watch panel, badges, comment ideas, transcripts, search panel, popup - and the session
// survives a browser restart. The tests run in order on one browser and profile, as a user would.

import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatCount, formatOutlier } from "@vi/format";
import { lifetimeVph } from "@vi/metrics";
import type { CommentsAnalysis, VideoInsight } from "@vi/types";
import type { ElementHandle, Page } from "puppeteer-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formatBadgeOutlier } from "../content/badges/badge-element.ts";
import { GECKO_ID } from "../wxt.config.ts";
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type FirefoxWithExtension, launchFirefoxWithExtension, waitInPage } from "./firefox.ts";
import { FIXTURES_DIR, websiteOrigin } from "./harness.ts";
import {
  api,
  apiRequests,
  createTestUser,
  emailedSignInLink,
  resetApiRequests,
  stack,
  type TestUser,
  userData,
  waitForScores,
} from "./stack.ts";

/** Another port of the same host: a different origin, which the extension must not trust. */
const impostorOrigin = () => `http://localhost:${Number(new URL(websiteOrigin()).port) + 1}`;
/**
 * A still page on the website's origin (test/fixtures/website.html, with a same-origin frame), for the
 * messages that must be ignored: the real website posts its own (signed-out) VI_USER_DATA as it starts.
 */
const STAND_IN = "/__stand-in";

let firefox: FirefoxWithExtension;
let site: CatalogSite;
let user: TestUser;
// Kept across the restart at the end.
const profile = mkdtempSync(join(tmpdir(), "vi-e2e-firefox-restart-"));
const downloads = mkdtempSync(join(tmpdir(), "vi-e2e-firefox-downloads-"));
const uuid = randomUUID();

beforeAll(async () => {
  site = catalogSite(stack().youtubeSeed);
  user = await createTestUser("firefox");
  const website = readFileSync(join(FIXTURES_DIR, "website.html"), "utf8");
  firefox = await launchFirefoxWithExtension({
    profile,
    uuid,
    downloadDir: downloads,
    site,
    imagesFrom: stack().youtubeEmulatorUrl,
    extraRoutes: {
      [impostorOrigin()]: () => ({ status: 200, contentType: "text/html; charset=utf-8", body: website }),
      [websiteOrigin()]: (url) =>
        url.pathname === STAND_IN
          ? { status: 200, contentType: "text/html; charset=utf-8", body: website }
          : null,
    },
  });
  await resetApiRequests();
});

afterAll(async () => {
  await firefox?.close();
  rmSync(profile, { recursive: true, force: true });
  rmSync(downloads, { recursive: true, force: true });
});

const bodyText = (page: Page) => page.evaluate(() => document.body.textContent);

async function openPopup(): Promise<Page> {
  return firefox.openExtensionPage("/popup.html");
}

/** storage.local as the extension's own pages (and its content scripts) read it. */
function storageLocal(popup: Page): Promise<Record<string, unknown>> {
  return popup.evaluate(async () => {
    // The popup is an extension page: `browser` is Firefox's own WebExtension API there.
    const api = (globalThis as unknown as { browser: { storage: { local: { get(): Promise<object> } } } })
      .browser;
    return JSON.parse(JSON.stringify(await api.storage.local.get())) as Record<string, unknown>;
  });
}

function post(page: Page, message: unknown): Promise<void> {
  return page.evaluate((m) => window.postMessage(m, window.location.origin), message);
}

test("only the website's own window hands the user over; signing in on the website signs the extension in", async () => {
  const popup = await openPopup();
  const signInHref = await waitInPage(
    popup,
    () => [...document.querySelectorAll("a")].find((a) => a.textContent === "Sign in")?.getAttribute("href"),
    "the popup's Sign in link",
  );
  expect(signInHref).toBe(`${websiteOrigin()}/login`);

  // A page of another origin, a frame inside the website, and malformed messages are all ignored.
  const message = { type: "VI_USER_DATA", user: userData(user) };
  const impostor = await firefox.newPage();
  await impostor.goto(`${impostorOrigin()}/finishSignUp`);
  await post(impostor, message);
  const stand = await firefox.newPage();
  await stand.goto(`${websiteOrigin()}${STAND_IN}`);
  await stand.evaluate((m) => {
    // A same-origin frame posting to the website's window: event.source is the frame, not the window.
    const frame = document.querySelector<HTMLIFrameElement>("#embedded")!;
    (frame.contentWindow as Window & { eval(code: string): unknown }).eval(
      `parent.postMessage(${JSON.stringify(m)}, "*")`,
    );
  }, message);
  await post(stand, { type: "VI_USER_DATA", user: { ...userData(user), idToken: "" } });
  await post(stand, { type: "VI_USER_DATA" });
  // A valid message afterwards proves the listener was alive the whole time (then sign out again).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await storageLocal(popup)).not.toHaveProperty("user");
  await post(stand, message);
  await waitInPage(popup, () => document.querySelector("[data-testid=plan]")?.textContent, "the plan line");
  await post(stand, { type: "VI_USER_DATA", user: null });
  await waitInPage(
    popup,
    () => [...document.querySelectorAll("a")].some((a) => a.textContent === "Sign in"),
    "Sign in again",
  );
  await impostor.close();
  await stand.close();

  // The real website: sign in with the emailed link; its own code posts VI_USER_DATA to its window.
  const website = await firefox.newPage();
  await website.goto(`${websiteOrigin()}/login`);
  await website.locator("input[type=email]").fill(user.email);
  await website.locator("button[type=submit]").click();
  await waitInPage(website, () => document.body.textContent.includes("Check your inbox"), "Check your inbox");
  await website.goto(await emailedSignInLink(user.email));
  await waitInPage(website, () => document.body.textContent.includes("You're All Set!"), "You're All Set!", {
    timeoutMs: 30_000,
  });

  // The open popup follows storage: the email, and the plan, which the background asked the API for with
  // the handed-over token.
  await waitInPage(popup, () => document.querySelector("[data-testid=plan]")?.textContent, "the plan line");
  expect(await bodyText(popup)).toContain(user.email);
  expect(await popup.evaluate(() => document.querySelector("[data-testid=plan]")?.textContent)).toBe(
    "PlanFree",
  );
  // What content scripts can read (storage.local) holds no token: they stay with the background.
  const local = JSON.stringify(await storageLocal(popup));
  expect(local).toContain(user.email);
  expect(local).not.toContain(user.refreshToken);
  expect(local).not.toMatch(/idToken|refreshToken/);
  await website.close();
  await popup.close();
});

/** Reads the watch panel of `videoId` (in its shadow root) once it has its numbers. */
function readPanel(page: Page, videoId: string) {
  return waitInPage(
    page,
    (id: string) => {
      const root = document.querySelector(`vidinsight-watch-panel[data-video-id="${id}"]`)?.shadowRoot;
      if (!root?.querySelector(".panel:not([aria-busy])")) return null;
      const stats: Record<string, string> = {};
      for (const stat of root.querySelectorAll(".stat")) {
        const label = stat.querySelector(".label")?.textContent;
        if (label) stats[label] = stat.querySelector(".value")?.textContent ?? "";
      }
      return {
        outlier: root.querySelector("[data-testid=outlier] .value")?.textContent ?? null,
        stats,
        tags: [...root.querySelectorAll(".chip")].map((chip) => chip.textContent),
        placement: [root.host.previousElementSibling?.id ?? null, root.host.parentElement?.id ?? null],
      };
    },
    `the watch panel of ${videoId}`,
    { args: [videoId] },
  );
}

test("the watch panel shows the API's outlier score and the page's numbers under the title", async () => {
  const video = site.longVideo(0);
  const insight = (await waitForScores(user, [video.id])).get(video.id)!;
  const page = await firefox.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${video.id}`);
  const shown = await readPanel(page, video.id);
  const now = Date.now();
  const views = site.catalog.videoStatsAt(video, now).viewCount;
  expect(shown).toMatchObject({
    outlier: formatOutlier(insight.videoOutlier),
    stats: {
      "Recent VPH": formatCount(insight.recentVph),
      Comments: formatCount(insight.videoCommentCount),
      Subscribers: formatCount(insight.channelSubscriberCount),
      Views: formatCount(views),
      VPH: formatCount(lifetimeVph(views, video.publishedAt, now)),
    },
    tags: video.tags,
    placement: ["title", "above-the-fold"],
  });
  await page.close();
});

test("a 60-thumbnail home grid gets the API's numbers on its badges", async () => {
  const home = site.home(60);
  const page = await firefox.newPage();
  await page.goto("https://www.youtube.com/");
  const shown = await waitInPage(
    page,
    () => {
      const hosts = [...document.querySelectorAll<HTMLElement>("vidinsight-badge")];
      if (hosts.length < 60) return null;
      return hosts.map((host) => ({
        id: host.dataset.videoId ?? "",
        text: [...host.children].map((part) => part.textContent).join(" "),
        inThumbnail: host.parentElement?.matches("a.yt-lockup-view-model__content-image") ?? false,
      }));
    },
    "60 badges",
  );
  expect(new Set(shown.map((badge) => badge.id))).toEqual(new Set(home.map((video) => video.id)));
  // Each badge shows what the API last answered the extension (through the counting proxy) for its
  // video: on this page, or earlier in this file for the cached videos (the watch page's sidebar).
  const answers = new Map<string, VideoInsight>();
  for (const request of (await apiRequests()).filter((r) => r.path === "/videos/insights")) {
    for (const insight of (request.response as { insights: VideoInsight[] }).insights) {
      answers.set(insight.videoId, insight);
    }
  }
  for (const badge of shown) {
    const insight = answers.get(badge.id);
    expect(insight, `an API answer for ${badge.id}`).toBeDefined();
    const expected = [
      ...(insight!.videoOutlier === null ? [] : [formatBadgeOutlier(insight!.videoOutlier)]),
      `${formatCount(insight!.videoVph)} VPH`,
    ].join(" ");
    expect(badge).toEqual({ id: badge.id, text: expected, inThumbnail: true });
  }
  await page.close();
});

/** Clicks, with real (trusted) input, the button of `host`'s shadow root whose text starts with `label`. */
async function clickInShadow(page: Page, host: string, label: string): Promise<void> {
  const find = (hostSelector: string, text: string) =>
    [...(document.querySelector(hostSelector)?.shadowRoot?.querySelectorAll("button") ?? [])].find((b) =>
      b.textContent?.startsWith(text),
    ) ?? null;
  await waitInPage(
    page,
    (h: string, t: string) =>
      [...(document.querySelector(h)?.shadowRoot?.querySelectorAll("button") ?? [])].some((b) =>
        b.textContent?.startsWith(t),
      ),
    `the button "${label}" in ${host}`,
    { args: [host, label] },
  ).catch(async (error: unknown) => {
    const text = await page.evaluate((h: string) => document.querySelector(h)?.shadowRoot?.textContent, host);
    throw new Error(`${String(error)}; ${host} shows: ${text}`);
  });
  const handle = await page.evaluateHandle(find, host, label);
  const button = handle.asElement() as ElementHandle<Element> | null;
  if (!button) throw new Error(`no button "${label}" in ${host}`);
  await button.click();
}

/** The text of `selector` in `host`'s shadow root, once it is there. */
function shadowText(page: Page, host: string, selector: string, timeoutMs = 60_000): Promise<string> {
  return waitInPage(
    page,
    (hostSelector: string, inner: string) =>
      document.querySelector(hostSelector)?.shadowRoot?.querySelector(inner)?.textContent ?? null,
    `${selector} in ${host}`,
    { args: [host, selector], timeoutMs },
  );
}

test("comment ideas: Find ideas shows the analysis the API stored for the video", async () => {
  const now = Date.now();
  const video = site.catalog.channels
    .flatMap((channel) => site.catalog.uploadsAt(channel, now).slice(0, 6))
    .find((v) => !v.isShort && site.catalog.commentThreadsAt(v, now).length >= 20);
  expect(video).toBeDefined();
  const page = await firefox.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${video!.id}`);
  await readPanel(page, video!.id);
  const host = "vidinsight-watch-panel";
  await clickInShadow(page, host, "Find ideas (2 of 2 left today)");
  const summary = await shadowText(page, host, "[data-testid=ideas-summary]");
  const { analyses } = await api<{ analyses: { id: string; target: string }[] }>(
    user,
    "GET",
    "/analyses?kind=comments",
  );
  const stored = analyses.find((analysis) => analysis.target === video!.id);
  expect(stored).toBeDefined();
  const { analysis } = await api<{ analysis: CommentsAnalysis }>(user, "GET", `/analysis?id=${stored!.id}`);
  expect(summary).toContain(`${formatCount(analysis.result.commentsRead)} comments read`);
  const titles = await page.evaluate(() =>
    [
      ...(document
        .querySelector("vidinsight-watch-panel")
        ?.shadowRoot?.querySelectorAll("[data-testid=comment-ideas] .idea .title-text") ?? []),
    ].map((title) => title.textContent),
  );
  expect(titles).toEqual(analysis.result.ideas.map((idea) => idea.title));
  await page.close();
});

test("transcripts: the caption track is read in the page and downloads as SRT, one of the day's uses", async () => {
  const cabin = { id: "aBcDeFgHiJk", title: "I Built a Tiny Cabin in 30 Days (Start to Finish)" };
  const page = await firefox.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${cabin.id}`);
  await readPanel(page, cabin.id);
  await clickInShadow(page, "vidinsight-watch-panel", "Download (3 of 3 left today)");
  const file = join(downloads, `${cabin.title} (en).srt`);
  const deadline = Date.now() + 30_000;
  while (!existsSync(file) || readFileSync(file, "utf8") === "") {
    if (Date.now() > deadline)
      throw new Error(`no download at ${file}: ${readdirSync(downloads).join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const srt = readFileSync(file, "utf8");
  expect(srt.startsWith("1\n00:00:01,200 --> 00:00:04,300\nThirty days, one trailer of lumber\n\n2\n")).toBe(
    true,
  );
  expect(srt).toContain("6\n00:18:50,500 --> 00:18:54,000\nThanks for watching!\n");
  // The download is no page change: the panel stays and says what it saved.
  await waitInPage(
    page,
    (text: string) =>
      document
        .querySelector("vidinsight-watch-panel")
        ?.shadowRoot?.querySelector("[data-testid=transcript]")
        ?.textContent?.includes(text),
    "the Downloaded line",
    { args: [`Downloaded ${cabin.title} (en).srt`] },
  );
  const { usage } = await api<{ usage: { transcripts: { used: number } } }>(user, "GET", "/usage");
  expect(usage.transcripts.used).toBe(1);
  await page.close();
});

test("search results: Analyze these results sends the page's ids and shows the API's report", async () => {
  await resetApiRequests();
  const page = await firefox.newPage();
  await page.goto(`https://www.youtube.com/results?search_query=${encodeURIComponent("tiny cabin")}`);
  const host = "vidinsight-page-analysis[data-kind=search]";
  await shadowText(page, host, ".results-panel", 20_000);
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("ytd-search ytd-video-renderer a#thumbnail")].map((a) =>
      new URL(a.href).searchParams.get("v"),
    ),
  );
  await clickInShadow(page, host, "Analyze these results (2 of 2 left today)");
  const score = await shadowText(page, host, "[data-testid=results-report] [data-testid=opportunity]");
  const sent = (await apiRequests()).filter((r) => r.path === "/analyses/results");
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ query: "tiny cabin", videoIds: shown });
  const answer = sent[0]?.response as { result: { opportunity: { score: number } } };
  expect(score).toBe(String(Math.round(answer.result.opportunity.score)));
  await page.close();
});

test("switching the watch panel off in the popup removes it from an open watch page, and back on", async () => {
  const watch = await firefox.newPage();
  await watch.goto("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  await readPanel(watch, "aBcDeFgHiJk");
  const popup = await openPopup();
  const panelSwitch = async () => {
    await waitInPage(
      popup,
      () => document.querySelector<HTMLInputElement>("[role=switch]:not(:disabled)")?.checked !== undefined,
      "the popup's switches",
    );
    const handle = await popup.evaluateHandle(() =>
      [...document.querySelectorAll<HTMLInputElement>("[role=switch]")].find((input) =>
        input.labels?.[0]?.textContent?.includes("Watch page panel"),
      ),
    );
    return handle.asElement() as ElementHandle<Element>;
  };
  await (await panelSwitch()).click();
  await waitInPage(
    watch,
    () => document.querySelector("vidinsight-watch-panel") === null,
    "the panel removed",
  );
  await (await panelSwitch()).click();
  await readPanel(watch, "aBcDeFgHiJk");
  await popup.close();
  await watch.close();
});

test("YouTube's pages cannot reach the extension's files by its add-on id, other sites not even by its UUID", async () => {
  // What Firefox gives instead of use_dynamic_url (docs/decisions/extension-firefox-edge.md): files are
  // served at moz-extension://<random per-profile UUID>, never at the add-on id, and only to the pages
  // the manifest lists (YouTube).
  const probe = (page: Page, base: string) =>
    page.evaluate(async (root: string) => {
      const asScript = (file: string) =>
        new Promise<string>((resolve) => {
          const script = document.createElement("script");
          script.src = `${root}/${file}`;
          script.onload = () => resolve("loaded");
          script.onerror = () => resolve("refused");
          document.head.append(script);
        });
      const byFetch = (file: string) =>
        fetch(`${root}/${file}`).then(
          () => "loaded",
          () => "refused",
        );
      return Promise.all(
        ["page-data.js", "panel-ui.js", "analysis-ui.js"].flatMap((file) => [asScript(file), byFetch(file)]),
      );
    }, base);
  const youtube = await firefox.newPage();
  await youtube.goto("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  await readPanel(youtube, "aBcDeFgHiJk");
  expect(await probe(youtube, `moz-extension://${GECKO_ID}`)).toEqual(Array(6).fill("refused"));
  const other = await firefox.newPage();
  await other.goto(`${impostorOrigin()}/`);
  expect(await probe(other, firefox.extensionOrigin)).toEqual(Array(6).fill("refused"));
  await youtube.close();
  await other.close();
});

test("after a browser restart the session is restored from the refresh token the background kept", async () => {
  await firefox.close();
  firefox = await launchFirefoxWithExtension({ profile, uuid, site, imagesFrom: stack().youtubeEmulatorUrl });
  const popup = await openPopup();
  // The plan needs an API call, so an ID token minted after the restart (storage.session starts empty).
  const plan = await waitInPage(
    popup,
    () => document.querySelector("[data-testid=plan]")?.textContent,
    "the plan line",
  );
  expect(plan).toBe("PlanFree");
  expect(await bodyText(popup)).toContain(user.email);
  const local = JSON.stringify(await storageLocal(popup));
  expect(local).not.toMatch(/idToken|refreshToken/);
  await popup.close();
});
