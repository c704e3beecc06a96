import type { VideoInsight } from "@vi/types";
import { type BadgeContent, createBadge } from "./badges";
import { cardStats, cardVph } from "./card-metadata";
import type { PageInsights } from "./page-insights";
import { createThumbnailTracker, type ThumbnailChange, type ThumbnailTracker } from "./thumbnails";

export interface BadgeControllerOptions {
  document: Document;
  insights: PageInsights;
  throttleMs?: number;
}

/**
 * Thumbnail badges on every list of videos (home, search, channel, related, playlists, Shorts
 * shelves). One shared tracker reports new and reused cards; each report becomes at most one
 * insights lookup (the background batches further). Signed out, or for videos the API does not
 * know, the badge shows the VPH that the card's own "views" and "ago" text give, else nothing.
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

  constructor(private readonly options: BadgeControllerOptions) {
    this.tracker = createThumbnailTracker({
      root: options.document,
      throttleMs: options.throttleMs ?? 50,
      onChange: (changes) => void this.onChange(changes),
      onRemove: (cards) => {
        for (const card of cards) this.badges.delete(card);
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
    for (const badge of this.badges.values()) badge.remove();
    this.badges.clear();
  }

  private restart(): void {
    this.stop();
    if (!this.enabled) return;
    this.running = true;
    this.tracker.start();
  }

  private async onChange(changes: ThumbnailChange[]): Promise<void> {
    const generation = this.generation;
    // A reused card loses the previous video's badge at once, before any lookup.
    for (const change of changes) {
      this.badges.get(change.card)?.remove();
      this.badges.delete(change.card);
    }
    let insights = new Map<string, VideoInsight | null>();
    if (this.signedIn) {
      const result = await this.options.insights.load(changes.map((change) => change.videoId));
      if (generation !== this.generation) return;
      insights = result.insights;
    }
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
