import { OutliersQuerySchema } from "@vi/types";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_VIEW,
  normalizeBound,
  readView,
  toQuery,
  writeView,
} from "./url-state.ts";

describe("normalizeBound (0 or empty clears)", () => {
  it.each([
    ["", ""],
    ["  ", ""],
    ["0", ""],
    ["0.0", ""],
    ["1000", "1000"],
    [" 2.5 ", "2.5"],
    ["007", "7"],
    [".5", "0.5"],
  ])("%j -> %j", (text, expected) => expect(normalizeBound(text)).toBe(expected));

  it.each(["abc", "-5", "1e3", "1,000", "0x10", "Infinity", "1.2.3"])("rejects %j", (text) =>
    expect(normalizeBound(text)).toBeNull(),
  );
});

describe("readView / writeView", () => {
  it("a fresh URL is the default view and the default view writes an empty URL", () => {
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(writeView(DEFAULT_VIEW).toString()).toBe("");
  });

  it("round-trips every field", () => {
    const url =
      "minSubscribers=1000&maxSubscribers=50000&minOutlier=2&maxOutlier=10.5&minViews=100&maxViews=900000&q=minecraft+build&format=short&publishedAfter=2024-02-29&sort=videoVph&order=asc&page=3&size=100";
    const view = readView(new URLSearchParams(url));
    expect(view).toMatchObject({
      filters: { minSubscribers: "1000", maxOutlier: "10.5", maxViews: "900000" },
      q: "minecraft build",
      format: "short",
      publishedAfter: "2024-02-29",
      sort: "videoVph",
      order: "asc",
      page: 3,
      pageSize: 100,
    });
    expect(writeView(view).toString()).toBe(url);
  });

  it("ignores malformed values instead of sending them to the API", () => {
    const view = readView(
      new URLSearchParams(
        "minViews=lots&maxOutlier=-1&format=vertical&publishedAfter=2024-02-30&sort=password&order=up&page=0&size=7",
      ),
    );
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it("drops cleared bounds (0 or empty) from the URL", () => {
    const view = readView(new URLSearchParams("minViews=0&maxViews=&minOutlier=3"));
    expect(writeView(view).toString()).toBe("minOutlier=3");
  });
});

describe("toQuery", () => {
  it("builds a query the API schema accepts, with cleared bounds left out", () => {
    const view = readView(
      new URLSearchParams("minViews=1000&maxViews=0&q=%20cats%20&format=long&sort=videoViewCount"),
    );
    const query = toQuery(view);
    expect(query).toEqual({
      minViews: 1000,
      q: "cats",
      format: "long",
      sort: "videoViewCount",
      order: "desc",
    });
    const parsed = OutliersQuerySchema.parse(query);
    expect(parsed.minViews).toBe(1000);
    expect(parsed.maxViews).toBeUndefined();
  });
});

it("activeFilterCount counts bounds, keyword, format and date", () => {
  expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
  expect(
    activeFilterCount(
      readView(new URLSearchParams("minViews=5&maxViews=9&q=x&format=short&publishedAfter=2024-01-01")),
    ),
  ).toBe(5);
});
