// Transcript downloads in the watch panel against the real API: the caption track read in the browser
// (json3 fixture; the German track only through YouTube's transcript panel), each new video and language
// claiming one of the Free plan's 3 daily uses, and the quota message with Upgrade after the last one.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ExtensionBrowser, launchWithExtension, routeYouTube, websiteOrigin } from "./harness.ts";
import {
  api,
  apiRequests,
  createTestUser,
  resetApiRequests,
  signInExtension,
  type TestUser,
} from "./stack.ts";

const CABIN = { id: "aBcDeFgHiJk", title: "I Built a Tiny Cabin in 30 Days (Start to Finish)" };

let browser: ExtensionBrowser;
let user: TestUser;

beforeAll(async () => {
  browser = await launchWithExtension();
  await routeYouTube(browser.context);
  user = await createTestUser("transcripts");
  await signInExtension(browser, user);
});

afterAll(async () => {
  await browser?.close();
});

async function openWatch(id: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`https://www.youtube.com/watch?v=${id}`);
  await page.locator(`vidinsight-watch-panel[data-video-id="${id}"] .panel:not([aria-busy])`).waitFor();
  return page;
}

const section = (page: Page) => page.locator("vidinsight-watch-panel [data-testid=transcript]");

async function download(page: Page, buttonName: string | RegExp): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 30_000 }) as Promise<Download>,
    section(page).getByRole("button", { name: buttonName }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, "utf8") };
}

async function transcriptsUsed(): Promise<number> {
  const { usage } = await api<{ usage: { transcripts: { used: number } } }>(user, "GET", "/usage");
  return usage.transcripts.used;
}

test("a transcript downloads as SRT and VTT (one use), the panel's fallback for another language, then the quota message", async () => {
  await resetApiRequests();
  const page = await openWatch(CABIN.id);
  const panel = section(page);
  expect(await panel.locator("select").first().locator("option").allTextContents()).toEqual([
    "English",
    "German (auto-generated)",
  ]);

  // SRT of the English track, read from the recorded json3 answer: the file named after the title. The
  // download is no page change: the same panel stays and says what it saved.
  await page.locator("vidinsight-watch-panel").evaluate((host) => host.setAttribute("data-probe", "kept"));
  const srt = await download(page, "Download (3 of 3 left today)");
  expect(srt.name).toBe(`${CABIN.title} (en).srt`);
  await panel.getByText(`Downloaded ${CABIN.title} (en).srt`).waitFor();
  expect(await page.locator("vidinsight-watch-panel").getAttribute("data-probe")).toBe("kept");
  expect(
    srt.text.startsWith("1\n00:00:01,200 --> 00:00:04,300\nThirty days, one trailer of lumber\n\n2\n"),
  ).toBe(true);
  expect(srt.text).toContain("4\n00:00:11,200 --> 00:00:14,700\nIt's level to within 2 mm <checked twice>\n");
  expect(srt.text).toContain("6\n00:18:50,500 --> 00:18:54,000\nThanks for watching!\n");
  expect(await transcriptsUsed()).toBe(1);
  const claims = (await apiRequests()).filter((r) => r.path === "/analyses/transcripts");
  expect(claims).toHaveLength(1);

  // VTT of the same track: the same video and language again today is free.
  await panel.getByLabel("Format").selectOption("vtt");
  const vtt = await download(page, "Download (2 of 3 left today)");
  expect(vtt.name).toBe(`${CABIN.title} (en).vtt`);
  expect(
    vtt.text.startsWith("WEBVTT\n\n00:00:01.200 --> 00:00:04.300\nThirty days, one trailer of lumber\n"),
  ).toBe(true);
  expect(vtt.text).toContain("It's level to within 2 mm &lt;checked twice&gt;");
  expect(await transcriptsUsed()).toBe(1);

  // Another video's transcript elsewhere (the website, another tab) takes the second use.
  await api(user, "POST", "/analyses/transcripts", { videoId: "ZyXwVuTsRqP", language: "en" });

  // The German track is refused as YouTube refuses it without its player's token (an empty answer):
  // the lines come from YouTube's own transcript panel, and this last use of the day shows the quota message.
  await page.reload();
  await page.locator(`vidinsight-watch-panel[data-video-id="${CABIN.id}"] .panel:not([aria-busy])`).waitFor();
  await section(page).getByLabel("Language").selectOption({ label: "German (auto-generated)" });
  const german = await download(page, "Download (1 of 3 left today)");
  expect(german.name).toBe(`${CABIN.title} (de).srt`);
  expect(german.text).toBe(
    [
      "1\n00:00:01,000 --> 00:00:04,000\nDreißig Tage, ein Anhänger voller Holz\n",
      "2\n00:00:04,000 --> 00:00:07,000\nund sehr viel Kaffee & Geduld.\n",
      "3\n00:00:07,000 --> 00:00:15,000\nTag eins: die Fundamente.\n",
      "4\n00:01:01,000 --> 00:01:09,000\n[Musik]\n",
      "5\n00:18:50,000 --> 00:18:52,000\nDanke fürs Zuschauen!\n",
    ].join("\n"),
  );
  expect(await transcriptsUsed()).toBe(3);
  const quota = section(page).locator(".quota");
  await quota.waitFor();
  expect(await quota.textContent()).toMatch(/You have used your 3 transcript downloads for today/);
  expect(await quota.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe(
    `${websiteOrigin()}/pricing`,
  );

  // A transcript already downloaded today stays free; a new one is refused by the API with its message.
  await section(page).getByLabel("Language").selectOption({ label: "English" });
  expect((await download(page, /^Download/)).name).toBe(`${CABIN.title} (en).srt`);
  await expect(
    api(user, "POST", "/analyses/transcripts", { videoId: "Q1w2E3r4T5y", language: "en" }),
  ).rejects.toThrow(/429 .*QUOTA_EXCEEDED/);
  expect(await transcriptsUsed()).toBe(3);

  // The stored records hold the video and language, no caption text.
  const { analyses } = await api<{
    analyses: { target: string; language: string | null; title: string | null }[];
  }>(user, "GET", "/analyses?kind=transcripts");
  expect(analyses.map((a) => `${a.target}:${a.language}`).sort()).toEqual([
    "ZyXwVuTsRqP:en",
    "aBcDeFgHiJk:de",
    "aBcDeFgHiJk:en",
  ]);
  expect(analyses.find((a) => a.language === "de")?.title).toBe(CABIN.title);
  await page.close();
});
