import type { BadgeNumbers } from "../../shared/background-protocol.ts";
import type { PageBadges, PageLookupResult } from "../page-insights.ts";

/** Thumbnails per lookup (the API's limit per request). */
export const BATCH_MAX = 200;

export interface LookupBatcherOptions {
  /** The badge numbers of the videos (signed in). */
  lookup: PageBadges;
  /** A lookup waits for this much quiet after the last new thumbnail (YouTube renders in steps). */
  quietMs?: number;
  /** ...but never longer than this after the first waiting thumbnail. */
  maxWaitMs?: number;
  /** A lookup answered for these ids (ids that failed are absent from the result's values). */
  onAnswer(ids: ReadonlySet<string>, result: PageLookupResult<BadgeNumbers>): void;
}

/**
 * Collects the cards whose videos need looking up and sends them in batches: a batch leaves after a
 * short quiet period (YouTube renders a page of cards in many steps), or when it holds 200 videos, and
 * never while the previous one is still out - so a page of 200 new thumbnails costs one or two requests.
 */
export class LookupBatcher {
  /** Cards waiting for a lookup, with the video each shows (latest change per card). */
  private readonly waiting = new Map<Element, string>();
  private firstWaitingAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  // Bumped by clear(), so lookups that finish afterwards report nothing.
  private generation = 0;

  constructor(private readonly options: LookupBatcherOptions) {}

  /** Cards that now show a video without a known answer. */
  add(cards: ReadonlyArray<{ card: Element; videoId: string }>): void {
    if (cards.length === 0) return;
    if (this.waiting.size === 0) this.firstWaitingAt = Date.now();
    for (const { card, videoId } of cards) this.waiting.set(card, videoId);
    this.schedule();
  }

  /** A card left the page: it needs no lookup any more. */
  remove(card: Element): void {
    this.waiting.delete(card);
  }

  /** Drops every waiting card and forgets the lookup in flight. */
  clear(): void {
    this.generation++;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.clear();
    this.inFlight = false;
  }

  private schedule(): void {
    if (this.inFlight || this.waiting.size === 0) return;
    if (this.timer !== null) clearTimeout(this.timer);
    const quiet = this.options.quietMs ?? 120;
    const maxWait = this.options.maxWaitMs ?? 400;
    const full = new Set(this.waiting.values()).size >= BATCH_MAX;
    const delay = full ? 0 : Math.max(0, Math.min(quiet, this.firstWaitingAt + maxWait - Date.now()));
    this.timer = setTimeout(() => void this.lookUp(), delay);
  }

  private async lookUp(): Promise<void> {
    this.timer = null;
    const generation = this.generation;
    const ids = new Set<string>();
    for (const [card, videoId] of this.waiting) {
      if (!ids.has(videoId) && ids.size >= BATCH_MAX) break;
      ids.add(videoId);
      this.waiting.delete(card);
    }
    if (this.waiting.size > 0) this.firstWaitingAt = Date.now();
    this.inFlight = true;
    try {
      const result = await this.options.lookup.load([...ids]);
      if (generation !== this.generation) return;
      this.options.onAnswer(ids, result);
    } finally {
      if (generation === this.generation) {
        this.inFlight = false;
        this.schedule();
      }
    }
  }
}
