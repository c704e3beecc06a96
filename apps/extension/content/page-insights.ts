import type { VideoInsight } from "@vi/types";
import { VIDEO_INSIGHTS_MAX_IDS } from "@vi/types/core";
import type {
  BackgroundFailure,
  BackgroundResponses,
  BackgroundResult,
  BadgeNumbers,
} from "../shared/background-protocol.ts";
import { type CachedInsight, isFreshAt } from "../shared/insight-entry.ts";

/** The API's limit per request; core of @vi/types carries it without zod (this script runs on every page). */
const MAX_IDS_PER_MESSAGE = VIDEO_INSIGHTS_MAX_IDS;

export type InsightRequester = (
  ids: string[],
  urgent: boolean,
) => Promise<BackgroundResponses["VI_GET_INSIGHTS"]>;

export type BadgeRequester = (ids: string[]) => Promise<BackgroundResponses["VI_GET_BADGES"]>;

export interface PageLookupResult<T> {
  /** Video id -> its answer (null: the API does not know the video). Ids that failed are absent. */
  values: Map<string, T | null>;
  error: BackgroundFailure | null;
}

interface PageLookup<T> {
  /** Answers for `ids`: from this page's memory, else one request to the background. */
  load(ids: readonly string[], options?: { urgent?: boolean }): Promise<PageLookupResult<T>>;
  /** A remembered answer, if fresh (for rendering without waiting). */
  peek(id: string): T | null | undefined;
}

/** Whole insights (the watch panel). */
export interface PageInsights extends PageLookup<VideoInsight> {
  /**
   * Remembers an entry read from the background's storage cache (the content script reads its
   * video's entry at start); ignored when expired or about another video.
   */
  prime(id: string, entry: CachedInsight): void;
}

/** Badge numbers (thumbnail badges). */
export type PageBadges = PageLookup<BadgeNumbers>;

interface Entry<T> {
  at: number;
  value: T | null;
}

/**
 * The content script's side of one kind of lookup: a page-lifetime memory in front of the background
 * (which batches, merges and caches across tabs), and one message per call for the ids this page has
 * not asked about yet. `scored` says whether an answer had an outlier score (those stay fresh longer).
 */
function createPageLookup<T>(
  request: (
    ids: string[],
    urgent: boolean,
  ) => Promise<BackgroundResult<{ values: Record<string, T | null> }>>,
  scored: (value: T | null) => boolean,
  now: () => number,
) {
  const memory = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<PageLookupResult<T>>>();

  const fresh = (id: string) => {
    const entry = memory.get(id);
    return entry && isFreshAt(entry.at, scored(entry.value), now()) ? entry : undefined;
  };

  async function ask(ids: string[], urgent: boolean): Promise<PageLookupResult<T>> {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_MESSAGE)
      chunks.push(ids.slice(i, i + MAX_IDS_PER_MESSAGE));
    const answers = await Promise.all(chunks.map((chunk) => request(chunk, urgent)));
    const at = now();
    const values = new Map<string, T | null>();
    let error: BackgroundFailure | null = null;
    answers.forEach((answer, i) => {
      if (!answer.ok) {
        error ??= answer;
        return;
      }
      for (const id of chunks[i] ?? []) {
        const value = answer.values[id] ?? null;
        values.set(id, value);
        memory.set(id, { at, value });
      }
    });
    return { values, error };
  }

  return {
    peek: (id: string) => fresh(id)?.value,

    /** Remembers an answer from elsewhere unless a fresh one is already known. */
    remember(id: string, entry: Entry<T>) {
      if (isFreshAt(entry.at, scored(entry.value), now()) && !fresh(id)) memory.set(id, entry);
    },

    async load(requested: readonly string[], options: { urgent?: boolean } = {}) {
      const values = new Map<string, T | null>();
      const missing: string[] = [];
      const joined = new Set<Promise<PageLookupResult<T>>>();
      const wanted = new Set(requested);
      for (const id of wanted) {
        const hit = fresh(id);
        if (hit) values.set(id, hit.value);
        else if (inFlight.has(id)) joined.add(inFlight.get(id)!);
        else missing.push(id);
      }
      let error: BackgroundFailure | null = null;
      if (missing.length > 0) {
        const mine = ask(missing, options.urgent === true).finally(() => {
          for (const id of missing) if (inFlight.get(id) === mine) inFlight.delete(id);
        });
        for (const id of missing) inFlight.set(id, mine);
        joined.add(mine);
      }
      for (const result of await Promise.all(joined)) {
        error ??= result.error;
        for (const [id, value] of result.values) if (wanted.has(id)) values.set(id, value);
      }
      return { values, error };
    },
  };
}

/** The watch panel's insights. */
export function createPageInsights(request: InsightRequester, now: () => number = Date.now): PageInsights {
  const lookup = createPageLookup<VideoInsight>(
    async (ids, urgent) => {
      const answer = await request(ids, urgent);
      return answer.ok ? { ok: true, values: answer.insights } : answer;
    },
    (insight) => insight?.videoOutlier != null,
    now,
  );
  return {
    load: lookup.load,
    peek: lookup.peek,
    prime(id, entry) {
      if (entry.insight !== null && entry.insight.videoId !== id) return;
      lookup.remember(id, { at: entry.at, value: entry.insight });
    },
  };
}

/** The thumbnail badges' numbers. */
export function createPageBadges(request: BadgeRequester, now: () => number = Date.now): PageBadges {
  const lookup = createPageLookup<BadgeNumbers>(
    async (ids) => {
      const answer = await request(ids);
      return answer.ok ? { ok: true, values: answer.badges } : answer;
    },
    (numbers) => numbers?.outlier != null,
    now,
  );
  return { load: lookup.load, peek: lookup.peek };
}
