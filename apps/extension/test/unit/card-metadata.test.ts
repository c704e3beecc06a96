import { describe, expect, test } from "vitest";
import {
  cardBroadcast,
  cardStats,
  cardVph,
  parseAgeHours,
  parseViewsText,
} from "../../content/badges/card-metadata.ts";
import { findThumbnails } from "../../shared/selectors.ts";
import { loadFixture } from "./fixtures.ts";

describe("card text", () => {
  test.each([
    ["12K views", 12_000],
    ["1.2M views", 1_200_000],
    ["2.3B views", 2_300_000_000],
    ["1,234 views", 1_234],
    ["1 view", 1],
    ["No views", 0],
    ["999\u00a0views", 999],
  ])("views %s -> %d", (text, views) => {
    expect(parseViewsText(text)).toBe(views);
  });

  test.each(["12K watching", "Views", "3 days ago", "1.2M"])("%s is not a view count", (text) => {
    expect(parseViewsText(text)).toBeNull();
  });

  test.each([
    ["1 days ago", 24],
    ["3 hours ago", 3],
    ["2 weeks ago", 336],
    ["1 month ago", 720],
    ["4 years ago", 4 * 8760],
    ["Streamed 2 days ago", 48],
    ["Premiered 1 hour ago", 1],
  ])("age %s -> %d hours", (text, hours) => {
    expect(parseAgeHours(text)).toBe(hours);
  });

  test.each(["Scheduled for 6/1/25", "12K views", "vor 3 Tagen"])("%s is not an age", (text) => {
    expect(parseAgeHours(text)).toBeNull();
  });
});

describe("recorded 2026 lockups (test/fixtures/real)", () => {
  test("views and age from div.ytContentMetadataViewModelMetadataRow > span.ytContentMetadataViewModelMetadataText", () => {
    const doc = loadFixture("real/sidebar-2026-lockups.html");
    const cards = [...doc.querySelectorAll("yt-lockup-view-model")];
    expect(cards.map((card) => cardStats(card))).toEqual([
      { views: 648_000, ageHours: 10 * 720 },
      { views: 4_800, ageHours: 0.1 },
      { views: 149_000, ageHours: 3 * 168 },
    ]);
    expect(cards.map((card) => cardBroadcast(card))).toEqual([null, null, null]);
  });

  test("an upcoming stream's card (Polish interface): upcoming, no stats", () => {
    const [card] = findThumbnails(loadFixture("real/home-2026-upcoming-pl.html"));
    expect(card?.videoId).toBe("C6bIJFQzS_I");
    expect(cardBroadcast(card!.card)).toBe("upcoming");
    expect(cardStats(card!.card)).toBeNull();
  });

  test("a live stream's card: live, no stats", () => {
    const [card] = findThumbnails(loadFixture("real/home-2026-live.html"));
    expect(card?.videoId).toBe("kPyrIZX95f8");
    expect(cardBroadcast(card!.card)).toBe("live");
    expect(cardStats(card!.card)).toBeNull();
  });

  test("the older fixture layouts have no broadcast marks", () => {
    for (const name of ["home-classic.html", "home-lockup.html", "search.html"]) {
      for (const ref of findThumbnails(loadFixture(name))) expect(cardBroadcast(ref.card)).toBeNull();
    }
  });
});

describe("cardStats on fixture layouts", () => {
  test.each([
    ["home-classic.html"],
    ["home-lockup.html"],
    ["search.html"],
    ["channel.html"],
    ["playlist.html"],
  ])("%s: the first card shows 12K views, 1 day ago", (name) => {
    const [first] = findThumbnails(loadFixture(name));
    const stats = cardStats(first!.card);
    expect(stats).toEqual({ views: 12_000, ageHours: 24 });
    expect(cardVph(stats!)).toBe(500);
  });

  test("Shorts cards give views without a date: no VPH", () => {
    const doc = loadFixture("shorts-shelf.html");
    const shorts = findThumbnails(doc).filter((t) => t.card.tagName.toLowerCase().includes("shorts"));
    expect(shorts.length).toBeGreaterThan(0);
    for (const ref of shorts) expect(cardStats(ref.card)).toBeNull();
  });

  test("hours are floored at 1 for the rate", () => {
    expect(cardVph({ views: 500, ageHours: 1 / 60 })).toBe(500);
  });
});
