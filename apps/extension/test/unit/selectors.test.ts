import { describe, expect, test } from "vitest";
import { findThumbnails, findWatchTitle, SELECTORS } from "../../shared/selectors.ts";
import { ids, loadFixture } from "./fixtures.ts";

const videoIds = (doc: Document) => findThumbnails(doc).map((t) => t.videoId);

describe("findThumbnails on YouTube layouts", () => {
  test("classic ytd-rich-grid-media home grid (div#thumbnail is not mistaken for the link)", () => {
    const doc = loadFixture("home-classic.html");
    const found = findThumbnails(doc);
    expect(found.map((t) => t.videoId)).toEqual(ids.classic);
    for (const t of found) {
      expect(t.card.tagName).toBe("YTD-RICH-GRID-MEDIA");
      expect(t.link.id).toBe("thumbnail");
    }
  });

  test("yt-lockup-view-model home grid with both class spellings, plus its Shorts shelf", () => {
    const doc = loadFixture("home-lockup.html");
    expect(videoIds(doc)).toEqual([...ids.lockup, ...ids.homeShorts]);
    const cards = findThumbnails(doc).map((t) => t.card.tagName);
    expect(cards.filter((tag) => tag === "YT-LOCKUP-VIEW-MODEL")).toHaveLength(60);
    expect(cards.filter((tag) => tag === "YTM-SHORTS-LOCKUP-VIEW-MODEL")).toHaveLength(4);
  });

  test("search results: video rows, Shorts shelf and a lockup row; the channel result is skipped", () => {
    const doc = loadFixture("search.html");
    expect(videoIds(doc)).toEqual([
      ids.search[0],
      ids.search[1],
      ...ids.searchShorts,
      ...ids.search.slice(2),
      ids.searchLockup,
    ]);
  });

  test("channel page: the older grid shelf and the Videos tab rich grid; header links are ignored", () => {
    const doc = loadFixture("channel.html");
    expect(videoIds(doc)).toEqual([...ids.channelShelf, ...ids.channel]);
  });

  test("Shorts shelves in the current and the classic markup", () => {
    const doc = loadFixture("shorts-shelf.html");
    expect(videoIds(doc)).toEqual([...ids.shelfNew, ...ids.shelfOld]);
  });

  test("playlist rows keep the id and ignore the list parameters", () => {
    const doc = loadFixture("playlist.html");
    expect(videoIds(doc)).toEqual(ids.playlist);
  });

  test("watch page sidebar: lockups and compact renderers", () => {
    const doc = loadFixture("watch-aBcDeFgHiJk.html", "https://www.youtube.com/watch?v=aBcDeFgHiJk");
    expect(videoIds(doc)).toEqual(["Q1w2E3r4T5y", "aBcDeFgHiJk", "ZyXwVuTsRqP", "Lm_Nb-Vc9Xz"]);
  });
});

describe("watch page anchors", () => {
  test("the title inside ytd-watch-metadata", () => {
    const doc = loadFixture("watch-aBcDeFgHiJk.html");
    const title = findWatchTitle(doc);
    expect(title?.id).toBe("title");
    expect(title?.closest("ytd-watch-metadata")).not.toBeNull();
  });

  test("falls back to the older primary-info renderer", () => {
    const doc = loadFixture("watch-aBcDeFgHiJk.html");
    doc.querySelector("ytd-watch-metadata")!.remove();
    const info = doc.createElement("ytd-video-primary-info-renderer");
    info.innerHTML = '<h1 class="title style-scope ytd-video-primary-info-renderer">Old layout</h1>';
    doc.body.append(info);
    expect(findWatchTitle(doc)?.textContent).toBe("Old layout");
  });

  test("none on a page without a video", () => {
    expect(findWatchTitle(loadFixture("home-lockup.html"))).toBeNull();
  });

  test("every selector in the module is valid CSS", () => {
    const doc = loadFixture("home-classic.html");
    for (const list of Object.values(SELECTORS)) {
      for (const selector of list) expect(() => doc.querySelector(selector)).not.toThrow();
    }
  });
});
