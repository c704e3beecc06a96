import { afterEach, describe, expect, test, vi } from "vitest";
import { createThumbnailTracker, type ThumbnailChange } from "../../content/badges/thumbnail-tracker.ts";
import { ids, loadFixture } from "./fixtures.ts";

afterEach(() => {
  vi.useRealTimers();
});

function setup(name: string) {
  vi.useFakeTimers();
  const doc = loadFixture(name);
  const batches: ThumbnailChange[][] = [];
  const removed: Element[][] = [];
  const tracker = createThumbnailTracker({
    root: doc,
    onChange: (changes) => batches.push(changes),
    onRemove: (cards) => removed.push(cards),
    throttleMs: 50,
  });
  tracker.start();
  // MutationObserver callbacks are microtasks; the tracker's work waits for the throttle timer.
  const settle = async () => {
    await Promise.resolve();
    vi.advanceTimersByTime(50);
  };
  return { doc, tracker, batches, removed, settle };
}

describe("thumbnail tracker", () => {
  test("reports every thumbnail already on the page in one batch", () => {
    const { batches } = setup("home-lockup.html");
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((c) => c.videoId)).toEqual([...ids.lockup, ...ids.homeShorts]);
    expect(batches[0]!.every((c) => c.previousVideoId === null)).toBe(true);
  });

  test("a burst of new cards is handled once, after the burst", async () => {
    const { doc, batches, settle } = setup("home-classic.html");
    const grid = doc.querySelector("ytd-rich-grid-renderer #contents")!;
    const template = grid.firstElementChild!;
    const newIds = ["NEWvideo001", "NEWvideo002", "NEWvideo003"];
    for (const id of newIds) {
      const clone = template.cloneNode(true) as Element;
      clone.querySelector("a#thumbnail")!.setAttribute("href", `/watch?v=${id}`);
      grid.append(clone);
    }
    await Promise.resolve();
    expect(batches).toHaveLength(1); // nothing yet: the throttle window is open
    await settle();
    expect(batches).toHaveLength(2);
    expect(batches[1]!.map((c) => c.videoId)).toEqual(newIds);
  });

  test("elements it is told to ignore (the extension's badges) start no work when added or removed", async () => {
    vi.useFakeTimers();
    const doc = loadFixture("home-classic.html");
    const batches: ThumbnailChange[][] = [];
    const tracker = createThumbnailTracker({
      root: doc,
      onChange: (changes) => batches.push(changes),
      ignore: (element) => element.localName === "vidinsight-badge",
    });
    tracker.start();
    const badges = [...doc.querySelectorAll('a[id="thumbnail"]')].map((link) =>
      link.appendChild(doc.createElement("vidinsight-badge")),
    );
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(0);
    for (const badge of badges) badge.remove();
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(0);
    // Anything else still counts.
    doc.body.append(doc.createElement("div"));
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(1);
    expect(batches).toHaveLength(1);
    tracker.stop();
  });

  test("writes made through write() are not observed; mutations queued before them still are", async () => {
    const { doc, tracker, batches, settle } = setup("home-classic.html");
    const grid = doc.querySelector("ytd-rich-grid-renderer #contents")!;
    const template = grid.firstElementChild!;
    // YouTube adds a card, and in the same task the extension writes (here: a card too, to prove the
    // write is unseen; the extension only writes badges).
    const youtubeCard = template.cloneNode(true) as Element;
    youtubeCard.querySelector("a#thumbnail")!.setAttribute("href", "/watch?v=YOUTUBEcard");
    grid.append(youtubeCard);
    tracker.write(() => {
      const unseen = template.cloneNode(true) as Element;
      unseen.querySelector("a#thumbnail")!.setAttribute("href", "/watch?v=UNSEENcard1");
      grid.append(unseen);
    });
    await settle();
    expect(batches).toHaveLength(2);
    expect(batches[1]!.map((c) => c.videoId)).toEqual(["YOUTUBEcard"]);
  });

  test("a reused renderer (same element, new href) is reported with the video it replaced", async () => {
    const { doc, tracker, batches, settle } = setup("home-classic.html");
    const link = doc.querySelectorAll("a#thumbnail")[2]!;
    link.setAttribute("href", "/watch?v=REUSEDvid01&pp=abc");
    await settle();
    expect(batches[1]).toHaveLength(1);
    expect(batches[1]![0]).toMatchObject({ videoId: "REUSEDvid01", previousVideoId: ids.classic[2] });
    expect(tracker.current().get(batches[1]![0]!.card)).toBe("REUSEDvid01");
  });

  test("an href change to the same video and unrelated mutations report nothing", async () => {
    const { doc, batches, settle } = setup("home-classic.html");
    doc.querySelectorAll("a#thumbnail")[0]!.setAttribute("href", `/watch?v=${ids.classic[0]}&t=10s`);
    doc.querySelector("#search")!.setAttribute("value", "cats");
    doc.body.append(doc.createElement("div"));
    await settle();
    expect(batches).toHaveLength(1);
  });

  test("lazily rendered links inside an existing card are found", async () => {
    const { doc, batches, settle } = setup("home-classic.html");
    const card = doc.querySelector("ytd-rich-grid-media")!;
    card.querySelector("ytd-thumbnail")!.remove();
    await settle();
    const thumb = doc.createElement("ytd-thumbnail");
    thumb.innerHTML = '<a id="thumbnail" href="/watch?v=LATElink001"></a>';
    card.querySelector("div#thumbnail")!.append(thumb);
    await settle();
    expect(batches.at(-1)!.map((c) => c.videoId)).toEqual(["LATElink001"]);
  });

  test("removed cards are reported and forgotten", async () => {
    const { doc, tracker, removed, settle } = setup("home-classic.html");
    const items = doc.querySelectorAll("ytd-rich-item-renderer");
    items[0]!.remove();
    items[1]!.remove();
    await settle();
    expect(removed).toHaveLength(1);
    expect(removed[0]).toHaveLength(2);
    expect(tracker.current().size).toBe(ids.classic.length - 2);
  });

  test("stop disconnects the observer", async () => {
    const { doc, tracker, batches, settle } = setup("home-classic.html");
    tracker.stop();
    doc.querySelectorAll("a#thumbnail")[0]!.setAttribute("href", "/watch?v=AFTERstop01");
    await settle();
    expect(batches).toHaveLength(1);
  });
});
