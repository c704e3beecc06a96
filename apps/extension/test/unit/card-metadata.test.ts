import { describe, expect, test } from "vitest";
import {
  cardBroadcast,
  cardStats,
  cardVph,
  parseAgeHours,
  parseBareCount,
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
    ["648k views", 648_000],
    ["1.1 million views", 1_100_000],
    ["51 thousand views", 51_000],
    ["1.3 billion views", 1_300_000_000],
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
    ["6d ago", 6 * 24],
    ["17y ago", 17 * 8760],
    ["17h ago", 17],
    ["5mo ago", 5 * 720],
    ["2w ago", 336],
    ["30m ago", 0.5],
  ])("age %s -> %d hours", (text, hours) => {
    expect(parseAgeHours(text)).toBe(hours);
  });

  test.each(["Scheduled for 6/1/25", "12K views", "Premieres in 3 days", "6d"])(
    "%s is not an age",
    (text) => {
      expect(parseAgeHours(text)).toBeNull();
    },
  );

  test.each([
    ["193K", 193_000],
    ["1.1M", 1_100_000],
    ["1.3B", 1_300_000_000],
    ["412", 412],
    ["1,234", 1_234],
  ])("bare count %s -> %d", (text, count) => {
    expect(parseBareCount(text)).toBe(count);
  });

  test.each(["17K watching", "4.4K views", "Playlist", "•", "", "1d ago"])(
    "%s is not a bare count",
    (text) => {
      expect(parseBareCount(text)).toBeNull();
    },
  );
});

describe("recorded cards since YouTube abbreviated counts and ages (late September 2026)", () => {
  test("search results: a bare count right before the age is the views", () => {
    const [video] = findThumbnails(loadFixture("real/search-2026-10.html"));
    expect(video?.videoId).toBe("_jH2oTNRe7g");
    expect(cardStats(video!.card)).toEqual({ views: 193_000, ageHours: 24 });
    expect(cardBroadcast(video!.card)).toBeNull();
    expect(cardVph(cardStats(video!.card)!)).toBe(193_000 / 24);
  });

  test("a live search result: live by its LIVE badge, no stats from '17K watching'", () => {
    const [, live] = findThumbnails(loadFixture("real/search-2026-10.html"));
    expect(live?.videoId).toBe("rFZHOHl-L8A");
    expect(cardBroadcast(live!.card)).toBe("live");
    expect(cardStats(live!.card)).toBeNull();
  });

  test("lockups: views and age from the spelled-out aria-labels behind '1.1M' and '6d ago'", () => {
    const refs = findThumbnails(loadFixture("real/lockups-2026-10.html"));
    // The sidebar Mix (content-id-RDdQw4w9WgXcQ) is no video's card, though its link starts at one.
    expect(refs.map((ref) => [ref.videoId, cardStats(ref.card)])).toEqual([
      ["ONAuUyml0yI", { views: 1_100_000, ageHours: 6 * 24 }],
      ["yRYFKcMa_Ek", { views: 412_000_000, ageHours: 17 * 8760 }],
      ["h_D3VFfhvs4", { views: 1_300_000_000, ageHours: 15 * 8760 }],
      ["eXLiwEvx4zE", null], // a Short: views without a date
    ]);
    for (const ref of refs) expect(cardBroadcast(ref.card)).toBeNull();
  });

  test("the same lockups without their aria-labels still read from '1.1M' / '6d ago'", () => {
    const doc = loadFixture("real/lockups-2026-10.html");
    // Derived in code from the recording: what a card without the spelled-out labels would show.
    for (const el of doc.querySelectorAll("[aria-label]")) el.removeAttribute("aria-label");
    const refs = findThumbnails(doc);
    expect(cardStats(refs[0]!.card)).toEqual({ views: 1_100_000, ageHours: 6 * 24 });
    expect(cardStats(refs[1]!.card)).toEqual({ views: 412_000_000, ageHours: 17 * 8760 });
  });

  test("home and channel cards with the eye icon: the channel name is not the count", () => {
    const cards = [
      ...loadFixture("real/home-2026-10-views-row.html").querySelectorAll("ytd-rich-item-renderer"),
    ];
    expect(cards.map((card) => cardStats(card))).toEqual([
      { views: 51_000, ageHours: 48 },
      { views: 51_000, ageHours: 48 },
    ]);
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
