import type { VideoInsight } from "@vi/types";
import { afterEach, describe, expect, test, vi } from "vitest";
import { BadgeController } from "../../utils/badge-controller";
import { BADGE_TAG, badgeText, createBadge, formatBadgeOutlier, outlierBand } from "../../utils/badges";
import type { PageInsights } from "../../utils/page-insights";
import { ids, loadFixture } from "./fixtures";
import { insightFor } from "./insight-fixtures";

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

  test("outlier and VPH in a shadow root; nothing when there is nothing to show", () => {
    const badge = createBadge(document, "aBcDeFgHiJk", { outlier: 12.5, vph: 1234 })!;
    expect(badge.tagName.toLowerCase()).toBe(BADGE_TAG);
    expect(badgeText(badge)).toBe("12.5X 1.2K VPH");
    expect(badge.shadowRoot!.querySelector(".o")!.className).toBe("o b10");
    expect(badge.shadowRoot!.querySelector(".o")!.getAttribute("title")).toContain("median views");
    expect(badgeText(createBadge(document, "aBcDeFgHiJk", { outlier: null, vph: 12 })!)).toBe("12 VPH");
    expect(createBadge(document, "aBcDeFgHiJk", { outlier: null, vph: null })).toBeNull();
  });

  test("pointer and mouse hover events stop at the badge (YouTube's hover previews never see them)", () => {
    const badge = createBadge(document, "aBcDeFgHiJk", { outlier: 2, vph: 10 })!;
    const thumbnail = document.createElement("a");
    thumbnail.append(badge);
    document.body.append(thumbnail);
    const seen: string[] = [];
    for (const type of ["pointerover", "pointerenter", "mouseover", "pointerout", "click"]) {
      thumbnail.addEventListener(type, () => seen.push(type));
      badge.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(seen).toEqual(["click"]);
    thumbnail.remove();
  });
});

function fakeInsights(known: (id: string) => VideoInsight | null) {
  const load = vi.fn<PageInsights["load"]>(async (requested) => ({
    insights: new Map(requested.map((id) => [id, known(id)])),
    error: null,
  }));
  const insights: PageInsights = { load, peek: () => undefined };
  return { insights, load };
}

function setup(name: string, known: (id: string) => VideoInsight | null = (id) => insightFor(id)) {
  vi.useFakeTimers();
  const doc = loadFixture(name);
  const { insights, load } = fakeInsights(known);
  const controller = new BadgeController({ document: doc, insights, throttleMs: 50 });
  const badges = () => [...doc.querySelectorAll(BADGE_TAG)] as HTMLElement[];
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(60);
  };
  return { doc, controller, load, badges, settle };
}

describe("BadgeController", () => {
  test("signed in: every card gets outlier + VPH from one lookup, inside its thumbnail link", async () => {
    const { controller, load, badges, settle } = setup("home-lockup.html");
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
  });

  test("signed out: VPH from the card's own views and date, no API lookup; Shorts without a date get nothing", async () => {
    const { controller, load, badges, settle } = setup("home-lockup.html");
    controller.setEnabled(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(badges().map((b) => b.dataset.videoId)).toEqual(ids.lockup);
    expect(badgeText(badges()[0]!)).toBe("500 VPH"); // 12K views, 1 day ago
  });

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
