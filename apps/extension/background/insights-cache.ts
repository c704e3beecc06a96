import { type CachedInsight, isFresh } from "../shared/insight-entry.ts";

/** Entries kept in memory (about 1 KB each); the oldest go first. */
const MEMORY_CACHE_MAX = 5000;
/** Entries kept in browser.storage (local storage has a 10 MB quota). */
export const STORAGE_CACHE_MAX = 5000;

/** The storage the cache persists to: a slice of browser.storage.local (injectable for tests). */
export interface InsightStorage {
  get(ids: readonly string[]): Promise<Map<string, CachedInsight>>;
  set(entries: ReadonlyMap<string, CachedInsight>): Promise<void>;
  /** Every stored entry (for pruning). */
  all(): Promise<Map<string, CachedInsight>>;
  remove(ids: readonly string[]): Promise<void>;
}

export interface InsightCache {
  /** Fresh entries for `ids` (memory first, then storage); missing or expired ids are absent. */
  get(ids: readonly string[]): Promise<Map<string, CachedInsight>>;
  /** A fresh entry from memory only (synchronous). */
  peek(id: string): CachedInsight | undefined;
  set(entries: ReadonlyMap<string, CachedInsight>): Promise<void>;
  /** Drops expired entries from storage and keeps at most STORAGE_CACHE_MAX of the newest. */
  prune(): Promise<number>;
}

/** A two-level cache: a bounded Map in memory in front of browser.storage. */
export function createInsightCache(storage: InsightStorage, now: () => number = Date.now): InsightCache {
  const memory = new Map<string, CachedInsight>();

  const remember = (id: string, entry: CachedInsight) => {
    memory.delete(id); // re-insert so the Map's order stays oldest-first
    memory.set(id, entry);
    if (memory.size > MEMORY_CACHE_MAX) {
      const oldest = memory.keys().next().value;
      if (oldest !== undefined) memory.delete(oldest);
    }
  };

  return {
    peek(id) {
      const entry = memory.get(id);
      return entry && isFresh(entry, now()) ? entry : undefined;
    },

    async get(ids) {
      const at = now();
      const found = new Map<string, CachedInsight>();
      const missing: string[] = [];
      for (const id of ids) {
        const entry = memory.get(id);
        if (entry && isFresh(entry, at)) found.set(id, entry);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      let stored: Map<string, CachedInsight>;
      try {
        stored = await storage.get(missing);
      } catch (error) {
        console.warn("VidInsight: could not read the insight cache", error);
        return found;
      }
      for (const [id, entry] of stored) {
        if (!isFresh(entry, at)) continue;
        found.set(id, entry);
        remember(id, entry);
      }
      return found;
    },

    async set(entries) {
      for (const [id, entry] of entries) remember(id, entry);
      try {
        await storage.set(entries);
      } catch (error) {
        // A full or unavailable storage only costs a later re-fetch.
        console.warn("VidInsight: could not store insights", error);
      }
    },

    async prune() {
      const at = now();
      const all = await storage.all();
      const live = [...all].filter(([, entry]) => isFresh(entry, at)).sort((a, b) => b[1].at - a[1].at);
      const keep = new Set(live.slice(0, STORAGE_CACHE_MAX).map(([id]) => id));
      const drop = [...all.keys()].filter((id) => !keep.has(id));
      if (drop.length > 0) await storage.remove(drop);
      return drop.length;
    },
  };
}
