import {
  type CachedInsight,
  isCachedInsight,
  INSIGHT_KEY_PREFIX as PREFIX,
} from "../shared/insight-entry.ts";
import type { InsightStorage } from "./insights-cache.ts";

/** The part of browser.storage.local the cache uses (the real one in the background, a fake in tests). */
export interface StorageAreaLike {
  get(keys: string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/** One storage key per video ("insight:<id>"), so a batch reads and writes only its own entries. */
export function insightStorage(area: StorageAreaLike): InsightStorage {
  // Malformed entries (an older format) read as long expired, so pruning removes them.
  const read = (items: Record<string, unknown>) => {
    const found = new Map<string, CachedInsight>();
    for (const [key, value] of Object.entries(items)) {
      if (!key.startsWith(PREFIX)) continue;
      found.set(key.slice(PREFIX.length), isCachedInsight(value) ? value : { at: 0, insight: null });
    }
    return found;
  };
  return {
    async get(ids) {
      if (ids.length === 0) return new Map();
      return read(await area.get(ids.map((id) => PREFIX + id)));
    },
    async set(entries) {
      if (entries.size === 0) return;
      await area.set(Object.fromEntries([...entries].map(([id, entry]) => [PREFIX + id, entry])));
    },
    async all() {
      return read(await area.get(null));
    },
    async remove(ids) {
      if (ids.length > 0) await area.remove(ids.map((id) => PREFIX + id));
    },
  };
}
