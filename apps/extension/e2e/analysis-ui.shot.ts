// Screenshots of the analysis UI in its filled states (comment ideas in the watch panel, light and dark,
// 1280 and 375 px; the search results panel with a report), drawn from the components with sample
// reports: the API's analyses need real comments and search traffic to fill these, which a fresh test
// stack has not got. Written to SCREENSHOT_DIR (default /tmp/shots/issue5).
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, test } from "vitest";
import { CHROMIUM_ARGS, chromiumPath } from "../../../scripts/lib/e2e-stack.mjs";
import { ResultsReportView } from "../content/analyses/results-panel.tsx";
import { IdeasReport } from "../content/watch-panel/comment-ideas.tsx";
import { Transcript } from "../content/watch-panel/transcript.tsx";
import { WatchPanel } from "../content/watch-panel/watch-panel.tsx";
import type { CommentIdeasReport, ResultsReport, UsageToday } from "../shared/analysis-protocol.ts";
import type { CaptionTrack } from "../shared/page-protocol.ts";

const dir = process.env.SCREENSHOT_DIR || "/tmp/shots/issue5";
const css = ["../content/watch-panel/watch-panel.css", "../content/analyses/analyses.css"]
  .map((file) => readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8"))
  .join("\n");
const NOW = Date.parse("2026-11-24T12:00:00Z");
const RESETS = "2026-11-25T00:00:00.000Z";
const USAGE: UsageToday = {
  comments: { used: 1, limit: 2, resetsAt: RESETS },
  channel: { used: 0, limit: 2, resetsAt: RESETS },
  results: { used: 1, limit: 2, resetsAt: RESETS },
  transcripts: { used: 0, limit: 3, resetsAt: RESETS },
};
const lc = (n: number) => `https://www.youtube.com/watch?v=aBcDeFgHiJk&lc=Ugx${n}`;
const IDEAS: CommentIdeasReport = {
  analysisId: "a1",
  videoId: "aBcDeFgHiJk",
  commentCount: 486,
  otherLanguageCount: 37,
  sentiment: { positive: 0.62, neutral: 0.29, negative: 0.09 },
  ideas: [
    {
      kind: "question",
      text: "How did you insulate the floor without a crawl space?",
      title: "How I Insulated a Cabin Floor With No Crawl Space",
      likes: 4210,
      replies: 96,
      comments: [
        { text: "How did you insulate the floor without a crawl space??", likes: 2980, url: lc(1) },
        { text: "what insulation did you use under the floor", likes: 1230, url: lc(2) },
      ],
    },
    {
      kind: "request",
      text: "part 2 with the solar setup",
      title: "Off-Grid Cabin Part 2: The Full Solar Setup",
      likes: 3120,
      replies: 41,
      comments: [{ text: "Please make a part 2 with the solar setup!", likes: 3120, url: lc(3) }],
    },
    {
      kind: "topic",
      text: "wood stove",
      title: "Is a Wood Stove Worth It in a Tiny Cabin?",
      likes: 1880,
      replies: 64,
      comments: [],
    },
  ],
};
const RESULTS: ResultsReport = {
  analysisId: "3f0c7a52-4f7e-4a55-9a55-0d6b0f2c1e11",
  query: "tiny cabin build",
  videoCount: 20,
  outliers: [
    {
      videoId: "aBcDeFgHiJk",
      title: "I Built a Tiny Cabin for $900",
      channelTitle: "Maker Lane",
      outlier: 8.42,
    },
    {
      videoId: "ZyXwVuTsRqP",
      title: "Cabin Build Day 1-30 Timelapse",
      channelTitle: "North Woods",
      outlier: 3.1,
    },
  ],
  medianViews: 182_000,
  medianAgeDays: 214,
  medianSubscribers: 96_500,
  smallChannelShare: 0.15,
  vph: { low: 14, median: 62, high: 410 },
  titleWords: [
    { text: "cabin", count: 18 },
    { text: "build", count: 11 },
    { text: "tiny", count: 9 },
    { text: "off-grid", count: 6 },
  ],
  tags: [
    { text: "cabin build", count: 8 },
    { text: "diy", count: 5 },
  ],
  opportunity: {
    score: 38,
    explanation:
      "high when small channels and recent videos rank with outlier views; here 15% from small channels, 20% recent, 10% outliers",
  },
};

let browser: import("playwright-core").Browser;
beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
    headless: false,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** The markup in a shadow root on a page coloured like YouTube's, as the extension draws it. */
async function shoot(name: string, markup: string, width: number, theme: "light" | "dark") {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.setContent(
    `<body style="margin:0;padding:24px 12px;background:${theme === "dark" ? "#0f0f0f" : "#fff"}"><div id="host" style="max-width:860px;margin:0 auto"></div></body>`,
  );
  await page.evaluate(
    ({ css, markup, theme }) => {
      const host = document.getElementById("host")!;
      host.dataset.theme = theme;
      host.attachShadow({ mode: "open" }).innerHTML = `<style>${css}</style>${markup}`;
    },
    { css, markup, theme },
  );
  await page.screenshot({ path: join(dir, name), fullPage: true });
  await page.close();
}

const TRACKS: CaptionTrack[] = [
  {
    baseUrl: "https://www.youtube.com/api/timedtext?v=aBcDeFgHiJk&lang=en",
    languageCode: "en",
    name: "English",
    autoGenerated: false,
  },
  {
    baseUrl: "https://www.youtube.com/api/timedtext?v=aBcDeFgHiJk&kind=asr&lang=de",
    languageCode: "de",
    name: "German (auto-generated)",
    autoGenerated: true,
  },
];

/** The transcript section on its own, with today's uses spent (the quota message and Upgrade). */
function transcriptSpent(): string {
  return renderToStaticMarkup(
    createElement(
      "section",
      { className: "panel" },
      createElement(Transcript, {
        videoTitle: "I Built a Tiny Cabin for $900",
        tracks: TRACKS,
        usage: { used: 3, limit: 3, resetsAt: RESETS },
        claim: pending,
        load: pending,
        save: () => {},
        copyText: noop,
        upgradeUrl: "#",
      }),
    ),
  );
}

const noop = async () => {};
const pending = () => new Promise<never>(() => {});

function watchPanelWithIdeas(): string {
  const panel = renderToStaticMarkup(
    createElement(WatchPanel, {
      video: {
        videoId: "aBcDeFgHiJk",
        title: "I Built a Tiny Cabin for $900",
        channelId: "UCmakerLane0000000000001",
        channelName: "Maker Lane",
        viewCount: 2_847_193,
        likeCount: 98_412,
        lengthSeconds: 1260,
        keywords: ["tiny cabin", "off grid", "diy build", "woodworking"],
        publishedAt: "2026-10-14T16:00:00.000Z",
        isLive: false,
        isUpcoming: false,
        scheduledStartAt: null,
        captionTracks: TRACKS,
      },
      now: NOW,
      signedIn: true,
      loginUrl: "#",
      upgradeUrl: "#",
      copyText: noop,
      loadTranscript: async () => [],
      saveFile: () => {},
      insight: { status: "ready", insight: null },
      saved: false,
      setSaved: async () => null,
      analyses: { usage: USAGE, analyzeComments: pending, analyzeChannel: pending },
      transcripts: { usage: USAGE.transcripts, claim: pending },
    }),
  );
  // The comment-ideas section in its done state (the component reaches it by a click).
  const ideas = renderToStaticMarkup(
    createElement(
      "div",
      { className: "ideas" },
      createElement(
        "div",
        { className: "section-head" },
        createElement("h3", { className: "section-title" }, "Comment ideas"),
      ),
      createElement(IdeasReport, { report: IDEAS, copyText: noop }),
    ),
  );
  return panel.replace(
    /(<section class="slot" data-slot="comment-ideas">)[\s\S]*?(<\/section>)(?=<section class="slot" data-slot="transcript">)/,
    `$1${ideas}$2`,
  );
}

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 375]) {
    test(`watch panel with comment ideas, ${theme}, ${width}px`, async () => {
      await shoot(`analysis-watch-ideas-${theme}-${width}.png`, watchPanelWithIdeas(), width, theme);
    });
  }
  test(`transcript section with the day's uses spent, ${theme}`, async () => {
    await shoot(`analysis-transcript-spent-${theme}-1280.png`, transcriptSpent(), 1280, theme);
    await shoot(`analysis-transcript-spent-${theme}-375.png`, transcriptSpent(), 375, theme);
  });
  test(`search results panel with a report, ${theme}`, async () => {
    // The panel in its done state (the component reaches it by a click).
    const markup = renderToStaticMarkup(
      createElement(
        "section",
        { className: "panel results-panel" },
        createElement(
          "div",
          { className: "section-head" },
          createElement(
            "h3",
            { className: "section-title" },
            "Results analysis ",
            createElement("span", { className: "muted" }, `“${RESULTS.query}”`),
          ),
        ),
        createElement(ResultsReportView, { report: RESULTS, websiteOrigin: "https://vidinsight.example" }),
      ),
    );
    await shoot(`analysis-search-panel-${theme}.png`, markup, 1280, theme);
    await shoot(`analysis-search-panel-${theme}-375.png`, markup, 375, theme);
  });
}
