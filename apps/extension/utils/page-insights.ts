import type { VideoInsight } from "@vi/types";
import type { BackgroundFailure, BackgroundResponses } from "./background-protocol";
import { type CachedInsight, isFresh } from "./insights-cache";

/**
 * The API's limit per request (VIDEO_INSIGHTS_MAX_IDS in @vi/types, repeated here: a value import
 * from @vi/types would put zod into the script that runs on every YouTube page).
 */
const MAX_IDS_PER_MESSAGE = 200;

export type InsightRequester = (
  ids: string[],
  urgent: boolean,
) => Promise<BackgroundResponses["VI_GET_INSIGHTS"]>;

export interface PageInsightsResult {
  /** Video id -> insight (null: the API does not know the video). Ids that failed are absent. */
  insights: Map<string, VideoInsight | null>;
  error: BackgroundFailure | null;
}

export interface PageInsights {
  /** Insights for `ids`: from this page's memory, else one request to the background. */
  load(ids: readonly string[], options?: { urgent?: boolean }): Promise<PageInsightsResult>;
  /** A remembered insight, if fresh (for rendering without waiting). */
  peek(id: string): VideoInsight | null | undefined;
  /**
   * Remembers an entry read from the background's storage cache (the content script reads its
   * video's entry at start); ignored when expired or about another video.
   */
  prime(id: string, entry: CachedInsight): void;
}

/**
 * The content script's side of the insight lookups: a page-lifetime memory in front of the
 * background (which batches, merges and caches across tabs), and one message per call for the
 * ids this page has not asked about yet.
 */
export function createPageInsights(request: InsightRequester, now: () => number = Date.now): PageInsights {
  const memory = new Map<string, CachedInsight>();
  const inFlight = new Map<string, Promise<PageInsightsResult>>();

  const fresh = (id: string) => {
    const entry = memory.get(id);
    return entry && isFresh(entry, now()) ? entry : undefined;
  };

  async function ask(ids: string[], urgent: boolean): Promise<PageInsightsResult> {
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_MESSAGE)
      chunks.push(ids.slice(i, i + MAX_IDS_PER_MESSAGE));
    const answers = await Promise.all(chunks.map((chunk) => request(chunk, urgent)));
    const at = now();
    const insights = new Map<string, VideoInsight | null>();
    let error: BackgroundFailure | null = null;
    answers.forEach((answer, i) => {
      if (!answer.ok) {
        error ??= answer;
        return;
      }
      for (const id of chunks[i] ?? []) {
        const insight = answer.insights[id] ?? null;
        insights.set(id, insight);
        memory.set(id, { at, insight });
      }
    });
    return { insights, error };
  }

  return {
    peek: (id) => fresh(id)?.insight,

    prime(id, entry) {
      if (!isFresh(entry, now()) || (entry.insight !== null && entry.insight.videoId !== id)) return;
      if (!fresh(id)) memory.set(id, entry);
    },

    async load(requested, options = {}) {
      const insights = new Map<string, VideoInsight | null>();
      const missing: string[] = [];
      const joined = new Set<Promise<PageInsightsResult>>();
      const wanted = new Set(requested);
      for (const id of wanted) {
        const hit = fresh(id);
        if (hit) insights.set(id, hit.insight);
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
        for (const [id, insight] of result.insights) if (wanted.has(id)) insights.set(id, insight);
      }
      return { insights, error };
    },
  };
}
