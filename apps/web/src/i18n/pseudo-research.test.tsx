// The research pages in the pseudo-locale, with rows on screen: any text that skipped the catalog (or a
// figure that skipped the Intl helpers, src/i18n/use-format.ts) shows up outside the ⟦…⟧ brackets.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createI18n, loadCatalog, PSEUDO_LANGUAGE, PSEUDO_OPEN } from "@vi/i18n";
import type {
  ChannelAnalysisRun,
  ChannelAnalyticsResponse,
  ChannelCurveResponse,
  ChannelSummary,
  ResultsReport,
  VideoHistoryResponse,
} from "@vi/types";
import { sampleCommentsAnalysis, sampleTranscriptsAnalysis, sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AnalysisDetailPage } from "../pages/analysis-detail.tsx";
import { ChannelAnalysisPage } from "../pages/channel-analysis.tsx";
import { OutliersPage } from "../pages/outliers.tsx";
import { ResultsAnalysisPage } from "../pages/results-analysis.tsx";
import { SavedVideosPage } from "../pages/saved-videos.tsx";
import { VideoHistoryPage } from "../pages/video-history.tsx";
import { YourChannelPage } from "../pages/your-channel.tsx";
import { apiUrl, backend, makeVideos } from "../test/backend.ts";
import { renderPage, setScreenWidth } from "../test/render.tsx";
import { server } from "../test/server.ts";
import { untranslated } from "../test/untranslated.ts";

const videos = makeVideos(60);
/** The test data the pages show as it is (titles and channels are the creators' own words). */
const DATA = [
  "VidInsight",
  "YouTube",
  "Pasta in 10 minutes",
  "Pasta",
  "Maya Cooks",
  ...videos.flatMap((video) => [video.videoTitle, video.channelTitle]),
];

let pseudo: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  pseudo = createI18n(PSEUDO_LANGUAGE, await loadCatalog(PSEUDO_LANGUAGE));
});
beforeEach(() => {
  backend.reset({ videos });
});
afterEach(() => {
  setScreenWidth(1280);
});

// uPlot draws on a canvas jsdom does not have: the chart's label (what screen readers hear) stands in.
vi.mock("../features/history/views-chart.tsx", () => ({
  ViewsChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// The report charts draw with uPlot too: their title, summary, definition and series names stand in.
// The stand-in keeps the real chart's role and name: with one module cache for all files
// (vitest.config.ts, isolate: false), a page test that runs after this file may render it.
vi.mock("../features/channel-analyses/chart.tsx", () => ({
  Chart: (props: { title: string; summary: string; definition: string; series: { label: string }[] }) => (
    <figure aria-label={props.title}>
      <p>{props.summary}</p>
      {props.series.map((series) => (
        <span key={series.label}>{series.label}</span>
      ))}
      <figcaption>{props.definition}</figcaption>
    </figure>
  ),
}));

function renderInPseudo(ui: ReactNode, route: string, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(<I18nextProvider i18n={pseudo}>{ui}</I18nextProvider>, { route, ...options });
}

/** What the page shows outside the brackets, leaving out the raw API record (for developers) and the test's location probe. */
function leftOver(container: HTMLElement): string[] {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll("pre, [data-testid=location]")) {
    element.remove();
  }
  return untranslated(copy, DATA);
}

describe("the outliers page in the pseudo-locale", () => {
  it.each([
    ["the table on a wide screen", "/outliers", 1280, true],
    ["the table on a phone (sort dropdown, folded filters)", "/outliers", 375, true],
    ["the grid", "/outliers?layout=grid", 1280, true],
    ["an empty result", "/outliers?minViews=999999999", 1280, false],
  ])("%s: no untranslated text", async (_name, route, width, withRows) => {
    setScreenWidth(width);
    const { container } = renderInPseudo(<OutliersPage />, route);
    await waitFor(() => expect(container.innerHTML).toContain(withRows ? "Video number 1" : "⟦Ñö ṽîðéöš"));
    await waitFor(() => expect(container.querySelector("[aria-busy=true]")).toBeNull());
    expect(container.innerHTML).toContain(PSEUDO_OPEN);
    expect(leftOver(container)).toEqual([]);
  });

  it("a bound that is not a number, and Min above Max, are flagged in the reader's language", async () => {
    const { container } = renderInPseudo(<OutliersPage />, "/outliers");
    await waitFor(() => expect(container.innerHTML).toContain("Video number 1"));
    const [minSubscribers, maxSubscribers, minViews] = screen.getAllByRole("textbox");
    fireEvent.change(minSubscribers!, { target: { value: "abc" } });
    fireEvent.change(minViews!, { target: { value: "500" } });
    fireEvent.change(maxSubscribers!, { target: { value: "10" } });
    fireEvent.change(screen.getAllByRole("textbox")[3]!, { target: { value: "5" } });
    expect(screen.getAllByText(/^⟦/, { selector: "p.text-red-400" })).toHaveLength(2);
    expect(leftOver(container)).toEqual([]);
  });

  it("the check finds English that does not come from the catalog", async () => {
    const { container } = renderInPseudo(<OutliersPage />, "/outliers");
    await waitFor(() => expect(container.querySelector("tbody tr td a")).not.toBeNull());
    container.insertAdjacentHTML("beforeend", "<p title='Sort by views'>3 days ago</p>");
    expect(leftOver(container)).toEqual(["3 days ago", "Sort by views"]);
  });
});

describe("Saved Videos in the pseudo-locale", () => {
  const user = {
    ...sampleUserInfo,
    savedVideoIds: Object.fromEntries(videos.slice(0, 6).map((video) => [video.videoId, true as const])),
  };

  it.each([
    ["the table", 1280],
    ["the cards", 375],
  ])("%s: no untranslated text", async (_name, width) => {
    backend.reset({ videos, savedIds: Object.keys(user.savedVideoIds) });
    setScreenWidth(width);
    const { container } = renderInPseudo(<SavedVideosPage />, "/savedVideos", { user });
    await waitFor(() => expect(container.innerHTML).toContain(videos[0]!.videoTitle));
    expect(leftOver(container)).toEqual([]);
  });

  it("the empty state: no untranslated text", async () => {
    const { container } = renderInPseudo(<SavedVideosPage />, "/savedVideos", {
      user: { ...sampleUserInfo, savedVideoIds: {} },
    });
    await waitFor(() => expect(container.querySelector("h2")).not.toBeNull());
    expect(leftOver(container)).toEqual([]);
  });
});

describe("a video's history in the pseudo-locale", () => {
  const VIDEO = "abc123def45";
  const CHANNEL = "UCabcdefghijklmnopqrstuv";
  const published = Date.parse("2026-11-20T00:00:00Z");
  const at = (hours: number) => new Date(published + hours * 3_600_000).toISOString();
  const history: VideoHistoryResponse = {
    video: {
      videoId: VIDEO,
      title: "Pasta in 10 minutes",
      channelId: CHANNEL,
      channelTitle: "Maya Cooks",
      publishedAt: at(0),
      format: "long",
      viewCount: 4_200,
      thumbnailUrl: `https://i.ytimg.com/vi/${VIDEO}/mqdefault.jpg`,
      outlierAtAge: 4.2,
      outlierAtAgeSample: 12,
      fetchedAt: at(18.5),
    },
    snapshots: [1, 6, 18].map((h) => ({
      at: at(h),
      views: h * 230,
      likes: h,
      comments: null,
      source: "api" as const,
    })),
    changes: [
      {
        at: at(6),
        kind: "title",
        before: "Pasta",
        after: "Pasta in 10 minutes",
        vphBefore: 230,
        vphAfter: null,
      },
      {
        at: at(12),
        kind: "thumbnail",
        before: `https://i.ytimg.com/vi/${VIDEO}/mqdefault.jpg#etag=one`,
        after: `https://i.ytimg.com/vi/${VIDEO}/mqdefault.jpg#etag=two`,
        vphBefore: 240,
        vphAfter: 250,
      },
    ],
  };
  const curve: ChannelCurveResponse = {
    channelId: CHANNEL,
    format: "long",
    points: [1, 6, 24, 168].map((ageHours) => ({
      ageHours,
      sampleSize: ageHours <= 24 ? 12 : 3,
      median: ageHours <= 24 ? ageHours * 50 : null,
      p25: ageHours <= 24 ? ageHours * 30 : null,
      p75: ageHours <= 24 ? ageHours * 80 : null,
    })),
  };

  it("the chart's label, the facts, the changes and both tables: no untranslated text", async () => {
    server.use(
      http.get(apiUrl("/videos/history"), () => HttpResponse.json(history)),
      http.get(apiUrl("/channels/curve"), () => HttpResponse.json(curve)),
    );
    const { container } = renderPage(
      <I18nextProvider i18n={pseudo}>
        <VideoHistoryPage />
      </I18nextProvider>,
      { route: `/videos/${VIDEO}`, path: "/videos/:id" },
    );
    await waitFor(() => expect(container.querySelector("table")).not.toBeNull());
    fireEvent.click(screen.getAllByRole("button").at(-1)!);
    await waitFor(() => expect(container.querySelectorAll("table")).toHaveLength(2));
    expect(leftOver(container)).toEqual([]);
  });
});

describe("a channel analysis in the pseudo-locale", () => {
  const ID = "0a1b2c3d-4e5f-4a6b-8c7d-0123456789ab";
  const summary = (title: string, handle: string): ChannelSummary => ({
    channelId: "UCabcdefghijklmnopqrstuv",
    title,
    handle,
    subscribers: 120_000,
    views: 9_000_000,
    uploads: 240,
    medianLongViews: 45_000,
    medianShortViews: null,
    recentUploadsPerWeek: 1.5,
  });
  const analysed = videos.slice(0, 12).map((video, i) => ({
    videoId: video.videoId,
    title: video.videoTitle,
    publishedAt: `2026-11-${String(20 - i).padStart(2, "0")}T15:00:00.000Z`,
    durationSeconds: i % 3 === 0 ? 45 : 600,
    isShort: i % 3 === 0,
    views: 10_000 * (12 - i),
    likes: 100,
    comments: 10,
    outlier: i === 11 ? null : 3.2 - i * 0.25,
    outlierAtAge: i < 2 ? 2.4 : null,
    tags: ["pasta"],
  }));
  const run = (over: Partial<ChannelAnalysisRun>): ChannelAnalysisRun => ({
    id: ID,
    status: "done",
    input: "@mayacooks",
    createdAt: "2026-11-20T15:00:00.000Z",
    progress: { stage: "done", done: 12, total: 12 },
    result: {
      channel: summary("Maya Cooks", "@mayacooks"),
      timezone: "Europe/Berlin",
      computedAt: "2026-11-20T15:00:00.000Z",
      videos: analysed,
      uploadsPerWeek: [
        { weekStart: "2026-11-09", uploads: 3 },
        { weekStart: "2026-11-16", uploads: 1 },
      ],
      channelMedianViews: 60_000,
      outliers: analysed.slice(0, 3).map((video) => video.videoId),
      underperformers: analysed.slice(8, 10).map((video) => video.videoId),
      heatmap: [
        { day: 0, hour: 15, uploads: 2, medianViews: 80_000 },
        { day: 4, hour: 18, uploads: 1, medianViews: 20_000 },
      ],
      length: {
        medianLongSeconds: 600,
        buckets: [
          { label: "3-8 min", minSeconds: 181, maxSeconds: 480, videos: 0, medianViews: null },
          { label: "8-15 min", minSeconds: 481, maxSeconds: 900, videos: 8, medianViews: 55_000 },
          { label: "40+ min", minSeconds: 2401, maxSeconds: null, videos: 1, medianViews: 9_000 },
        ],
        correlation: -0.35,
      },
      titleWords: [{ term: "pasta", outlierCount: 3, restCount: 1, lift: 4.5 }],
      tags: [],
      own: summary("Pasta Lab", "@pastalab"),
    },
    error: null,
    ...over,
  });
  const known = [...DATA, "@mayacooks", "@pastalab", "Pasta Lab", "Europe/Berlin", "pasta"];
  const show = (body: ChannelAnalysisRun) => {
    server.use(http.get(apiUrl("/analyses/channel"), () => HttpResponse.json(body)));
    return renderPage(
      <I18nextProvider i18n={pseudo}>
        <ChannelAnalysisPage />
      </I18nextProvider>,
      { route: `/analyses/channel/${ID}`, path: "/analyses/channel/:id" },
    );
  };
  const leftOverReport = (container: HTMLElement) => {
    const copy = container.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll("[data-testid=location]")) element.remove();
    return untranslated(copy, known);
  };

  it("the report (tiles, comparison, charts, heat map, outliers, words, video list): no untranslated text", async () => {
    const { container } = show(run({}));
    await waitFor(() => expect(container.querySelectorAll("table").length).toBeGreaterThan(3));
    expect(container.innerHTML).toContain(PSEUDO_OPEN);
    expect(leftOverReport(container)).toEqual([]);
  });

  it("while it runs, and when it failed: no untranslated text", async () => {
    const running = show(
      run({ status: "running", progress: { stage: "videos", done: 4, total: 12 }, result: null }),
    );
    await waitFor(() => expect(running.container.querySelector("progress")).not.toBeNull());
    expect(leftOverReport(running.container)).toEqual([]);
    running.unmount();
    const failed = show(run({ status: "failed", result: null, error: "⟦message⟧" }));
    await waitFor(() => expect(failed.container.querySelector("[role=alert]")).not.toBeNull());
    expect(leftOverReport(failed.container)).toEqual([]);
  });
});

describe("an analysis's page in the pseudo-locale", () => {
  const ideas = sampleCommentsAnalysis.result.ideas;
  /** The video's and the commenters' own words. */
  const known = [
    ...DATA,
    sampleCommentsAnalysis.title ?? "",
    ...ideas.flatMap((idea) => [
      idea.title,
      idea.label,
      ...idea.comments.flatMap((comment) => [comment.text, comment.author]),
    ]),
  ];
  const show = (id: string) =>
    renderPage(
      <I18nextProvider i18n={pseudo}>
        <AnalysisDetailPage />
      </I18nextProvider>,
      { route: `/analyses/${id}`, path: "/analyses/:id" },
    );
  const leftOverPage = (container: HTMLElement) => {
    const copy = container.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll("[data-testid=location]")) element.remove();
    return untranslated(copy, known);
  };

  it("comment ideas with their comments open: no untranslated text", async () => {
    backend.reset({ videos, analyses: [sampleCommentsAnalysis] });
    const { container } = show(sampleCommentsAnalysis.id);
    await waitFor(() => expect(container.querySelector("ol")).not.toBeNull());
    for (const button of screen.getAllByRole("button", { expanded: false })) fireEvent.click(button);
    await waitFor(() => expect(container.innerHTML).toContain(ideas[0]!.comments[0]!.text));
    expect(leftOverPage(container)).toEqual([]);
  });

  it("a transcript download, and an analysis that is gone: no untranslated text", async () => {
    backend.reset({ videos, analyses: [sampleTranscriptsAnalysis] });
    const transcript = show(sampleTranscriptsAnalysis.id);
    await waitFor(() => expect(transcript.container.querySelector("h1")).not.toBeNull());
    expect(leftOverPage(transcript.container)).toEqual([]);
    transcript.unmount();
    const gone = show("0b7f6c1e-8a53-4c1e-9f0a-999999999999");
    await waitFor(() => expect(gone.container.querySelector("[role=alert]")).not.toBeNull());
    expect(leftOverPage(gone.container)).toEqual([]);
  });
});

describe("a search results analysis in the pseudo-locale", () => {
  const ID = "1a1b2c3d-4e5f-4a6b-8c7d-0123456789ab";
  const results = videos.slice(0, 6).map((video, i) => ({
    videoId: video.videoId,
    title: video.videoTitle,
    channelId: "UCabcdefghijklmnopqrstuv",
    channelTitle: video.channelTitle,
    publishedAt: "2026-11-01T10:00:00.000Z",
    views: 50_000 - i * 5_000,
    subscribers: i === 5 ? null : 8_000 * (i + 1),
    outlier: i === 4 ? null : 2.5 - i * 0.3,
    outlierAtAge: i === 0 ? 3.1 : null,
    vph: 120 - i * 10,
    isShort: false,
  }));
  const report = (over: Partial<ResultsReport["result"]>): ResultsReport => ({
    id: ID,
    source: "keyword",
    createdAt: "2026-11-20T15:00:00.000Z",
    result: {
      query: "pasta",
      computedAt: "2026-11-20T15:00:00.000Z",
      videos: results,
      missingIds: [videos[10]!.videoId],
      outliers: [results[0]!.videoId],
      medianViews: 37_500,
      medianAgeHours: 24 * 19,
      medianSubscribers: 24_000,
      smallChannelShare: 1 / 6,
      vphSpread: { min: 70, p25: 80, median: 95, p75: 110, max: 120 },
      titleWords: [{ term: "pasta", count: 4 }],
      tags: [],
      opportunity: { score: 42, smallChannelShare: 1 / 6, recentShare: 0.5, outlierShare: 1 / 6 },
      ...over,
    },
  });
  const known = [...DATA, "pasta"];
  const show = (body: ResultsReport) => {
    server.use(http.get(apiUrl("/analyses/results"), () => HttpResponse.json(body)));
    return renderPage(
      <I18nextProvider i18n={pseudo}>
        <ResultsAnalysisPage />
      </I18nextProvider>,
      { route: `/analyses/results/${ID}`, path: "/analyses/results/:id" },
    );
  };
  const leftOverReport = (container: HTMLElement) => {
    const copy = container.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll("[data-testid=location]")) element.remove();
    return untranslated(copy, known);
  };

  it("the report (tiles, formula, chart, words, results): no untranslated text", async () => {
    const { container } = show(report({}));
    await waitFor(() => expect(container.querySelector("table")).not.toBeNull());
    expect(container.innerHTML).toContain(PSEUDO_OPEN);
    expect(leftOverReport(container)).toEqual([]);
  });

  it("results no one could read: no untranslated text", async () => {
    const { container } = show(report({ videos: [], vphSpread: null, medianAgeHours: null }));
    await waitFor(() => expect(container.querySelector("h1")).not.toBeNull());
    expect(leftOverReport(container)).toEqual([]);
  });
});

describe("Your channel in the pseudo-locale", () => {
  const CHANNEL = "UCabcdefghijklmnopqrstuv";
  const accounts = [
    { channelId: "UCbbbbbbbbbbbbbbbbbbbbbb", channelTitle: null, thumbnailUrl: null, needsReconnect: false },
    { channelId: CHANNEL, channelTitle: "Maya Cooks", thumbnailUrl: null, needsReconnect: false },
  ];
  const day = (date: string, views: number) => ({
    day: date,
    views,
    estimatedMinutesWatched: views * 3,
    averageViewDurationSeconds: 180,
    subscribersGained: 4,
    subscribersLost: 1,
  });
  const totals = (views: number) => ({
    views,
    estimatedMinutesWatched: views * 3,
    averageViewDurationSeconds: 180,
    subscribersGained: 112,
    subscribersLost: 28,
  });
  const report: ChannelAnalyticsResponse = {
    channelId: CHANNEL,
    channelTitle: "Maya Cooks",
    current: {
      startDate: "2026-10-23",
      endDate: "2026-11-19",
      totals: totals(11_200),
      days: [day("2026-10-23", 400), day("2026-11-19", 600)],
    },
    previous: { startDate: "2026-09-25", endDate: "2026-10-22", totals: totals(0), days: [] },
    topVideos: [
      {
        videoId: "abcdefghijk",
        title: "Pasta in 10 minutes",
        views: 5000,
        estimatedMinutesWatched: 15_000,
        averageViewDurationSeconds: 180,
      },
      {
        videoId: "bcdefghijkl",
        title: null,
        views: 20,
        estimatedMinutesWatched: 10,
        averageViewDurationSeconds: 30,
      },
    ],
    trafficSources: [
      { source: "YT_SEARCH", views: 8000, estimatedMinutesWatched: 20_000 },
      { source: "SOMETHING_NEW", views: 3200, estimatedMinutesWatched: 13_600 },
    ],
    fetchedAt: "2026-11-21T12:00:00.000Z",
  };
  const show = (analytics: () => Response) => {
    server.use(
      http.get(apiUrl("/connectedYoutubeAccounts"), () => HttpResponse.json({ youtubeAccounts: accounts })),
      http.get(apiUrl("/getChannelAnalytics"), analytics),
    );
    return renderInPseudo(<YourChannelPage />, "/your-channel");
  };

  it("the tiles, charts, traffic sources, top videos and the channel chooser: no untranslated text", async () => {
    const { container } = show(() => HttpResponse.json(report));
    await waitFor(() => expect(container.querySelector("table")).not.toBeNull());
    expect(container.innerHTML).toContain(PSEUDO_OPEN);
    expect(leftOver(container)).toEqual([]);
  });

  it("a channel to link again: no untranslated text", async () => {
    const { container } = show(() =>
      HttpResponse.json(
        {
          error: {
            code: "CONFLICT",
            message: "Link again",
            details: { reason: "missing_scope", channelId: CHANNEL },
          },
        },
        { status: 409 },
      ),
    );
    await waitFor(() => expect(container.querySelector("[role=alert] a")).not.toBeNull());
    expect(leftOver(container)).toEqual([]);
  });
});
