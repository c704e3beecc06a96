import type { VideoInsight } from "@vi/types";
import { afterEach, describe, expect, test, vi } from "vitest";
import { BadgeController } from "../../content/badges/badge-controller.ts";
import {
  BADGE_TAG,
  badgeCountFormat,
  badgeText,
  createBadge,
  formatBadgeCount,
  formatBadgeOutlier,
  setBadgeStrings,
  stopBadgeHoverEvents,
} from "../../content/badges/badge-element.ts";
import { outlierBand } from "../../content/outlier.ts";
import type { PageBadges } from "../../content/page-insights.ts";
import { badgeNumbers } from "../../shared/background-protocol.ts";
import { ids, loadFixture } from "./fixtures.ts";
import { insightFor } from "./insight-fixtures.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("badge content", () => {
  test.each([
    [1.04, "1.0X", 0],
    [1.99, "2.0X", 0],
    [2, "2.0X", 2],
    [3.42, "3.4X", 2],
    [5, "5.0X", 5],
    [9.96, "10.0X", 5],
    [10, "10.0X", 10],
    [123.4, "123X", 10],
  ])("%d -> %s, band %d", (score, text, band) => {
    expect(formatBadgeOutlier(score)).toBe(text);
    expect(outlierBand(score)).toBe(band);
  });

  test("outlier (with its band) and VPH in the extension's own tags; nothing when there is nothing to show", () => {
    const badge = createBadge(document, "aBcDeFgHiJk", { outlier: 12.5, vph: 1234 })!;
    expect(badge.tagName.toLowerCase()).toBe(BADGE_TAG);
    expect(badgeText(badge)).toBe("12.5X 1.2K VPH");
    const outlier = badge.firstElementChild!;
    expect(outlier.tagName.toLowerCase()).toBe("vidinsight-outlier");
    expect(outlier.getAttribute("band")).toBe("10");
    expect(outlier.getAttribute("title")).toContain("median views");
    // No classes: nothing that YouTube's stylesheets (or anyone's) could match by accident.
    expect(badge.querySelectorAll("[class]")).toHaveLength(0);
    expect(
      createBadge(document, "aBcDeFgHiJk", { outlier: 1.2, vph: 5 })!.firstElementChild!.hasAttribute("band"),
    ).toBe(false);
    expect(badgeText(createBadge(document, "aBcDeFgHiJk", { outlier: null, vph: 12 })!)).toBe("12 VPH");
    expect(createBadge(document, "aBcDeFgHiJk", { outlier: null, vph: null })).toBeNull();
  });

  // Hand-checked against Intl (Node's ICU); "\u00a0" is the no-break space Intl puts before a unit.
  test.each([
    ["en", ["12", "999", "1.2K", "12.3K", "1.3M", "987.7M"]],
    ["es", ["12", "999", "1,2\u00a0mil", "12,3\u00a0mil", "1,3\u00a0M", "987,7\u00a0M"]],
    ["pt-BR", ["12", "999", "1,2\u00a0mil", "12,3\u00a0mil", "1,3\u00a0mi", "987,7\u00a0mi"]],
    ["hi", ["12", "999", "1.2\u00a0हज़ार", "12.3\u00a0हज़ार", "12.5\u00a0लाख", "98.8\u00a0क॰"]],
    ["id", ["12", "999", "1,2\u00a0rb", "12,3\u00a0rb", "1,3\u00a0jt", "987,7\u00a0jt"]],
    // German has no compact form under a million: the number in full, grouped from 10,000.
    ["de", ["12", "999", "1234", "12.345", "1,3\u00a0Mio.", "987,7\u00a0Mio."]],
    ["fr", ["12", "999", "1,2\u00a0k", "12,3\u00a0k", "1,3\u00a0M", "987,7\u00a0M"]],
    // Japanese counts in 万 (10,000) and 億 (100,000,000).
    ["ja", ["12", "999", "1234", "1.2万", "125万", "9.9億"]],
    ["en-XA", ["12", "999", "1.2K", "12.3K", "1.3M", "987.7M"]],
  ])("badge counts in %s", (language, expected) => {
    const compact = badgeCountFormat(language);
    expect([12, 999, 1234, 12_345, 1_250_000, 987_654_321].map((n) => formatBadgeCount(n, compact))).toEqual(
      expected,
    );
  });

  test("English keeps @vi/format's form, rounding included; a bad count shows a dash in every language", () => {
    expect(badgeCountFormat("en")).toBeNull();
    expect(formatBadgeCount(1250, null)).toBe("1.3K");
    expect(formatBadgeCount(999.6, null)).toBe("1.0K");
    expect(formatBadgeCount(Number.NaN, badgeCountFormat("de"))).toBe("-");
    expect(formatBadgeCount(-5, badgeCountFormat("ja"))).toBe("-");
  });

  test("badges made after the language changes show its numbers; back to English, English again", () => {
    try {
      setBadgeStrings("fr", null);
      expect(badgeText(createBadge(document, "aBcDeFgHiJk", { outlier: 3.42, vph: 12_345 })!)).toBe(
        "3.4X 12,3\u00a0k VPH",
      );
      setBadgeStrings("de", null);
      expect(badgeText(createBadge(document, "aBcDeFgHiJk", { outlier: null, vph: 1_250_000 })!)).toBe(
        "1,3\u00a0Mio. VPH",
      );
    } finally {
      setBadgeStrings("en", null);
    }
    expect(badgeText(createBadge(document, "aBcDeFgHiJk", { outlier: null, vph: 12_345 })!)).toBe(
      "12.3K VPH",
    );
  });

  test("pointer and mouse hover events stop at the badge (YouTube's hover previews never see them)", () => {
    const badge = createBadge(document, "aBcDeFgHiJk", { outlier: 2, vph: 10 })!;
    const thumbnail = document.createElement("a");
    thumbnail.append(badge);
    document.body.append(thumbnail);
    const release = stopBadgeHoverEvents(window);
    const seen: string[] = [];
    const types = ["pointerover", "pointerenter", "mouseover", "pointerout", "mouseleave", "click"];
    for (const type of types) {
      // YouTube's listeners on the card, capturing and bubbling.
      thumbnail.addEventListener(type, () => seen.push(`${type} capture`), true);
      thumbnail.addEventListener(type, () => seen.push(type));
      badge.dispatchEvent(new Event(type, { bubbles: true }));
      badge.firstElementChild!.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(seen).toEqual(["click capture", "click", "click capture", "click"]);
    // The thumbnail's own hover events still reach YouTube; with the listeners released, badges' do too.
    seen.length = 0;
    thumbnail.dispatchEvent(new Event("pointerover", { bubbles: true }));
    release();
    badge.dispatchEvent(new Event("mouseover", { bubbles: true }));
    expect(seen).toEqual(["pointerover capture", "pointerover", "mouseover capture", "mouseover"]);
    thumbnail.remove();
  });

  test("badges are clones that share nothing mutable: each has its own text, band and video id", () => {
    const a = createBadge(document, "aaaaaaaaaaa", { outlier: 12.5, vph: 1234 })!;
    const b = createBadge(document, "bbbbbbbbbbb", { outlier: 3, vph: 5 })!;
    const c = createBadge(document, "ccccccccccc", { outlier: 12.5, vph: 1234 })!;
    expect([a, b, c].map(badgeText)).toEqual(["12.5X 1.2K VPH", "3.0X 5 VPH", "12.5X 1.2K VPH"]);
    expect([a, b].map((badge) => badge.firstElementChild!.getAttribute("band"))).toEqual(["10", "2"]);
    expect([a, b, c].map((badge) => badge.dataset.videoId)).toEqual([
      "aaaaaaaaaaa",
      "bbbbbbbbbbb",
      "ccccccccccc",
    ]);
    expect(a.firstElementChild!.firstChild).not.toBe(c.firstElementChild!.firstChild);
    // Styled inline: placed over the thumbnail's top left, pills coloured by band.
    expect(a.style.position).toBe("absolute");
    expect(a.style.top).toBe("8px");
    expect(a.style.left).toBe("8px");
    expect((a.firstElementChild as HTMLElement).style.backgroundColor).toBe("rgb(204, 0, 0)");
    expect((b.lastElementChild as HTMLElement).style.backgroundColor).toBe("rgba(0, 0, 0, 0.6)");
    expect(b.lastElementChild!.getAttribute("title")).toBe("Views per hour since the video was published");
  });
});

/** The badge numbers the background would send for the insights `known` gives. */
function fakeLookup(known: (id: string) => VideoInsight | null) {
  const load = vi.fn<PageBadges["load"]>(async (requested) => ({
    values: new Map(requested.map((id) => [id, numbersOf(known(id))])),
    error: null,
  }));
  const lookup: PageBadges = { load, peek: () => undefined };
  return { lookup, load };
}

const numbersOf = (insight: VideoInsight | null) => (insight ? badgeNumbers(insight) : null);

function setup(name: string, known: (id: string) => VideoInsight | null = (id) => insightFor(id)) {
  vi.useFakeTimers();
  const doc = loadFixture(name);
  const { lookup, load } = fakeLookup(known);
  const controller = new BadgeController({ document: doc, lookup, throttleMs: 50 });
  const badges = () => [...doc.querySelectorAll(BADGE_TAG)] as HTMLElement[];
  // The tracker's throttle (50 ms), then the lookup's quiet period (120 ms).
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(200);
  };
  return { doc, controller, load, badges, settle };
}

describe("BadgeController", () => {
  test("signed in: every card gets outlier + VPH from one lookup, inside its thumbnail link", async () => {
    const { doc, controller, load, badges, settle } = setup("home-lockup.html");
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    const all = [...ids.lockup, ...ids.homeShorts];
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual(all);
    expect(badges().map((b) => b.dataset.videoId)).toEqual(all);
    expect(badgeText(badges()[0]!)).toBe("3.4X 1.2K VPH");
    // Placed inside the thumbnail link, so it sits on the picture.
    expect(badges()[0]!.parentElement?.matches("a.yt-lockup-view-model__content-image")).toBe(true);
    expect(controller.count).toBe(all.length);
    // Styled inline: no stylesheet is added to the page.
    expect(
      [...doc.querySelectorAll("style")].some((style) => style.textContent?.includes("vidinsight")),
    ).toBe(false);
  });

  test("the badge score setting switches the badges to the outlier at the same age, and back", async () => {
    const known = (id: string) => {
      const insight = insightFor(id);
      // The first card is young and breaking out; the others are past their first 30 days.
      return insight && { ...insight, videoOutlierAtAge: id === ids.lockup[0] ? 6.25 : null };
    };
    const { controller, load, badges, settle } = setup("home-lockup.html", known);
    controller.setSignedIn(true);
    controller.setScore("atAge");
    controller.setEnabled(true);
    await settle();
    const first = badges()[0]!;
    expect(badgeText(first)).toBe("6.3X 1.2K VPH");
    expect(first.firstElementChild!.getAttribute("title")).toMatch(/^Outlier at the same age/);
    expect(first.firstElementChild!.getAttribute("band")).toBe("5");
    // No outlier at age: the VPH alone.
    expect(badgeText(badges()[1]!)).toMatch(/^[\d.]+[KM]? VPH$/);
    controller.setScore("lifetime");
    await settle();
    expect(badgeText(badges()[0]!)).toBe("3.4X 1.2K VPH");
    expect(badges()[0]!.firstElementChild!.getAttribute("title")).toMatch(/^Outlier score/);
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  test("cards YouTube renders in several steps are looked up together; more wait while a lookup is out", async () => {
    vi.useFakeTimers();
    const doc = loadFixture("home-classic.html");
    let release!: () => void;
    const load = vi.fn<PageBadges["load"]>(async (requested) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { values: new Map(requested.map((id) => [id, numbersOf(insightFor(id))])), error: null };
    });
    const controller = new BadgeController({ document: doc, lookup: { load, peek: () => undefined } });
    const grid = doc.querySelector("ytd-rich-grid-renderer #contents")!;
    const template = grid.firstElementChild!.cloneNode(true) as Element;
    grid.replaceChildren();
    controller.setSignedIn(true);
    controller.setEnabled(true);
    const add = (n: number, prefix: string) => {
      for (let i = 0; i < n; i++) {
        const card = template.cloneNode(true) as Element;
        card
          .querySelector("a#thumbnail")!
          .setAttribute("href", `/watch?v=${prefix}${String(i).padStart(11 - prefix.length, "0")}`);
        grid.append(card);
      }
    };
    // Four steps, 80 ms apart: each is within the quiet period of the one before.
    for (let step = 0; step < 4; step++) {
      add(10, `s${step}`);
      await vi.advanceTimersByTimeAsync(80);
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toHaveLength(40);
    // While that lookup is out, two more steps arrive; they leave together once it is back.
    add(5, "t0");
    await vi.advanceTimersByTimeAsync(300);
    add(5, "t1");
    await vi.advanceTimersByTimeAsync(300);
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]![0]).toHaveLength(10);
    release();
    await vi.advanceTimersByTimeAsync(50);
    expect(doc.querySelectorAll(BADGE_TAG)).toHaveLength(50);
  });

  test("a lookup leaves at the latest 400 ms after the first card, even while cards keep coming", async () => {
    vi.useFakeTimers();
    const doc = loadFixture("home-classic.html");
    const { lookup, load } = fakeLookup((id) => insightFor(id));
    const controller = new BadgeController({ document: doc, lookup });
    const grid = doc.querySelector("ytd-rich-grid-renderer #contents")!;
    const template = grid.firstElementChild!.cloneNode(true) as Element;
    grid.replaceChildren();
    controller.setSignedIn(true);
    controller.setEnabled(true);
    for (let step = 0; step < 10; step++) {
      const card = template.cloneNode(true) as Element;
      card
        .querySelector("a#thumbnail")!
        .setAttribute("href", `/watch?v=steady${String(step).padStart(5, "0")}`);
      grid.append(card);
      await vi.advanceTimersByTimeAsync(70);
    }
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(load.mock.calls[0]![0].length).toBeLessThan(10);
  });

  test.each([
    ["search.html", [...ids.search, ...ids.searchShorts, ids.searchLockup]],
    ["channel.html", [...ids.channel, ...ids.channelShelf]],
    ["playlist.html", ids.playlist],
    ["shorts-shelf.html", [...ids.shelfNew, ...ids.shelfOld]],
  ])("%s: every video card gets its badge inside its thumbnail link", async (name, expected) => {
    const { controller, badges, settle } = setup(name);
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    expect(new Set(badges().map((b) => b.dataset.videoId))).toEqual(new Set(expected));
    for (const badge of badges()) expect(badge.parentElement?.tagName).toBe("A");
  });

  test("signed out: VPH from the card's own views and date, no API lookup; Shorts without a date get nothing", async () => {
    const { controller, load, badges, settle } = setup("home-lockup.html");
    controller.setEnabled(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(badges().map((b) => b.dataset.videoId)).toEqual(ids.lockup);
    expect(badgeText(badges()[0]!)).toBe("500 VPH"); // 12K views, 1 day ago
  });

  test.each([["real/home-2026-upcoming-pl.html"], ["real/home-2026-live.html"]])(
    "%s: no badge on an upcoming or live card, signed in or out",
    async (name) => {
      const { controller, load, badges, settle } = setup(name);
      controller.setEnabled(true);
      await settle();
      expect(badges()).toEqual([]);
      controller.setSignedIn(true);
      await settle();
      expect(load).toHaveBeenCalled();
      expect(badges()).toEqual([]);
    },
  );

  test("a video the API does not know falls back to the card's VPH", async () => {
    const { controller, badges, settle } = setup("home-classic.html", () => null);
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    expect(badgeText(badges()[0]!)).toBe("500 VPH");
  });

  test("no outlier score (not enough history): the badge shows VPH only", async () => {
    const { controller, badges, settle } = setup("home-classic.html", (id) =>
      insightFor(id, { videoOutlier: null, videoVph: 42 }),
    );
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    expect(badgeText(badges()[0]!)).toBe("42 VPH");
  });

  test("a renderer YouTube reuses for another video gets that video's badge", async () => {
    const { doc, controller, load, badges, settle } = setup("home-classic.html", (id) =>
      insightFor(id, { videoOutlier: id === "REUSEDvid01" ? 12 : 1.5 }),
    );
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    const link = doc.querySelectorAll("a#thumbnail")[2]!;
    link.setAttribute("href", "/watch?v=REUSEDvid01");
    await settle();
    expect(load.mock.calls[1]![0]).toEqual(["REUSEDvid01"]);
    const inLink = link.querySelectorAll(BADGE_TAG);
    expect(inLink).toHaveLength(1);
    expect((inLink[0] as HTMLElement).dataset.videoId).toBe("REUSEDvid01");
    expect(badgeText(inLink[0]!)).toBe("12.0X 1.2K VPH");
    expect(badges()).toHaveLength(ids.classic.length);
  });

  test("navigation removes the previous page's badges, then badges the page again", async () => {
    const { doc, controller, badges, settle } = setup("home-classic.html");
    controller.setSignedIn(true);
    controller.setEnabled(true);
    controller.onNavigate("https://www.youtube.com/");
    await settle();
    const before = badges();
    expect(before.length).toBeGreaterThan(0);
    // The new page replaced the grid; the old badges must not linger on cards that stay in the DOM.
    doc.querySelector("ytd-rich-grid-renderer #contents")!.firstElementChild!.remove();
    controller.onNavigate("https://www.youtube.com/results?search_query=x");
    expect(badges()).toHaveLength(0);
    await settle();
    expect(badges()).toHaveLength(ids.classic.length - 1);
    expect(before.every((badge) => !badge.isConnected)).toBe(true);
  });

  test("switching badges off removes them all; on again brings them back", async () => {
    const { controller, badges, settle } = setup("search.html");
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    const count = badges().length;
    expect(count).toBeGreaterThan(0);
    controller.setEnabled(false);
    expect(badges()).toHaveLength(0);
    controller.setEnabled(true);
    await settle();
    expect(badges()).toHaveLength(count);
  });

  test("hover events on the controller's badges stop at the badge while badges are on", async () => {
    const { doc, controller, badges, settle } = setup("search.html");
    controller.setSignedIn(true);
    controller.setEnabled(true);
    await settle();
    const badge = badges()[0]!;
    const link = badge.parentElement!;
    const seen: string[] = [];
    link.addEventListener("mouseover", () => seen.push("mouseover"));
    badge.dispatchEvent(new Event("mouseover", { bubbles: true }));
    expect(seen).toEqual([]);
    // Switched off, the window's listeners go with the badges.
    controller.setEnabled(false);
    const stray = createBadge(doc, "aBcDeFgHiJk", { outlier: 2, vph: 10 })!;
    link.append(stray);
    stray.dispatchEvent(new Event("mouseover", { bubbles: true }));
    expect(seen).toEqual(["mouseover"]);
  });

  test("signing in replaces VPH-only badges with outlier badges", async () => {
    const { controller, badges, settle } = setup("home-classic.html");
    controller.setEnabled(true);
    await settle();
    expect(badgeText(badges()[0]!)).toBe("500 VPH");
    controller.setSignedIn(true);
    await settle();
    expect(badgeText(badges()[0]!)).toBe("3.4X 1.2K VPH");
    expect(badges()).toHaveLength(ids.classic.length);
  });
});

/**
 * A stand-in for the browser's IntersectionObserver: the test says which cards are near the
 * viewport (as if the page scrolled) and the observer reports the cards it watches.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports every watched card, near when `near` says so. */
  report(near: (card: Element) => boolean) {
    const entries = [...this.watched].map(
      (target) => ({ target, isIntersecting: near(target) }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
  static latest() {
    return FakeIntersectionObserver.instances.at(-1)!;
  }
}

describe("BadgeController, drawing by distance to the viewport", () => {
  /** A grid of `count` classic cards with made-up video ids, badged with a fake observer and frames. */
  function grid(count: number, options: { signedIn?: boolean; perFrame?: number; perIdle?: number } = {}) {
    vi.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    const doc = loadFixture("home-classic.html");
    const contents = doc.querySelector("ytd-rich-grid-renderer #contents")!;
    const template = contents.firstElementChild!.cloneNode(true) as Element;
    contents.replaceChildren();
    const videoIds: string[] = [];
    for (let i = 0; i < count; i++) {
      const card = template.cloneNode(true) as Element;
      const id = `grid${String(i).padStart(7, "0")}`;
      card.querySelector("a#thumbnail")!.setAttribute("href", `/watch?v=${id}`);
      contents.append(card);
      videoIds.push(id);
    }
    const { lookup, load } = fakeLookup((id) => insightFor(id));
    const frames: Array<() => void> = [];
    const idles: Array<() => void> = [];
    const controller = new BadgeController({
      document: doc,
      lookup,
      IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
      requestFrame: (callback) => frames.push(callback),
      requestIdle: (callback) => idles.push(callback),
      perFrame: options.perFrame,
      perIdle: options.perIdle,
    });
    if (options.signedIn !== false) controller.setSignedIn(true);
    controller.setEnabled(true);
    const cards = [...contents.children];
    const badged = () =>
      [...doc.querySelectorAll<HTMLElement>(BADGE_TAG)].map((badge) => badge.dataset.videoId);
    /** Runs the frames requested so far (each may request the next). */
    const frame = () => {
      for (const callback of frames.splice(0)) callback();
    };
    /** The page is idle for a moment, then paints a frame. */
    const idle = () => {
      for (const callback of idles.splice(0)) callback();
      frame();
    };
    /** The page scrolled: cards [from, to) are near the viewport. */
    const scroll = (from: number, to: number) =>
      FakeIntersectionObserver.latest().report((target) => {
        const i = cards.findIndex((card) => card.contains(target));
        return i >= from && i < to;
      });
    return { doc, controller, load, cards, videoIds, badged, frame, frames, idle, idles, scroll };
  }

  test("every card is looked up in one request; the frame after the answer draws the cards near the viewport first, then the others up to the idle chunk; the rest when the page is idle", async () => {
    const { controller, load, videoIds, badged, frame, idle, idles, scroll } = grid(60, { perIdle: 30 });
    expect(FakeIntersectionObserver.latest().options?.rootMargin).toBe("100% 0px");
    scroll(40, 52);
    await vi.advanceTimersByTimeAsync(200);
    frame();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual(videoIds);
    // All 12 near cards, then 18 of the others in page order.
    expect(badged()).toEqual([...videoIds.slice(0, 18), ...videoIds.slice(40, 52)]);
    expect(controller.count).toBe(30);
    idle();
    expect(badged()).toEqual(videoIds);
    expect(controller.count).toBe(60);
    expect(idles).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a frame that only draws cards scrolled to, without a lookup answer since, takes no others", async () => {
    const { badged, frame, scroll, videoIds } = grid(60, { perIdle: 30 });
    scroll(0, 5);
    await vi.advanceTimersByTimeAsync(200);
    frame();
    expect(badged()).toHaveLength(30);
    scroll(50, 55);
    frame();
    expect(badged()).toHaveLength(35);
    expect(badged().slice(-5)).toEqual(videoIds.slice(50, 55));
  });

  test("idle drawing goes a chunk per idle period, and cards coming near the viewport meanwhile go first", async () => {
    const { badged, frame, idle, idles, scroll, videoIds } = grid(100, { perIdle: 30 });
    scroll(0, 10);
    await vi.advanceTimersByTimeAsync(200);
    frame();
    expect(badged()).toHaveLength(30);
    idle();
    expect(badged()).toHaveLength(60);
    // The user scrolls to the end before the next idle period: those cards do not wait for it.
    scroll(90, 100);
    frame();
    expect(badged()).toHaveLength(70);
    expect(badged().slice(-10)).toEqual(videoIds.slice(90, 100));
    idle();
    expect(badged()).toHaveLength(100);
    idle();
    expect(badged()).toHaveLength(100);
    expect(new Set(badged()).size).toBe(100);
    expect(idles).toHaveLength(0);
  });

  test("cards scrolled to before the page was idle get their badges then, from the same lookup", async () => {
    const { load, videoIds, badged, frame, scroll } = grid(60, { perIdle: 12 });
    scroll(0, 12);
    await vi.advanceTimersByTimeAsync(200);
    frame();
    scroll(20, 36);
    frame();
    expect(badged()).toEqual([...videoIds.slice(0, 12), ...videoIds.slice(20, 36)]);
    // Scrolling back up draws nothing twice; the drawn cards are no longer watched at all.
    scroll(0, 36);
    frame();
    expect(badged()).toHaveLength(28 + 8);
    expect(new Set(badged()).size).toBe(badged().length);
    expect(FakeIntersectionObserver.latest().watched.size).toBe(60 - 36);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a card that leaves the viewport before its badge is drawn gets it when it comes back", async () => {
    const { badged, frame, frames, scroll, videoIds } = grid(20, { perIdle: 4 });
    await vi.advanceTimersByTimeAsync(200);
    scroll(0, 4);
    scroll(0, 0); // scrolled away before the frame
    frame();
    expect(badged()).toEqual([]);
    expect(frames).toHaveLength(0);
    scroll(2, 6);
    frame();
    expect(badged()).toEqual(videoIds.slice(2, 6));
  });

  test("the DOM writes of a frame are capped; the rest follow in the next frames", async () => {
    const { badged, frame, scroll } = grid(100, { perFrame: 40, perIdle: 40 });
    await vi.advanceTimersByTimeAsync(200);
    scroll(0, 100);
    frame();
    expect(badged()).toHaveLength(40);
    frame();
    expect(badged()).toHaveLength(80);
    frame();
    expect(badged()).toHaveLength(100);
  });

  test("signed out, the card's own VPH is drawn near the viewport first, then for the others", async () => {
    const { load, badged, frame, idle, scroll, videoIds } = grid(30, { signedIn: false });
    scroll(5, 10);
    frame();
    expect(badged()).toEqual(videoIds.slice(5, 10));
    idle();
    expect(badged()).toHaveLength(30);
    expect(load).not.toHaveBeenCalled();
  });

  test("a drawn card that YouTube reuses for another video is watched again and gets that video's badge", async () => {
    const { doc, cards, load, badged, frame, scroll, videoIds } = grid(20, { perIdle: 8 });
    scroll(0, 8);
    await vi.advanceTimersByTimeAsync(200);
    frame();
    const card = cards[3]!.querySelector("ytd-rich-grid-media")!;
    expect(FakeIntersectionObserver.latest().watched.has(card)).toBe(false);
    card.querySelector('a[id="thumbnail"]')!.setAttribute("href", "/watch?v=REUSEDvid01");
    await vi.advanceTimersByTimeAsync(60);
    // The old video's badge is gone at once; the card is watched again.
    expect(card.querySelectorAll(BADGE_TAG)).toHaveLength(0);
    expect(FakeIntersectionObserver.latest().watched.has(card)).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(load.mock.calls[1]![0]).toEqual(["REUSEDvid01"]);
    scroll(0, 8);
    frame();
    const inCard = [...card.querySelectorAll<HTMLElement>(BADGE_TAG)];
    expect(inCard.map((badge) => badge.dataset.videoId)).toEqual(["REUSEDvid01"]);
    // The answer's frame also took 7 of the cards away from the viewport (the idle chunk is 8).
    expect(badged()).toHaveLength(15);
    expect(badged()).not.toContain(videoIds[3]);
    expect(doc.querySelectorAll(BADGE_TAG)).toHaveLength(15);
  });

  test("badging reads no layout (no getBoundingClientRect or offset sizes between the writes)", async () => {
    const { doc, frame, scroll, badged } = grid(40);
    const view = doc.defaultView!;
    const rect = vi.spyOn(view.Element.prototype, "getBoundingClientRect");
    const rects = vi.spyOn(view.Element.prototype, "getClientRects");
    const offsetWidth = vi.spyOn(view.HTMLElement.prototype, "offsetWidth", "get");
    const offsetHeight = vi.spyOn(view.HTMLElement.prototype, "offsetHeight", "get");
    scroll(0, 40);
    await vi.advanceTimersByTimeAsync(200);
    frame();
    expect(badged()).toHaveLength(40);
    for (const spy of [rect, rects, offsetWidth, offsetHeight]) expect(spy).not.toHaveBeenCalled();
  });

  test("navigation and switching off forget the observer; nothing is drawn for the old page", async () => {
    const { controller, badged, frame, frames, idle, scroll } = grid(20);
    scroll(0, 10);
    await vi.advanceTimersByTimeAsync(200);
    const old = FakeIntersectionObserver.latest();
    controller.setEnabled(false);
    idle();
    expect(badged()).toEqual([]);
    expect(old.watched.size).toBe(0);
    old.report(() => true);
    frame();
    expect(badged()).toEqual([]);
    expect(frames).toHaveLength(0);
  });
});
