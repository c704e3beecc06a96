import { VIDEO_INSIGHTS_MAX_IDS, type VideoInsight } from "@vi/types";
import type { CachedInsight } from "../shared/insight-entry.ts";
import type { InsightCache } from "./insights-cache.ts";

/** Video id -> its insight, or null when the API does not know the video. */
type InsightMap = Map<string, VideoInsight | null>;

export interface InsightsLoaderOptions {
  /** One POST /videos/insights call (at most VIDEO_INSIGHTS_MAX_IDS ids); throws on failure. */
  fetchInsights(ids: string[]): Promise<VideoInsight[]>;
  cache: InsightCache;
  now?: () => number;
  /**
   * How long ids wait for company before a request leaves. YouTube renders a feed in many small
   * steps; waiting a little turns a page of thumbnails into one request instead of one per step.
   */
  batchWindowMs?: number;
  maxBatch?: number;
}

interface LoadOptions {
  /** Send now (the watch panel): ids already waiting for the batch window leave with it. */
  urgent?: boolean;
}

export interface InsightsLoader {
  load(ids: readonly string[], options?: LoadOptions): Promise<InsightMap>;
  /** API requests made so far (for the benchmark and tests). */
  readonly requestCount: number;
}

interface Waiter {
  promise: Promise<VideoInsight | null>;
  resolve(value: VideoInsight | null): void;
  reject(error: unknown): void;
}

function waiter(): Waiter {
  let resolve!: Waiter["resolve"];
  let reject!: Waiter["reject"];
  const promise = new Promise<VideoInsight | null>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A caller may stop listening (tab closed); an unobserved rejection must not be reported as unhandled.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Answers insight lookups from the cache, and sends the rest to the API in batches: ids asked for
 * while a batch window is open travel together (up to 200 per request), and an id already waiting
 * or in flight is never asked for twice - concurrent callers (tabs, the panel and the badges)
 * share the same answer.
 */
export function createInsightsLoader(options: InsightsLoaderOptions): InsightsLoader {
  const now = options.now ?? Date.now;
  const windowMs = options.batchWindowMs ?? 50;
  const maxBatch = Math.min(options.maxBatch ?? VIDEO_INSIGHTS_MAX_IDS, VIDEO_INSIGHTS_MAX_IDS);
  /** Ids waiting for the window to close, then in flight, until their answer arrives. */
  const waiting = new Map<string, Waiter>();
  const queued: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let requestCount = 0;

  async function send(ids: string[]): Promise<void> {
    requestCount++;
    try {
      const insights = await options.fetchInsights(ids);
      const at = now();
      const byId = new Map(insights.map((insight) => [insight.videoId, insight]));
      const entries = new Map<string, CachedInsight>(
        ids.map((id) => [id, { at, insight: byId.get(id) ?? null }]),
      );
      // Answer first; the cache write must not delay the badges.
      for (const id of ids) {
        waiting.get(id)?.resolve(byId.get(id) ?? null);
        waiting.delete(id);
      }
      await options.cache.set(entries);
    } catch (error) {
      for (const id of ids) {
        waiting.get(id)?.reject(error);
        waiting.delete(id);
      }
    }
  }

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queued.length > 0) void send(queued.splice(0, maxBatch));
  }

  function enqueue(id: string, urgent: boolean): void {
    queued.push(id);
    if (queued.length >= maxBatch && !urgent) {
      // A full request leaves at once; the remainder keeps waiting for the window.
      const full = queued.splice(0, maxBatch);
      void send(full);
    }
  }

  return {
    get requestCount() {
      return requestCount;
    },

    async load(requested, loadOptions = {}) {
      const ids = [...new Set(requested)];
      const result: InsightMap = new Map();
      const cached = await options.cache.get(ids.filter((id) => !waiting.has(id)));
      const pending: Array<[string, Promise<VideoInsight | null>]> = [];
      for (const id of ids) {
        // peek: an answer may have arrived while the storage was being read.
        const hit = cached.get(id) ?? options.cache.peek(id);
        if (hit) {
          result.set(id, hit.insight);
          continue;
        }
        let entry = waiting.get(id);
        if (!entry) {
          entry = waiter();
          waiting.set(id, entry);
          enqueue(id, loadOptions.urgent === true);
        }
        pending.push([id, entry.promise]);
      }
      if (loadOptions.urgent) flush();
      else if (queued.length > 0 && timer === null) timer = setTimeout(flush, windowMs);
      for (const [id, promise] of pending) result.set(id, await promise);
      return result;
    },
  };
}
