import { VIDEO_INSIGHTS_MAX_IDS } from "@vi/types";
import { afterEach, describe, expect, test, vi } from "vitest";
import { insightStorage, type StorageAreaLike } from "../../background/insight-storage.ts";
import { createInsightCache, STORAGE_CACHE_MAX } from "../../background/insights-cache.ts";
import { createInsightsLoader } from "../../background/insights-loader.ts";
import { type CachedInsight, INCOMPLETE_INSIGHT_TTL_MS, INSIGHT_TTL_MS } from "../../shared/insight-entry.ts";
import { insightFor } from "./insight-fixtures.ts";

const T0 = Date.parse("2025-06-01T12:00:00Z");
const id = (n: number) => `vid${String(n).padStart(8, "0")}`;

/** An in-memory stand-in for browser.storage.local. */
function fakeArea(): StorageAreaLike & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    async get(keys) {
      const wanted = keys ?? [...data.keys()];
      return Object.fromEntries(
        wanted.filter((k) => data.has(k)).map((k) => [k, structuredClone(data.get(k))]),
      );
    },
    async set(items) {
      for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
    },
    async remove(keys) {
      for (const k of keys) data.delete(k);
    },
  };
}

function setup(
  options: { windowMs?: number; fetch?: (ids: string[]) => Promise<ReturnType<typeof insightFor>[]> } = {},
) {
  let now = T0;
  const area = fakeArea();
  const cache = createInsightCache(insightStorage(area), () => now);
  const fetchInsights = vi.fn(
    options.fetch ??
      (async (ids: string[]) => ids.filter((v) => !v.startsWith("gone")).map((v) => insightFor(v))),
  );
  const loader = createInsightsLoader({
    fetchInsights,
    cache,
    now: () => now,
    batchWindowMs: options.windowMs ?? 100,
  });
  return { loader, fetchInsights, area, cache, advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("insights loader", () => {
  test("ids asked for within the batch window travel in one request", async () => {
    vi.useFakeTimers();
    const { loader, fetchInsights } = setup();
    const first = loader.load([id(1), id(2)]);
    await vi.advanceTimersByTimeAsync(40);
    const second = loader.load([id(3), id(2)]);
    expect(fetchInsights).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchInsights).toHaveBeenCalledTimes(1);
    expect(fetchInsights.mock.calls[0]![0]).toEqual([id(1), id(2), id(3)]);
    expect([...(await first).keys()]).toEqual([id(1), id(2)]);
    expect((await second).get(id(3))?.videoId).toBe(id(3));
    expect(loader.requestCount).toBe(1);
  });

  test("at most 200 ids per request: 450 ids make 3 requests", async () => {
    vi.useFakeTimers();
    const { loader, fetchInsights } = setup();
    const ids = Array.from({ length: 450 }, (_, i) => id(i));
    const done = loader.load(ids);
    await vi.advanceTimersByTimeAsync(100);
    const result = await done;
    expect(result.size).toBe(450);
    expect(fetchInsights.mock.calls.map(([batch]) => batch.length)).toEqual([200, 200, 50]);
    expect(VIDEO_INSIGHTS_MAX_IDS).toBe(200);
  });

  test("an urgent lookup (the watch panel) leaves at once and takes the waiting ids along", async () => {
    vi.useFakeTimers();
    const { loader, fetchInsights } = setup({ windowMs: 10_000 });
    const badges = loader.load([id(1), id(2)]);
    await vi.advanceTimersByTimeAsync(0);
    const panel = await loader.load([id(9)], { urgent: true });
    expect(panel.get(id(9))?.videoId).toBe(id(9));
    expect(fetchInsights).toHaveBeenCalledTimes(1);
    expect(fetchInsights.mock.calls[0]![0]).toEqual([id(1), id(2), id(9)]);
    expect((await badges).size).toBe(2);
  });

  test("an id already in flight is not asked for again", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loader, fetchInsights } = setup({
      windowMs: 0,
      fetch: async (ids) => {
        await gate;
        return ids.map((v) => insightFor(v));
      },
    });
    const a = loader.load([id(1)], { urgent: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = loader.load([id(1), id(2)], { urgent: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const [first, second] = await Promise.all([a, b]);
    expect(fetchInsights.mock.calls.map(([batch]) => batch)).toEqual([[id(1)], [id(2)]]);
    expect(first.get(id(1))).toEqual(second.get(id(1)));
  });

  test("an answer that lands while another lookup reads the storage is used, not asked for again", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { loader, fetchInsights } = setup({
      windowMs: 0,
      fetch: async (ids) => {
        await gate;
        return ids.map((v) => insightFor(v));
      },
    });
    const a = loader.load([id(1)], { urgent: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = loader.load([id(1), id(2)], { urgent: true });
    release(); // the first answer arrives while b is still reading the storage
    await Promise.all([a, b]);
    expect(fetchInsights.mock.calls.map(([batch]) => batch)).toEqual([[id(1)], [id(2)]]);
  });

  test("answers come from the cache (memory, then storage) until they expire", async () => {
    const { loader, fetchInsights, area, advance } = setup({ windowMs: 0 });
    await loader.load([id(1), "gone0000001"], { urgent: true });
    expect(fetchInsights).toHaveBeenCalledTimes(1);
    // Stored per video, so another worker (after the service worker restarts) finds them.
    expect(area.data.has(`insight:${id(1)}`)).toBe(true);
    expect((area.data.get("insight:gone0000001") as CachedInsight).insight).toBeNull();

    const again = await loader.load([id(1), "gone0000001"], { urgent: true });
    expect(fetchInsights).toHaveBeenCalledTimes(1);
    expect(again.get(id(1))?.videoOutlier).toBe(3.42);
    expect(again.get("gone0000001")).toBeNull();

    // Unknown videos (and videos without a score) are asked about again sooner.
    advance(INCOMPLETE_INSIGHT_TTL_MS);
    await loader.load([id(1), "gone0000001"], { urgent: true });
    expect(fetchInsights.mock.calls[1]![0]).toEqual(["gone0000001"]);
    advance(INSIGHT_TTL_MS);
    await loader.load([id(1)], { urgent: true });
    expect(fetchInsights.mock.calls[2]![0]).toEqual([id(1)]);
  });

  test("a fresh cache (new service worker) reads what an earlier one stored", async () => {
    const first = setup({ windowMs: 0 });
    await first.loader.load([id(1)], { urgent: true });
    const cache = createInsightCache(insightStorage(first.area), () => T0 + 60_000);
    expect((await cache.get([id(1), id(2)])).get(id(1))?.insight?.videoId).toBe(id(1));
    expect((await cache.get([id(2)])).size).toBe(0);
  });

  test("a failed request rejects its callers and caches nothing", async () => {
    const { loader, fetchInsights, area } = setup({
      windowMs: 0,
      fetch: async () => {
        throw new Error("HTTP error! status 503");
      },
    });
    await expect(loader.load([id(1)], { urgent: true })).rejects.toThrow("503");
    expect(area.data.size).toBe(0);
    fetchInsights.mockImplementation(async (ids: string[]) => ids.map((v) => insightFor(v)));
    expect((await loader.load([id(1)], { urgent: true })).get(id(1))?.videoId).toBe(id(1));
  });

  test("pruning drops expired and malformed entries and keeps the newest", async () => {
    const area = fakeArea();
    let now = T0;
    const cache = createInsightCache(insightStorage(area), () => now);
    await cache.set(new Map([[id(1), { at: T0, insight: insightFor(id(1)) }]]));
    await cache.set(new Map([[id(2), { at: T0 - INSIGHT_TTL_MS, insight: insightFor(id(2)) }]]));
    area.data.set("insight:broken00001", { something: "else" });
    area.data.set("settings", { watchPanel: true });
    now += 1000;
    expect(await cache.prune()).toBe(2);
    expect([...area.data.keys()].sort()).toEqual([`insight:${id(1)}`, "settings"]);
    expect(STORAGE_CACHE_MAX).toBeGreaterThanOrEqual(1000);
  });
});
