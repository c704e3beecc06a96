import type { VideoInsight } from "@vi/types";
import { type BadgeContent, createBadge, ensureBadgeStyle, removeBadgeStyle } from "./badges";
import { cardStats, cardVph } from "./card-metadata";
import type { PageInsights } from "./page-insights";
import { createThumbnailTracker, type ThumbnailChange, type ThumbnailTracker } from "./thumbnails";

export interface BadgeControllerOptions {
  document: Document;
  insights: PageInsights;
  throttleMs?: number;
  /** A lookup waits for this much quiet after the last new thumbnail (YouTube renders in steps). */
  quietMs?: number;
  /** ...but never longer than this after the first waiting thumbnail. */
  maxWaitMs?: number;
}

/** Thumbnails per lookup (the API's limit per request). */
const BATCH_MAX = 200;

/**
 * Thumbnail badges on every list of videos (home, search, channel, related, playlists, Shorts
 * shelves). One shared tracker reports new and reused cards. Signed in, their videos are looked up
 * in batches: a batch leaves after a short quiet period (YouTube renders a page of cards in many
 * steps), or when it holds 200, and never while the previous one is still out - so a page of 200
 * new thumbnails costs one or two requests. Signed out, or for videos the API does not know, a
 * badge shows the VPH that the card's own "views" and "ago" text give, else there is no badge.
 */
export class BadgeController {
  private enabled = false;
  private signedIn = false;
  private running = false;
  /** Badge per card; a card keeps one badge, for the video it shows now. */
  private readonly badges = new Map<Element, HTMLElement>();
  private readonly tracker: ThumbnailTracker;
  // Bumped whenever badges are cleared, so lookups that finish afterwards draw nothing.
  private generation = 0;
  private lastUrl: string | null = null;
  /** Cards waiting for a lookup (latest change per card). */
  private readonly waiting = new Map<Element, ThumbnailChange>();
  private firstWaitingAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;

  constructor(private readonly options: BadgeControllerOptions) {
    this.tracker = createThumbnailTracker({
      root: options.document,
      throttleMs: options.throttleMs ?? 50,
      onChange: (changes) => this.onChange(changes),
      onRemove: (cards) => {
        for (const card of cards) {
          this.badges.delete(card);
          this.waiting.delete(card);
        }
      },
    });
  }

  setEnabled(enabled: boolean): void {
    if (enabled === this.enabled && enabled === this.running) return;
    this.enabled = enabled;
    this.restart();
  }

  setSignedIn(signedIn: boolean): void {
    if (signedIn === this.signedIn) return;
    this.signedIn = signedIn;
    this.restart();
  }

  /** A new page: the previous page's badges go, the new page's cards are found again. */
  onNavigate(url: string): void {
    if (url === this.lastUrl) return;
    this.lastUrl = url;
    this.restart();
  }

  /** Number of badges on the page (for tests and the benchmark). */
  get count(): number {
    return this.badges.size;
  }

  stop(): void {
    this.generation++;
    if (this.running) this.tracker.stop();
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.clear();
    this.inFlight = false;
    for (const badge of this.badges.values()) badge.remove();
    this.badges.clear();
    if (!this.enabled) removeBadgeStyle(this.options.document);
  }

  private restart(): void {
    this.stop();
    if (!this.enabled) return;
    ensureBadgeStyle(this.options.document);
    this.running = true;
    this.tracker.start();
  }

  private onChange(changes: ThumbnailChange[]): void {
    // A reused card loses the previous video's badge at once, before any lookup.
    for (const change of changes) {
      this.badges.get(change.card)?.remove();
      this.badges.delete(change.card);
    }
    if (!this.signedIn) {
      this.draw(changes, new Map());
      return;
    }
    if (this.waiting.size === 0) this.firstWaitingAt = Date.now();
    for (const change of changes) this.waiting.set(change.card, change);
    this.schedule();
  }

  private schedule(): void {
    if (this.inFlight || this.waiting.size === 0) return;
    if (this.timer !== null) clearTimeout(this.timer);
    const quiet = this.options.quietMs ?? 120;
    const maxWait = this.options.maxWaitMs ?? 400;
    const full = new Set([...this.waiting.values()].map((change) => change.videoId)).size >= BATCH_MAX;
    const delay = full ? 0 : Math.max(0, Math.min(quiet, this.firstWaitingAt + maxWait - Date.now()));
    this.timer = setTimeout(() => void this.lookUp(), delay);
  }

  private async lookUp(): Promise<void> {
    this.timer = null;
    const generation = this.generation;
    const batch: ThumbnailChange[] = [];
    const ids = new Set<string>();
    for (const [card, change] of this.waiting) {
      if (!ids.has(change.videoId) && ids.size >= BATCH_MAX) break;
      ids.add(change.videoId);
      batch.push(change);
      this.waiting.delete(card);
    }
    if (this.waiting.size > 0) this.firstWaitingAt = Date.now();
    this.inFlight = true;
    try {
      const result = await this.options.insights.load([...ids]);
      if (generation !== this.generation) return;
      this.draw(batch, result.insights);
    } finally {
      if (generation === this.generation) {
        this.inFlight = false;
        this.schedule();
      }
    }
  }

  private draw(changes: ThumbnailChange[], insights: ReadonlyMap<string, VideoInsight | null>): void {
    // All in one task: drawing 50 per frame was measured (pnpm bench) to cost more in total (a layout
    // and paint per frame) without shortening the longest task.
    const current = this.tracker.current();
    for (const change of changes) {
      // The card may have been reused again, or removed, while the lookup was out.
      if (current.get(change.card) !== change.videoId || this.badges.has(change.card)) continue;
      const badge = createBadge(
        this.options.document,
        change.videoId,
        contentFor(insights.get(change.videoId), change.card),
      );
      if (!badge) continue;
      change.link.append(badge);
      this.badges.set(change.card, badge);
    }
  }
}

/** The API's numbers when it knows the video, else the VPH the card text gives (if any). */
function contentFor(insight: VideoInsight | null | undefined, card: Element): BadgeContent {
  if (insight) return { outlier: insight.videoOutlier, vph: insight.videoVph };
  const stats = cardStats(card);
  return { outlier: null, vph: stats ? cardVph(stats) : null };
}
