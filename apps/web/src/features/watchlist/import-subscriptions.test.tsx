import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GetWatchlistResponse, WatchlistSubscriptionsResponse } from "@vi/types";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render.tsx";
import { apiUrl, requests, server } from "../../test/server.ts";
import { ImportSubscriptions } from "./import-subscriptions.tsx";

const id = (n: number) => `UC${String(n).padStart(22, "0")}`;
const watchlist = (followed: number[]): GetWatchlistResponse => ({
  channels: followed.map((n) => ({
    channelId: id(n),
    title: `Channel ${n}`,
    handle: null,
    thumbnailUrl: null,
    addedAt: "2026-03-01T00:00:00.000Z",
    tracking: "tracked",
  })),
  limit: 3,
  plan: "free",
  alerts: { email: true, multiple: 3 },
});
const subscriptions = (count: number): WatchlistSubscriptionsResponse => ({
  channelId: id(99),
  channelTitle: "Mine",
  subscriptions: Array.from({ length: count }, (_, i) => ({
    channelId: id(i + 1),
    title: `Channel ${String(i + 1).padStart(2, "0")}`,
    thumbnailUrl: null,
    followed: false,
  })),
  limit: 3,
  remaining: 3,
});

describe("ImportSubscriptions", () => {
  it("without a linked channel: says so and links to Connected Accounts", async () => {
    server.use(
      http.get(apiUrl("/watchlist/subscriptions"), () =>
        HttpResponse.json(
          {
            error: {
              code: "CONFLICT",
              message: "Link your YouTube channel to import the channels it subscribes to.",
              details: { reason: "no_channel" },
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderPage(<ImportSubscriptions data={watchlist([])} />);
    await userEvent.click(screen.getByRole("button", { name: "Import from your subscriptions" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Link your YouTube channel to import the channels it subscribes to.");
    expect(within(alert).getByRole("link", { name: "Link your YouTube channel" })).toHaveAttribute(
      "href",
      "/account#connected",
    );
  });

  it("lists, searches and selects up to the free slots, then follows the chosen channels", async () => {
    server.use(
      http.get(apiUrl("/watchlist/subscriptions"), () => HttpResponse.json(subscriptions(15))),
      http.post(apiUrl("/watchlist/import"), async ({ request }) => {
        const { channelIds } = (await request.json()) as { channelIds: string[] };
        return HttpResponse.json({
          added: channelIds.map((channelId) => ({ ...watchlist([1]).channels[0], channelId })),
          alreadyFollowed: [],
          refused: [],
          limit: 3,
          notice: null,
        });
      }),
    );
    renderPage(<ImportSubscriptions data={watchlist([1])} />);
    await userEvent.click(screen.getByRole("button", { name: "Import from your subscriptions" }));
    const list = await screen.findByRole("list", { name: "Your subscriptions" });
    const boxes = within(list).getAllByRole("checkbox");
    expect(boxes).toHaveLength(15);
    // The followed one is ticked and cannot be changed; 2 slots are left.
    expect(boxes[0]).toBeChecked();
    expect(boxes[0]).toBeDisabled();
    expect(within(list).getByText("Following")).toBeInTheDocument();
    expect(screen.getByText("0 of 2 selected · your plan follows up to 3 channels")).toBeInTheDocument();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search your subscriptions" }), {
      target: { value: "channel 1" },
    });
    expect(within(list).getAllByRole("checkbox")).toHaveLength(6); // 10 to 15
    fireEvent.change(screen.getByRole("searchbox", { name: "Search your subscriptions" }), {
      target: { value: "" },
    });

    await userEvent.click(screen.getByRole("button", { name: "Select the first 2" }));
    expect(screen.getByText("2 of 2 selected · your plan follows up to 3 channels")).toBeInTheDocument();
    const after = within(list).getAllByRole("checkbox");
    expect(after[1]).toBeChecked();
    expect(after[2]).toBeChecked();
    expect(after[3]).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Follow 2 channels" }));
    await screen.findByText("2 channels are now on your watchlist.");
    await waitFor(() => expect(requests("/watchlist/import")).toHaveLength(1));
    expect(requests("/watchlist/import")[0]?.body).toEqual({ channelIds: [id(2), id(3)] });
  });

  it("Google down: says so and offers to try again", async () => {
    server.use(
      http.get(apiUrl("/watchlist/subscriptions"), () =>
        HttpResponse.json(
          {
            error: {
              code: "SERVICE_UNAVAILABLE",
              message: "YouTube is not answering right now. Try again in a few minutes.",
            },
          },
          { status: 503 },
        ),
      ),
    );
    renderPage(<ImportSubscriptions data={watchlist([])} />);
    await userEvent.click(screen.getByRole("button", { name: "Import from your subscriptions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("YouTube is not answering right now.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
