import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, HttpResponse, http, type JsonBodyType } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataPage } from "../../pages/admin-data.tsx";
import { CHANNEL_ID_HINT, TestPage } from "../../pages/admin-test.tsx";
import { renderPage } from "../../test/render.tsx";
import { apiUrl, lastRequest, requests, server } from "../../test/server.ts";
import type { AdminQueues, AdminStats, AffiliateApplications, ChannelVideos } from "./api.ts";
import { formatTimeUntil } from "./format.ts";

// Each path answers from `list` in turn, the last one for every later call ("pending": never answers).
type Reply = { status: number; body: unknown } | "pending";
const answer = (reply: Reply) =>
  reply === "pending"
    ? delay("infinite")
    : HttpResponse.json(reply.body as JsonBodyType, { status: reply.status });

function reply(path: `/${string}`, ...list: Reply[]) {
  const last = list.at(-1);
  if (last === undefined) return;
  server.use(http.get(apiUrl(path), () => answer(last)));
  // server.use puts handlers first, so the earlier answers go in last.
  for (const first of list.slice(0, -1).reverse()) {
    server.use(http.get(apiUrl(path), () => answer(first), { once: true }));
  }
}

const error = (status: number, message: string) => ({
  status,
  body: { error: { code: status === 404 ? "NOT_FOUND" : "INTERNAL", message } },
});

const stats: AdminStats = {
  generatedAt: "2026-03-04T12:00:00.000Z",
  users: {
    total: 1234,
    admins: 2,
    byPlan: [
      { plan: "free", users: 1200 },
      { plan: "prod_standard", users: 34 },
    ],
  },
  store: {
    videos: 56_789,
    shorts: 1_000,
    videosWithOutlierScore: 50_000,
    staleVideos: 12,
    channels: 321,
    snapshots: 99_999,
    trackedChannels: 300,
    channelsAwaitingFirstTrack: 4,
    channelsFailing: 1,
  },
  quota: { day: "2026-03-04", usedToday: 2_500, dailyLimit: 10_000 },
  affiliateApplications: { total: 1, last7Days: 1 },
};

const queues: AdminQueues = {
  generatedAt: "2026-03-04T12:00:00.000Z",
  youtubeEnabled: true,
  queues: [
    {
      name: "track",
      cron: "* * * * *",
      queued: 1,
      active: 1,
      failed: 0,
      lastRuns: [
        {
          id: "run-3",
          state: "active",
          startedAt: "2026-03-04T11:59:50.000Z",
          finishedAt: null,
          durationMs: null,
          retryCount: 0,
          output: null,
        },
        {
          id: "run-2",
          state: "completed",
          startedAt: "2026-03-04T11:59:00.000Z",
          finishedAt: "2026-03-04T11:59:01.200Z",
          durationMs: 1200,
          retryCount: 0,
          output: { channels: 3, failed: 0 },
        },
      ],
    },
    {
      name: "refresh",
      cron: "* * * * *",
      queued: 0,
      active: 0,
      failed: 2,
      lastRuns: [
        {
          id: "run-1",
          state: "failed",
          startedAt: "2026-03-04T11:58:00.000Z",
          finishedAt: "2026-03-04T11:58:00.040Z",
          durationMs: 40,
          retryCount: 3,
          output: { name: "Error", message: "connection refused" },
        },
      ],
    },
    { name: "retention", cron: "15 * * * *", queued: 0, active: 0, failed: 0, lastRuns: [] },
  ],
};

const applications: AffiliateApplications = {
  applications: [
    {
      id: 1,
      name: "Ada Lovelace",
      email: "ada@example.com",
      website: "https://ada.example.com",
      followers: "1000-10000",
      message: "I review cameras.",
      createdAt: "2026-03-03T10:00:00.000Z",
    },
  ],
  total: 1,
};

afterEach(() => vi.restoreAllMocks());

describe("/data", () => {
  it("shows the numbers of GET /admin/stats and the applications table", async () => {
    reply("/admin/stats", { status: 200, body: stats });
    reply("/admin/queues", { status: 200, body: queues });
    reply("/admin/affiliateApplications", { status: 200, body: applications });
    renderPage(<DataPage />, { route: "/data" });

    const overview = await screen.findByTestId("overview");
    expect(within(overview).getByText("1,234")).toBeInTheDocument();
    expect(within(overview).getByText("56,789")).toBeInTheDocument();
    expect(within(overview).getByText("321")).toBeInTheDocument();
    expect(within(overview).getByText("2,500")).toBeInTheDocument();
    expect(within(overview).getByText("of 10,000 units")).toBeInTheDocument();

    const plans = screen.getByRole("table", { name: "Users by plan" });
    expect(within(plans).getByRole("row", { name: "Free 1,200" })).toBeInTheDocument();
    expect(within(plans).getByRole("row", { name: "prod_standard 34" })).toBeInTheDocument();

    expect(screen.getByRole("meter", { name: "YouTube quota used today" })).toHaveAttribute(
      "aria-valuenow",
      "2500",
    );
    const jobs = await screen.findByRole("table", { name: "Job queues" });
    const track = within(jobs).getByRole("row", { name: /^track Every minute 1 1 0/ });
    expect(track).toHaveTextContent("Running");
    expect(within(track).getByRole("list", { name: "Last runs of track" })).toHaveTextContent(
      /running .*done/,
    );
    const refresh = within(jobs).getByRole("row", { name: /^refresh Every minute 0 0 2/ });
    expect(refresh).toHaveTextContent("Failed: connection refused");
    const retention = within(jobs).getByRole("row", { name: /^retention Hourly at :15/ });
    expect(retention).toHaveTextContent("Not run yet");
    expect(screen.getByText("2 failed job(s) on record")).toBeInTheDocument();
    expect(screen.getByText("1 running · 1 queued")).toBeInTheDocument();
    // The narrow-screen cards say the same.
    const cards = screen.getByRole("list", { name: "Job queues" });
    expect(within(cards).getByText("Failed: connection refused")).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Recent affiliate applications" });
    expect(within(table).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    expect(lastRequest("/admin/affiliateApplications")?.params.get("limit")).toBe("20");
  });

  it("shows loading placeholders while the answers are on their way", async () => {
    reply("/admin/stats", "pending");
    reply("/admin/queues", "pending");
    reply("/admin/affiliateApplications", "pending");
    renderPage(<DataPage />, { route: "/data" });
    expect(await screen.findByRole("status", { name: "Loading overview" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading job queues" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading affiliate applications" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
  });

  it("shows one error with the server's message and loads again on Retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    reply("/admin/stats", error(500, "Database unavailable"), { status: 200, body: stats });
    reply("/admin/queues", { status: 200, body: queues });
    reply("/admin/affiliateApplications", { status: 200, body: applications });
    renderPage(<DataPage />, { route: "/data" });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the statistics");
    expect(alert).toHaveTextContent("Database unavailable");
    expect(screen.queryByTestId("overview")).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("overview")).toHaveTextContent("1,234");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so when there are no applications, no YouTube key and no jobs", async () => {
    reply("/admin/stats", {
      status: 200,
      body: { ...stats, quota: null, users: { total: 0, admins: 0, byPlan: [] } },
    });
    reply("/admin/queues", { status: 200, body: { ...queues, youtubeEnabled: false, queues: [] } });
    reply("/admin/affiliateApplications", { status: 200, body: { applications: [], total: 0 } });
    renderPage(<DataPage />, { route: "/data" });
    expect(await screen.findByText("No affiliate applications yet.")).toBeInTheDocument();
    expect(screen.getByText("No users yet.")).toBeInTheDocument();
    expect(screen.getByText(/YOUTUBE_API_KEY is not set/)).toBeInTheDocument();
    expect(await screen.findByText("No jobs are defined.")).toBeInTheDocument();
  });

  it("Refresh asks the API again and shows the new numbers", async () => {
    reply(
      "/admin/stats",
      { status: 200, body: stats },
      {
        status: 200,
        body: { ...stats, users: { ...stats.users, total: 1235 } },
      },
    );
    reply("/admin/queues", { status: 200, body: queues });
    reply("/admin/affiliateApplications", { status: 200, body: applications });
    renderPage(<DataPage />, { route: "/data" });
    await screen.findByTestId("overview");
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(screen.getByTestId("overview")).toHaveTextContent("1,235"));
    expect(requests("/admin/stats")).toHaveLength(2);
    expect(requests("/admin/affiliateApplications")).toHaveLength(2);
    expect(requests("/admin/queues")).toHaveLength(2);
  });

  it("shows the queues' own error and keeps the rest of the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    reply("/admin/stats", { status: 200, body: stats });
    reply("/admin/queues", error(500, "Queue tables unavailable"));
    reply("/admin/affiliateApplications", { status: 200, body: applications });
    renderPage(<DataPage />, { route: "/data" });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the job queues");
    expect(alert).toHaveTextContent("Queue tables unavailable");
    expect(screen.getByTestId("overview")).toHaveTextContent("1,234");
  });
});

const channelId = "UC0000000000000000000001";
const channelVideos: ChannelVideos = {
  channel: {
    id: channelId,
    title: "Maya Cooks",
    handle: "@mayacooks",
    subscriberCount: 12_345,
    videoCount: 60,
    viewCount: 1_000_000,
    fetchedAt: "2026-03-04T12:00:00.000Z",
  },
  storedVideos: 60,
  videos: [
    {
      videoId: "vid00000060",
      videoTitle: "Pasta night",
      videoViewCount: 60_000,
      videoLikeCount: 600,
      videoCommentCount: 60,
      videoPublishedAt: "2026-01-03T12:00:00.000Z",
      videoOutlier: 1,
      videoVph: 60,
      videoDuration: "PT10M",
      channelTitle: "Maya Cooks",
      channelSubscriberCount: 12_345,
      channelVideoCount: 60,
      recentVph: null,
      tags: [],
      channelId,
      format: "long",
    },
  ],
};

describe("formatTimeUntil", () => {
  const at = Date.parse("2026-03-04T12:00:00.000Z");
  const after = (ms: number) => new Date(at + ms).toISOString();
  it.each([
    [-120_000, "now"],
    [0, "now"],
    [20_000, "in under a minute"],
    [60_000, "in 1 min"],
    [12 * 60_000, "in 12 min"],
    [60 * 60_000, "in 1 h"],
    [200 * 60_000, "in 3 h 20 min"],
    [3 * 86_400_000, "in 3 days"],
  ])("%i ms ahead reads %s", (ms, text) => {
    expect(formatTimeUntil(after(ms), at)).toBe(text);
  });
});

describe("/test", () => {
  it("rejects a malformed channel id without calling the API", async () => {
    renderPage(<TestPage />, { route: "/test" });
    await userEvent.type(screen.getByLabelText("Channel ID"), "UC123");
    await userEvent.click(screen.getByRole("button", { name: "Get Channel Videos" }));
    expect(screen.getByRole("alert")).toHaveTextContent(CHANNEL_ID_HINT);
    expect(screen.getByLabelText("Channel ID")).toHaveAttribute("aria-invalid", "true");
    expect(requests()).toHaveLength(0);
  });

  it("calls GET /channelVideos, logs the result and shows the count and the JSON", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    reply("/channelVideos", { status: 200, body: channelVideos });
    renderPage(<TestPage />, { route: "/test" });
    await userEvent.type(screen.getByLabelText("Channel ID"), ` ${channelId} `);
    await userEvent.click(screen.getByRole("button", { name: "Get Channel Videos" }));

    expect(await screen.findByRole("heading", { name: "Maya Cooks" })).toBeInTheDocument();
    expect(screen.getByTestId("result-count")).toHaveTextContent(
      "1 video returned · 60 stored · 12,345 subscribers",
    );
    expect(lastRequest("/channelVideos")?.params.get("channelId")).toBe(channelId);
    expect(log).toHaveBeenCalledWith("channelVideos", channelVideos);
    const json = screen.getByLabelText("JSON response", { selector: "pre" });
    expect(JSON.parse(json.textContent ?? "")).toEqual(channelVideos);
    // Collapsed until asked for.
    const details = json.closest("details");
    expect(details).not.toHaveAttribute("open");
    await userEvent.click(screen.getByText("JSON response", { selector: "summary" }));
    expect(details).toHaveAttribute("open");
  });

  it("shows the server's message for an unknown channel", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    reply("/channelVideos", error(404, `channelId: ${channelId} is not in the video store`));
    renderPage(<TestPage />, { route: "/test" });
    await userEvent.type(screen.getByLabelText("Channel ID"), channelId);
    await userEvent.click(screen.getByRole("button", { name: "Get Channel Videos" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The call failed");
    expect(alert).toHaveTextContent(`channelId: ${channelId} is not in the video store`);
    expect(console.error).toHaveBeenCalled();
  });
});
