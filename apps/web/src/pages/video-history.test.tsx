import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChannelCurveResponse, VideoHistoryResponse } from "@vi/types";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { chartColumns } from "../features/history/history-data.ts";
import { apiUrl } from "../test/backend.ts";
import { renderPage } from "../test/render.tsx";
import { apiError, server } from "../test/server.ts";
import { VideoHistoryPage } from "./video-history.tsx";

// uPlot draws on a canvas jsdom does not have; the chart's labelled box is enough here.
vi.mock("../features/history/views-chart.tsx", () => ({
  ViewsChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const VIDEO = "abc123def45";
const CHANNEL = "UCabcdefghijklmnopqrstuv";
const PUBLISHED = Date.parse("2026-11-20T00:00:00Z");
const at = (hours: number) => new Date(PUBLISHED + hours * 3_600_000).toISOString();

const history: VideoHistoryResponse = {
  video: {
    videoId: VIDEO,
    title: "Pasta in 10 minutes (new title)",
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
  snapshots: [1, 2, 3, 6, 12, 18].map((h) => ({
    at: at(h),
    views: h * 230,
    likes: h * 10,
    comments: null,
    source: "api" as const,
  })),
  changes: [
    {
      at: at(6),
      kind: "title",
      before: "Pasta in 10 minutes",
      after: "Pasta in 10 minutes (new title)",
      vphBefore: 230,
      vphAfter: null,
    },
    {
      at: at(12),
      kind: "thumbnail",
      before: `https://i.ytimg.com/vi/${VIDEO}/mqdefault.jpg#etag=one`,
      after: `https://i.ytimg.com/vi/${VIDEO}/mqdefault.jpg#etag=two`,
      vphBefore: 240,
      vphAfter: null,
    },
  ],
};

const curve: ChannelCurveResponse = {
  channelId: CHANNEL,
  format: "long",
  points: [1, 3, 6, 12, 24, 48, 168, 336, 720].map((ageHours) => ({
    ageHours,
    sampleSize: ageHours <= 48 ? 12 : 3,
    median: ageHours <= 48 ? ageHours * 50 : null,
    p25: ageHours <= 48 ? ageHours * 30 : null,
    p75: ageHours <= 48 ? ageHours * 80 : null,
  })),
};

function serve(historyReply = () => HttpResponse.json(history)) {
  server.use(
    http.get(apiUrl("/videos/history"), historyReply),
    http.get(apiUrl("/channels/curve"), () => HttpResponse.json(curve)),
  );
}

describe("VideoHistoryPage", () => {
  it("shows the curve, the outlier at age, the changes with before/after and the numbers", async () => {
    serve();
    renderPage(<VideoHistoryPage />, { route: `/videos/${VIDEO}`, path: "/videos/:id" });
    expect(await screen.findByRole("heading", { name: history.video.title })).toBeTruthy();
    expect(screen.getByTestId("outlier-at-age").textContent).toBe(
      "At 18 hours: 4.2x this channel's usual start",
    );
    expect(screen.getByText("from 12 of the channel's videos")).toBeTruthy();
    expect(
      (await screen.findByRole("img", { name: /against the channel's median/ })).getAttribute("aria-label"),
    ).toMatch(/6 snapshots.*2 title or thumbnail changes marked/);
    // Title change: before and after.
    expect(screen.getByText("Pasta in 10 minutes")).toBeTruthy();
    expect(screen.getByText("New title")).toBeTruthy();
    // Thumbnail change at the same address: the current image, and why the earlier one is not shown.
    expect(screen.getByRole("img", { name: "After (the image YouTube serves now)" })).toBeTruthy();
    // The numbers: this video's views at 1 h..12 h read off its snapshots, beside the usual start.
    const table = screen.getByRole("table", { name: /usual start at each age/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(10);
    expect(
      within(rows[4]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["2.8K", "600", "360 - 960", "12"]);
    expect(within(rows[7]!).getAllByRole("cell")[1]!.textContent).toBe("not enough history");
    await userEvent.click(screen.getByRole("button", { name: "Show all 6 snapshots" }));
    expect(
      within(screen.getByRole("table", { name: "Every snapshot of this video" })).getAllByRole("row"),
    ).toHaveLength(7);
  });

  it("says 'not enough history' when the channel has too few videos at this age", async () => {
    serve(() =>
      HttpResponse.json({
        ...history,
        video: { ...history.video, outlierAtAge: null, outlierAtAgeSample: 3 },
      }),
    );
    renderPage(<VideoHistoryPage />, { route: `/videos/${VIDEO}`, path: "/videos/:id" });
    expect((await screen.findByTestId("outlier-at-age")).textContent).toBe(
      "At 18 hours: not enough history yet (3 of the 5 videos of this channel needed at this age).",
    );
  });

  it("has an empty state without snapshots, an error with a retry, and refuses a malformed id", async () => {
    serve(() => HttpResponse.json({ ...history, snapshots: [], changes: [] }));
    const { unmount } = renderPage(<VideoHistoryPage />, { route: `/videos/${VIDEO}`, path: "/videos/:id" });
    expect(await screen.findByText(/No history yet/)).toBeTruthy();
    unmount();

    serve(() => apiError(404, "NOT_FOUND", "We couldn't find this video on YouTube."));
    const second = renderPage(<VideoHistoryPage />, { route: `/videos/${VIDEO}`, path: "/videos/:id" });
    expect((await screen.findByRole("alert")).textContent).toMatch("We couldn't find this video on YouTube.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    second.unmount();

    renderPage(<VideoHistoryPage />, { route: "/videos/nope", path: "/videos/:id" });
    expect(screen.getByRole("alert").textContent).toMatch("does not name a YouTube video");
  });
});

describe("chartColumns", () => {
  it("puts the snapshots and the usual start on one axis of hours, gaps as nulls", () => {
    const columns = chartColumns(history, curve);
    expect(columns.hours.slice(0, 5)).toEqual([1, 2, 3, 6, 12]);
    expect(columns.video.slice(0, 3)).toEqual([230, 460, 690]);
    expect(columns.median.slice(0, 3)).toEqual([50, null, 150]);
    expect(columns.hours.at(-1)).toBe(48);
  });
});
