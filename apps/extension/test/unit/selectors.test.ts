import { describe, expect, test } from "vitest";
import {
  findSearchResultIds,
  findThumbnails,
  findWatchTitle,
  queryFirst,
  SELECTORS,
} from "../../shared/selectors.ts";
import { analysisPageFromUrl } from "../../shared/video-id.ts";
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

describe("search results and channel pages for the analyses", () => {
  test("the ranked results of a search page, top first: the Shorts shelf is a suggestion, not a result", () => {
    const doc = loadFixture("search.html");
    expect(findSearchResultIds(doc)).toEqual([...ids.search, ids.searchLockup]);
    expect(queryFirst(doc, "searchResults")?.id).toBe("primary");
  });

  test("the recorded 2026-10 result cards, inside YouTube's results column", () => {
    const doc = loadFixture("real/search-2026-10.html");
    expect(findSearchResultIds(doc)).toEqual([]); // no results column: not a search page
    const column = doc.createElement("div");
    column.id = "primary";
    column.append(...doc.body.childNodes);
    doc.body.append(doc.createElement("ytd-search"));
    doc.querySelector("ytd-search")!.append(column);
    const found = findSearchResultIds(doc);
    expect(found[0]).toBe("_jH2oTNRe7g");
    expect(found).toHaveLength(2);
  });

  test("a channel page's header is where 'Analyze channel' goes", () => {
    const doc = loadFixture("channel.html");
    expect(queryFirst(doc, "channelHeader")?.tagName).toBe("YT-PAGE-HEADER-RENDERER");
  });

  test("which pages an analysis starts from", () => {
    const at = (path: string) => analysisPageFromUrl(`https://www.youtube.com${path}`);
    expect(at("/results?search_query=tiny+cabin")).toEqual({ kind: "search", query: "tiny cabin" });
    expect(at("/results?search_query=+")).toBeNull();
    expect(at("/@makerlane")).toEqual({ kind: "channel", channel: "@makerlane" });
    expect(at("/@makerlane/videos")).toEqual({ kind: "channel", channel: "@makerlane" });
    expect(at("/@%E3%81%B2%E3%81%AA")).toEqual({ kind: "channel", channel: "@ひな" });
    expect(at("/channel/UCmakerLane0000000000001/shorts")).toEqual({
      kind: "channel",
      channel: "UCmakerLane0000000000001",
    });
    expect(at("/c/MakerLane")).toBeNull();
    expect(at("/watch?v=aBcDeFgHiJk")).toBeNull();
    expect(at("/feed/subscriptions")).toBeNull();
    expect(analysisPageFromUrl("not a url")).toBeNull();
  });
});
