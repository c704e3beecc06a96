import type { WatchlistBreakout } from "@vi/types";
import { describe, expect, it } from "vitest";
import { type BreakoutState, createBreakoutWatcher } from "../../background/breakouts.ts";
import { noticeWords } from "../../background/notice-words.ts";

const breakout = (n: number, alertedAt: string): WatchlistBreakout => ({
  videoId: `vid${String(n).padStart(8, "0")}`,
  title: `Video ${n}`,
  channelTitle: "Channel",
  multiple: 4.2,
  alertedAt,
});

function harness(
  options: { badge?: boolean; notifications?: boolean; language?: unknown; browser?: string[] } = {},
) {
  let state: BreakoutState = { lastAlertAt: null, unseen: 0 };
  let server: WatchlistBreakout[] = [];
  const asked: (string | null)[] = [];
  const notes: string[] = [];
  const messages: string[] = [];
  let badge = "";
  const watcher = createBreakoutWatcher({
    fetch: async (since) => {
      asked.push(since);
      return server.filter((b) => since === null || b.alertedAt > since);
    },
    signedIn: async () => true,
    settings: async () => ({
      breakoutBadge: options.badge ?? true,
      breakoutNotifications: options.notifications ?? true,
    }),
    load: async () => state,
    save: async (next) => {
      state = next;
    },
    setBadge: async (text) => {
      badge = text;
    },
    notify: async (_id, title, message) => {
      notes.push(title);
      messages.push(message);
    },
    words: async () => noticeWords(options.language ?? null, options.browser ?? []),
  });
  return {
    watcher,
    asked,
    notes,
    messages,
    badge: () => badge,
    serve: (list: WatchlistBreakout[]) => {
      server = list;
    },
  };
}

describe("breakout watcher", () => {
  it("counts new breakouts on the icon and notifies each once; the popup clears the count", async () => {
    const h = harness();
    h.serve([breakout(1, "2026-03-01T10:00:00.000Z")]);
    // The first look only sets the mark.
    expect(await h.watcher.check()).toBe(0);
    expect(h.badge()).toBe("");
    h.serve([breakout(1, "2026-03-01T10:00:00.000Z"), breakout(2, "2026-03-01T11:00:00.000Z")]);
    expect(await h.watcher.check()).toBe(1);
    expect(h.badge()).toBe("1");
    expect(h.notes).toEqual(["Breaking out: Video 2"]);
    expect(h.messages).toEqual(["Channel: 4.2x its channel's usual views at this age"]);
    // Nothing new: nothing notified again, the count stays.
    expect(await h.watcher.check()).toBe(0);
    expect(h.notes).toHaveLength(1);
    expect(h.asked.at(-1)).toBe("2026-03-01T11:00:00.000Z");
    h.serve([
      breakout(3, "2026-03-01T12:00:00.000Z"),
      breakout(4, "2026-03-01T12:00:01.000Z"),
      breakout(5, "2026-03-01T12:00:02.000Z"),
      breakout(6, "2026-03-01T12:00:03.000Z"),
    ]);
    expect(await h.watcher.check()).toBe(4);
    expect(h.badge()).toBe("5");
    // More than 3 at once: one summary.
    expect(h.notes.at(-1)).toBe("4 videos are breaking out");
    expect(h.messages.at(-1)).toBe(
      "New videos on channels you follow are far ahead of their usual start. Open your watchlist to see them.",
    );
    await h.watcher.clear();
    expect(h.badge()).toBe("");
  });

  it("the count and the notifications are each switchable", async () => {
    const h = harness({ badge: false, notifications: false });
    await h.watcher.check();
    h.serve([breakout(1, "2026-03-01T10:00:00.000Z")]);
    expect(await h.watcher.check()).toBe(1);
    expect(h.badge()).toBe("");
    expect(h.notes).toEqual([]);
  });

  it("notifies in the extension's language: the popup's choice, else the browser's", async () => {
    const german = harness({ language: "de" });
    await german.watcher.check();
    german.serve([breakout(1, "2026-03-01T10:00:00.000Z")]);
    await german.watcher.check();
    expect(german.notes).toEqual(["Hebt ab: Video 1"]);
    expect(german.messages).toEqual(["Channel: 4,2x die üblichen Aufrufe des Kanals in diesem Alter"]);

    const japanese = harness({ browser: ["ja-JP", "en"] });
    await japanese.watcher.check();
    japanese.serve([1, 2, 3, 4].map((n) => breakout(n, `2026-03-01T10:00:0${n}.000Z`)));
    await japanese.watcher.check();
    expect(japanese.notes).toEqual(["4本の動画が急上昇中"]);

    const french = harness({ language: "fr", browser: ["ja"] });
    await french.watcher.check();
    french.serve([breakout(1, "2026-03-01T10:00:00.000Z")]);
    await french.watcher.check();
    expect(french.notes).toEqual(["En pleine percée : Video 1"]);
    expect(french.messages).toEqual(["Channel : 4,2x les vues habituelles de la chaîne à cet âge"]);
  });
});
