import type { BadgeNumbers } from "../../shared/background-protocol.ts";
import type { BadgeScore } from "../../shared/storage.ts";
import type { PageBadges } from "../page-insights.ts";
import { BADGE_TAG, type BadgeContent, createBadge, stopBadgeHoverEvents } from "./badge-element.ts";
import { cardBroadcast, cardStats, cardVph } from "./card-metadata.ts";
import { FrameScheduler } from "./frame-scheduler.ts";
import { LookupBatcher } from "./lookup-batcher.ts";
import { createThumbnailTracker, type ThumbnailChange, type ThumbnailTracker } from "./thumbnail-tracker.ts";
import { ViewportTracker } from "./viewport-tracker.ts";

export interface BadgeControllerOptions {
  document: Document;
  /** The badge numbers of the videos (signed in). */
  lookup: PageBadges;
  throttleMs?: number;
  /** A lookup waits for this much quiet after the last new thumbnail (YouTube renders in steps). */
  quietMs?: number;
  /** ...but never longer than this after the first waiting thumbnail. */
  maxWaitMs?: number;
  /** How far beyond the viewport cards get their badges first (an IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Most badges drawn in one frame; the rest follow in the next frames. */
  perFrame?: number;
  /**
   * Most badges drawn in a frame that also takes cards away from the viewport: the frame after an idle
   * period, and the frame after a lookup answer (its near cards first, then the others it answered).
   */
  perIdle?: number;
  /** Script time a frame may spend drawing badges (ms) before the rest wait for the next frame. */
  frameBudgetMs?: number;
  /** Runs a callback before the next frame (default requestAnimationFrame). */
  requestFrame?: (callback: () => void) => void;
  /** Runs a callback when the page is idle (default requestIdleCallback, else a short timeout). */
  requestIdle?: (callback: () => void) => void;
  /**
   * The IntersectionObserver to use (default the document window's). Without one, every card counts
   * as near the viewport.
   */
  IntersectionObserver?: typeof IntersectionObserver | null;
  now?: () => number;
}

// A viewport's height above and below, so badges are there before a scrolled-to card shows.
const ROOT_MARGIN = "100% 0px";

/** A tracked card: the video it shows, whether it is near the viewport, its badge once drawn. */
interface CardState {
  videoId: string;
  link: HTMLAnchorElement;
  near: boolean;
  /** Drawn (with or without a badge: a card with nothing to show is done too). */
  done: boolean;
  badge: HTMLElement | null;
}

/**
 * Thumbnail badges on every list of videos (home, search, channel, related, playlists, Shorts
 * shelves). It wires four parts: the thumbnail tracker reports new and reused cards; signed in, the
 * lookup batcher asks for their videos' numbers in batches; the viewport tracker says which cards are
 * near the viewport; the frame scheduler draws their badges a frame at a time, near cards first. Signed
 * out, or for videos the API does not know, a badge shows the VPH that the card's own "views" and "ago"
 * text give, else there is no badge.
 */
export class BadgeController {
  private enabled = false;
  private signedIn = false;
  /** Which score the badges show (the popup's setting). */
  private score: BadgeScore = "lifetime";
  private running = false;
  private readonly cards = new Map<Element, CardState>();
  private readonly tracker: ThumbnailTracker;
  private readonly batcher: LookupBatcher;
  private readonly viewport: ViewportTracker;
  private readonly frames: FrameScheduler;
  private lastUrl: string | null = null;
  /** Answers of this page's lookups: the numbers, or null (unknown video or failed lookup). */
  private readonly known = new Map<string, BadgeNumbers | null>();
  private badgeCount = 0;
  /** Removes the window's listeners that keep hover events on badges from the page. */
  private releaseHoverEvents: (() => void) | null = null;

  constructor(private readonly options: BadgeControllerOptions) {
    this.tracker = createThumbnailTracker({
      root: options.document,
      throttleMs: options.throttleMs ?? 50,
      // The badges this controller adds are mutations too; they hold no thumbnails.
      ignore: (element) => element.localName === BADGE_TAG,
      onChange: (changes) => this.onChange(changes),
      onRemove: (cards) => {
        for (const card of cards) this.forget(card);
      },
    });
    this.batcher = new LookupBatcher({
      lookup: options.lookup,
      quietMs: options.quietMs,
      maxWaitMs: options.maxWaitMs,
      onAnswer: (ids, result) => this.onAnswer(ids, result.values),
    });
    this.viewport = new ViewportTracker({
      document: options.document,
      rootMargin: options.rootMargin ?? ROOT_MARGIN,
      IntersectionObserver: options.IntersectionObserver,
      onChange: (entries) => {
        for (const entry of entries) {
          const state = this.cards.get(entry.target);
          if (!state) continue;
          state.near = entry.isIntersecting;
          this.markReady(entry.target, state);
        }
        this.frames.request();
      },
    });
    this.frames = new FrameScheduler({
      view: options.document.defaultView,
      // The frames' DOM writes go past the thumbnail tracker's observer (they add no thumbnails).
      write: (writes) => this.tracker.write(writes),
      draw: (card) => this.drawCard(card),
      perFrame: options.perFrame,
      perIdle: options.perIdle,
      frameBudgetMs: options.frameBudgetMs,
      requestFrame: options.requestFrame,
      requestIdle: options.requestIdle,
      now: options.now,
    });
  }

  setEnabled(enabled: boolean): void {
    if (enabled === this.enabled && enabled === this.running) return;
    this.enabled = enabled;
    this.restart();
  }

  setScore(score: BadgeScore): void {
    if (score === this.score) return;
    this.score = score;
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
    return this.badgeCount;
  }

  stop(): void {
    if (this.running) this.tracker.stop();
    this.running = false;
    this.batcher.clear();
    this.viewport.stop();
    for (const state of this.cards.values()) state.badge?.remove();
    this.cards.clear();
    this.known.clear();
    this.frames.clear();
    this.badgeCount = 0;
    this.releaseHoverEvents?.();
    this.releaseHoverEvents = null;
  }

  private restart(): void {
    this.stop();
    if (!this.enabled) return;
    const view = this.options.document.defaultView;
    if (view) this.releaseHoverEvents = stopBadgeHoverEvents(view);
    this.running = true;
    this.viewport.start();
    this.tracker.start();
  }

  private forget(card: Element): void {
    const state = this.cards.get(card);
    if (state?.badge) this.badgeCount--;
    this.cards.delete(card);
    this.batcher.remove(card);
    this.frames.remove(card);
    this.viewport.unobserve(card);
  }

  private onChange(changes: ThumbnailChange[]): void {
    const lookups: ThumbnailChange[] = [];
    for (const change of changes) {
      const previous = this.cards.get(change.card);
      // A reused card loses the previous video's badge at once, before any lookup.
      if (previous?.badge) {
        previous.badge.remove();
        this.badgeCount--;
      }
      const state: CardState = {
        videoId: change.videoId,
        link: change.link,
        // Without an observer every card counts as near; a reused card stays where it was.
        near: !this.viewport.active || (previous?.near ?? false),
        done: false,
        badge: null,
      };
      this.cards.set(change.card, state);
      this.frames.remove(change.card);
      // Drawn cards are no longer watched; a card showing a new video is watched again.
      if (this.viewport.active && (!previous || previous.done)) this.viewport.observe(change.card);
      if (this.signedIn && !this.known.has(change.videoId)) lookups.push(change);
      else this.markReady(change.card, state);
    }
    this.batcher.add(lookups);
    this.frames.request();
  }

  private onAnswer(ids: ReadonlySet<string>, values: ReadonlyMap<string, BadgeNumbers | null>): void {
    // Ids the lookup could not answer fall back to the card's own VPH, like unknown videos.
    for (const id of ids) this.known.set(id, values.get(id) ?? null);
    for (const [card, state] of this.cards) {
      if (ids.has(state.videoId)) this.markReady(card, state);
    }
    this.frames.fillNext();
    this.frames.request();
  }

  /** Files a card whose badge can be drawn: now if near the viewport, else when the page is idle. */
  private markReady(card: Element, state: CardState): void {
    if (state.done || (this.signedIn && !this.known.has(state.videoId))) return;
    if (state.near) this.frames.markNear(card);
    else this.frames.markFar(card);
  }

  /** Draws a ready card's badge; false when the card no longer shows the video it became ready for. */
  private drawCard(card: Element): boolean {
    const state = this.cards.get(card);
    // The card may have been reused again, or removed, since it became ready.
    if (!state || state.done || this.tracker.current().get(card) !== state.videoId) return false;
    state.done = true;
    this.viewport.unobserve(card);
    const badge = createBadge(
      this.options.document,
      state.videoId,
      contentFor(this.known.get(state.videoId), card, this.score),
    );
    if (!badge) return true;
    state.link.append(badge);
    state.badge = badge;
    this.badgeCount++;
    return true;
  }
}

/**
 * The API's numbers when it knows the video, else the VPH the card text gives (if any). None for an
 * upcoming or live video: its VPH and outlier score mean nothing until it has aired.
 */
function contentFor(
  numbers: BadgeNumbers | null | undefined,
  card: Element,
  score: BadgeScore,
): BadgeContent {
  if (cardBroadcast(card)) return { outlier: null, vph: null };
  if (numbers) {
    return score === "atAge"
      ? { outlier: numbers.outlierAtAge, atAge: true, vph: numbers.vph }
      : { outlier: numbers.outlier, vph: numbers.vph };
  }
  const stats = cardStats(card);
  return { outlier: null, vph: stats ? cardVph(stats) : null };
}
