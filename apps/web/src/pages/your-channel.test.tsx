import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChannelAnalyticsDay, ChannelAnalyticsResponse, ConnectedYoutubeAccount } from "@vi/types";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { apiUrl } from "../test/backend.ts";
import { renderPage } from "../test/render.tsx";
import { apiError, server } from "../test/server.ts";
import { YourChannelPage } from "./your-channel.tsx";

// uPlot draws on a canvas jsdom does not have; the chart's own figure is enough here.
vi.mock("../features/channel-analyses/chart.tsx", () => ({
  Chart: ({ title }: { title: string }) => <figure aria-label={title} />,
}));

const CHANNEL = "UCabcdefghijklmnopqrstuv";
const account: ConnectedYoutubeAccount = {
  channelId: CHANNEL,
  channelTitle: "Maya Cooks",
  thumbnailUrl: null,
  needsReconnect: false,
};

const day = (date: string, views: number): ChannelAnalyticsDay => ({
  day: date,
  views,
  estimatedMinutesWatched: views * 3,
  averageViewDurationSeconds: 180,
  subscribersGained: 4,
  subscribersLost: 1,
});
const report: ChannelAnalyticsResponse = {
  channelId: CHANNEL,
  channelTitle: "Maya Cooks",
  current: {
    startDate: "2026-10-23",
    endDate: "2026-11-19",
    totals: {
      views: 11_200,
      estimatedMinutesWatched: 33_600,
      averageViewDurationSeconds: 180,
      subscribersGained: 112,
      subscribersLost: 28,
    },
    days: [day("2026-10-23", 400), day("2026-11-19", 600)],
  },
  previous: {
    startDate: "2026-09-25",
    endDate: "2026-10-22",
    totals: {
      views: 10_000,
      estimatedMinutesWatched: 36_000,
      averageViewDurationSeconds: 216,
      subscribersGained: 100,
      subscribersLost: 30,
    },
    days: [day("2026-09-25", 300)],
  },
  topVideos: [
    {
      videoId: "abcdefghijk",
      title: "Five-minute pasta",
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
    { source: "SUBSCRIBER", views: 3200, estimatedMinutesWatched: 13_600 },
  ],
  fetchedAt: "2026-11-21T12:00:00.000Z",
};

function answer(accounts: ConnectedYoutubeAccount[], analytics: () => Response) {
  server.use(
    http.get(apiUrl("/connectedYoutubeAccounts"), () => HttpResponse.json({ youtubeAccounts: accounts })),
    http.get(apiUrl("/getChannelAnalytics"), analytics),
  );
}

const relink = (reason: string) =>
  HttpResponse.json(
    { error: { code: "CONFLICT", message: "Link again", details: { reason, channelId: CHANNEL } } },
    { status: 409 },
  );

describe("Your channel", () => {
  it("shows the tiles with their change, the charts, the traffic sources and the top videos", async () => {
    answer([account], () => HttpResponse.json(report));
    renderPage(<YourChannelPage />);
    await screen.findByText("11.2K");
    expect(screen.getByText("+12.0%")).toBeInTheDocument();
    // Watch time fell from 600 h to 560 h; the average view duration from 3:36 to 3:00.
    expect(screen.getByText("560 h")).toBeInTheDocument();
    expect(screen.getByText("-6.7%")).toBeInTheDocument();
    expect(screen.getAllByText("3:00").length).toBeGreaterThan(0);
    expect(screen.getByText("-16.7%")).toBeInTheDocument();
    // Net subscribers: +84 against +70.
    expect(screen.getByText("+84")).toBeInTheDocument();
    expect(screen.getByText("+20.0%")).toBeInTheDocument();
    for (const title of ["Views per day", "Watch time per day", "Subscribers per day"]) {
      expect(screen.getByRole("figure", { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText("YouTube search")).toBeInTheDocument();
    expect(screen.getByText("Browse features")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Top videos of the last 28 days" });
    const links = within(table).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Five-minute pasta", "Video no longer public"]);
    expect(links[0]).toHaveAttribute("href", "https://www.youtube.com/watch?v=abcdefghijk");
    expect(screen.getByText(/Oct 23 - Nov 19, 2026, against Sep 25 - Oct 22, 2026/)).toBeInTheDocument();
  });

  it("without a linked channel offers to link one", async () => {
    answer([], () => HttpResponse.json(report));
    renderPage(<YourChannelPage />);
    await screen.findByRole("heading", { name: "No channel linked yet" });
    expect(screen.getByRole("link", { name: "Link your channel" })).toHaveAttribute(
      "href",
      "/account#connected",
    );
  });

  it("asks to link again when the grant lacks the analytics scope, or Google refused it", async () => {
    answer([account], () => relink("missing_scope"));
    const first = renderPage(<YourChannelPage />);
    await screen.findByRole("heading", { name: "Link your channel again" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "To see the analytics of Maya Cooks, link it again and allow VidInsight to view your YouTube Analytics reports.",
    );
    first.unmount();

    answer([account], () => relink("grant_revoked"));
    renderPage(<YourChannelPage />);
    await screen.findByText(/Google no longer lets VidInsight read Maya Cooks/);
    expect(screen.getByRole("link", { name: "Go to Connected Accounts" })).toHaveAttribute(
      "href",
      "/account#connected",
    );
  });

  it("another failure says why and tries again", { timeout: 20_000 }, async () => {
    let calls = 0;
    answer([account], () => {
      calls++;
      return calls <= 3
        ? apiError(503, "SERVICE_UNAVAILABLE", "YouTube Analytics is not answering right now.")
        : HttpResponse.json(report);
    });
    renderPage(<YourChannelPage />);
    // A 5xx is tried again twice (a second apart, then two) before the page says so.
    await screen.findByText("YouTube Analytics is not answering right now.", {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("11.2K");
  });

  it("with two channels, a chooser picks which one (the current account first)", async () => {
    const second = { ...account, channelId: "UCzzzzzzzzzzzzzzzzzzzzzz", channelTitle: "Maya Bakes" };
    const asked: string[] = [];
    answer([account, second], ({ request }: { request: Request } = {} as never) => {
      asked.push(new URL(request.url).searchParams.get("channelId") ?? "");
      return HttpResponse.json(report);
    });
    renderPage(<YourChannelPage />);
    await screen.findByText("11.2K");
    const chooser = screen.getByRole("combobox", { name: "Channel" });
    expect(chooser).toHaveValue(second.channelId);
    await userEvent.selectOptions(chooser, CHANNEL);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(`/?channel=${CHANNEL}`));
    await waitFor(() => expect(asked).toEqual([second.channelId, CHANNEL]));
  });
});
