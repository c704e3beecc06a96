import { render, screen, within } from "@testing-library/react";
import type { ChannelSummary } from "@vi/types";
import { describe, expect, it } from "vitest";
import { ChannelComparison } from "./comparison.tsx";

const summary = (over: Partial<ChannelSummary>): ChannelSummary => ({
  channelId: "UCaaaaaaaaaaaaaaaaaaaaaa",
  title: "Analysed",
  handle: "@analysed",
  subscribers: 120_000,
  views: 9_000_000,
  uploads: 240,
  medianLongViews: 45_000,
  medianShortViews: null,
  recentUploadsPerWeek: 1.5,
  ...over,
});

describe("ChannelComparison", () => {
  it("shows every summary figure of both channels in two columns", () => {
    render(
      <ChannelComparison
        channel={summary({})}
        own={summary({
          channelId: "UCbbbbbbbbbbbbbbbbbbbbbb",
          title: "Mine",
          subscribers: null,
          uploads: 12,
          recentUploadsPerWeek: 0.25,
        })}
      />,
    );
    const table = screen.getByRole("table", { name: "Analysed compared with Mine, your linked channel" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Figure", "Analysed", "Yours: Mine"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    const labels = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(labels).toEqual([
      "Subscribers",
      "Views",
      "Uploads",
      "Uploads a week",
      "Median views, long",
      "Median views, Shorts",
    ]);
    expect(rows[0]).toEqual(["120.0K", "-"]);
    expect(rows[2]).toEqual(["240", "12"]);
    expect(rows[3]).toEqual(["1.5", "0.3"]);
    expect(rows[5]).toEqual(["-", "-"]);
  });
});
