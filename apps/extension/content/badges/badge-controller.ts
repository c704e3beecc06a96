import type { BadgeNumbers } from "../../shared/background-protocol.ts";
import type { PageBadges } from "../page-insights.ts";
import { BADGE_TAG, type BadgeContent, createBadge, stopBadgeHoverEvents } from "./badge-element.ts";
import { cardStats, cardVph } from "./card-metadata.ts";
import { createThumbnailTracker, type ThumbnailChange, type ThumbnailTracker } from "./thumbnail-tracker.ts";

export interface BadgeControllerOptions {
  document: Document;
  /** The badge numbers of the videos (signed in). */
  lookup: PageBadges;
  throttleMs?: number;
  /** A lookup waits for this much quiet after the last new thumbnail (YouTube renders in steps). */
  quietMs?: number;
  /** ...but never longer than this after the first waiting thumbnail. */
  maxWaitMs?: number;
  /**
   * How far beyond the viewport cards get their badges (an IntersectionObserver rootMargin): a
   * viewport's height above and below, so badges are there before a scrolled-to card shows.
   */
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

/** Thumbnails per lookup (the API's limit per request). */
const BATCH_MAX = 200;
const ROOT_MARGIN = "100% 0px";
const PER_FRAME = 40;
// Idle frames, and the first frame after a lookup answer, take a lookup's worth: each frame that adds
// badges costs ~10 ms of layout and paint of the list besides the badges' own, so 200 cards in one
// frame (~30 ms here) cost less than in two (measured with `pnpm bench`). The script budget below
// still splits a slow frame.
const PER_IDLE = 200;
const FRAME_BUDGET_MS = 8;

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
 * shelves). One shared tracker reports new and reused cards. Signed in, their videos are looked up
 * in batches: a batch leaves after a short quiet period (YouTube renders a page of cards in many
 * steps), or when it holds 200, and never while the previous one is still out - so a page of 200
 * new thumbnails costs one or two requests. Signed out, or for videos the API does not know, a
 * badge shows the VPH that the card's own "views" and "ago" text give, else there is no badge.
 *
 * Lookups cover every card; drawing goes by distance to the viewport (an IntersectionObserver, so
 * no layout is read). Cards near it are drawn first, in one pass of DOM writes per animation frame
 * with a cap per frame; the first such frame after a lookup answer fills up with the answer's other
 * cards (up to a lookup's worth), the rest wait for the page to be idle and then go a chunk per
 * frame, so badging a long feed never becomes one long task, and a scroll rarely finds a card left
 * to draw. The frames' DOM writes go past the thumbnail tracker's observer (they add no thumbnails).
 * Each frame that adds badges costs a layout and paint of the list (measured with `pnpm bench`): a
 * few big frames cost less in total than many small ones, hence the chunks rather than card by card.
 */
export class BadgeController {
  private enabled = false;
  private signedIn = false;
  private running = false;
  private readonly cards = new Map<Element, CardState>();
  private readonly tracker: ThumbnailTracker;
  // Bumped whenever badges are cleared, so lookups that finish afterwards draw nothing.
  private generation = 0;
  private lastUrl: string | null = null;
  /** Cards waiting for a lookup (latest change per card). */
  private readonly waiting = new Map<Element, ThumbnailChange>();
  private firstWaitingAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  /** Answers of this generation's lookups: the numbers, or null (unknown video or failed lookup). */
  private readonly known = new Map<string, BadgeNumbers | null>();
  /** Cards near the viewport whose badge can be drawn now. */
  private readonly ready = new Set<Element>();
  /** Cards away from the viewport whose badge can be drawn: when the page is idle. */
  private readonly later = new Set<Element>();
  private frameRequested = false;
  private idleRequested = false;
  /** The next frame draws an idle chunk. */
  private idleFrame = false;
  /** A lookup answered: the next frame with near cards to draw fills up with the others. */
  private fillFrame = false;
  private observer: IntersectionObserver | null = null;
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
    return this.badgeCount;
  }

  stop(): void {
    this.generation++;
    if (this.running) this.tracker.stop();
    this.running = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.clear();
    this.inFlight = false;
    this.observer?.disconnect();
    this.observer = null;
    for (const state of this.cards.values()) state.badge?.remove();
    this.cards.clear();
    this.known.clear();
    this.ready.clear();
    this.later.clear();
    this.frameRequested = false;
    this.idleRequested = false;
    this.idleFrame = false;
    this.fillFrame = false;
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
    this.observer = this.createObserver();
    this.tracker.start();
  }

  private createObserver(): IntersectionObserver | null {
    const Observer =
      this.options.IntersectionObserver === undefined
        ? this.options.document.defaultView?.IntersectionObserver
        : this.options.IntersectionObserver;
    if (!Observer) return null;
    const generation = this.generation;
    return new Observer(
      (entries) => {
        if (generation !== this.generation) return;
        for (const entry of entries) {
          const state = this.cards.get(entry.target);
          if (!state) continue;
          state.near = entry.isIntersecting;
          this.markReady(entry.target, state);
        }
        this.requestDraw();
      },
      { rootMargin: this.options.rootMargin ?? ROOT_MARGIN },
    );
  }

  private forget(card: Element): void {
    const state = this.cards.get(card);
    if (state?.badge) this.badgeCount--;
    this.cards.delete(card);
    this.waiting.delete(card);
    this.ready.delete(card);
    this.later.delete(card);
    this.observer?.unobserve(card);
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
        near: this.observer === null || (previous?.near ?? false),
        done: false,
        badge: null,
      };
      this.cards.set(change.card, state);
      this.ready.delete(change.card);
      this.later.delete(change.card);
      // Drawn cards are no longer watched; a card showing a new video is watched again.
      if (this.observer && (!previous || previous.done)) this.observer.observe(change.card);
      if (this.signedIn && !this.known.has(change.videoId)) lookups.push(change);
      else this.markReady(change.card, state);
    }
    if (lookups.length > 0) {
      if (this.waiting.size === 0) this.firstWaitingAt = Date.now();
      for (const change of lookups) this.waiting.set(change.card, change);
      this.schedule();
    }
    this.requestDraw();
  }

  /** Files a card whose badge can be drawn: now if near the viewport, else when the page is idle. */
  private markReady(card: Element, state: CardState): void {
    if (state.done || (this.signedIn && !this.known.has(state.videoId))) return;
    if (state.near) {
      this.later.delete(card);
      this.ready.add(card);
    } else {
      this.ready.delete(card);
      this.later.add(card);
    }
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
    const ids = new Set<string>();
    for (const [card, change] of this.waiting) {
      if (!ids.has(change.videoId) && ids.size >= BATCH_MAX) break;
      ids.add(change.videoId);
      this.waiting.delete(card);
    }
    if (this.waiting.size > 0) this.firstWaitingAt = Date.now();
    this.inFlight = true;
    try {
      const result = await this.options.lookup.load([...ids]);
      if (generation !== this.generation) return;
      // Ids the lookup could not answer fall back to the card's own VPH, like unknown videos.
      for (const id of ids) this.known.set(id, result.values.get(id) ?? null);
      for (const [card, state] of this.cards) {
        if (ids.has(state.videoId)) this.markReady(card, state);
      }
      // The next frame that draws near cards takes the answer's other cards too (up to the idle chunk):
      // each frame that adds badges costs a layout and paint of the whole list, so one frame of near
      // and far cards costs less than a near frame and an idle frame (~13 ms less for 200 cards,
      // measured with `pnpm bench`).
      this.fillFrame = true;
      this.requestDraw();
    } finally {
      if (generation === this.generation) {
        this.inFlight = false;
        this.schedule();
      }
    }
  }

  private requestDraw(): void {
    if (this.ready.size === 0) {
      this.requestIdleDraw();
      return;
    }
    if (this.frameRequested) return;
    this.frameRequested = true;
    const generation = this.generation;
    const view = this.options.document.defaultView;
    const requestFrame =
      this.options.requestFrame ??
      (view?.requestAnimationFrame
        ? (callback: () => void) => view.requestAnimationFrame(callback)
        : (callback: () => void) => setTimeout(callback, 16));
    requestFrame(() => {
      if (generation !== this.generation) return;
      this.frameRequested = false;
      this.draw();
    });
  }

  /**
   * Cards away from the viewport get their badges when the page is idle, a chunk per idle period (drawn
   * in the next frame like the others), so scrolling to them later costs no DOM writes.
   */
  private requestIdleDraw(): void {
    if (this.idleRequested || this.later.size === 0) return;
    this.idleRequested = true;
    const generation = this.generation;
    const view = this.options.document.defaultView;
    const requestIdle =
      this.options.requestIdle ??
      (view?.requestIdleCallback
        ? (callback: () => void) => view.requestIdleCallback(callback, { timeout: 2000 })
        : (callback: () => void) => setTimeout(callback, 300));
    requestIdle(() => {
      if (generation !== this.generation) return;
      this.idleRequested = false;
      // Cards near the viewport still waiting go first; these join them in the next frame.
      if (this.ready.size > 0) {
        this.requestDraw();
        return;
      }
      let moved = 0;
      for (const card of this.later) {
        if (moved >= (this.options.perIdle ?? PER_IDLE)) break;
        this.later.delete(card);
        this.ready.add(card);
        moved++;
      }
      this.idleFrame = true;
      this.requestDraw();
    });
  }

  /**
   * One pass of DOM writes (no layout reads): badges for the ready cards, up to the per-frame cap and
   * script budget; what is left waits for the next frame.
   */
  private draw(): void {
    const now = this.options.now ?? (() => performance.now());
    const started = now();
    // The frame after an idle period takes the whole idle chunk: the page has nothing else to do. So
    // does the first frame that draws near cards after a lookup: near cards first, then the others.
    const fill = this.idleFrame || (this.fillFrame && this.ready.size > 0);
    const cap = fill ? (this.options.perIdle ?? PER_IDLE) : (this.options.perFrame ?? PER_FRAME);
    this.idleFrame = false;
    if (fill) this.fillFrame = false;
    const budget = this.options.frameBudgetMs ?? FRAME_BUDGET_MS;
    const current = this.tracker.current();
    let drawn = 0;
    this.tracker.write(() => {
      // Near cards first; after a lookup the others fill the frame up to the cap.
      for (const pending of fill ? [this.ready, this.later] : [this.ready]) {
        for (const card of pending) {
          if (drawn >= cap || now() - started > budget) break;
          pending.delete(card);
          if (this.drawCard(card, current)) drawn++;
        }
      }
    });
    this.requestDraw();
  }

  /** Draws a ready card's badge; false when the card no longer shows the video it became ready for. */
  private drawCard(card: Element, current: ReadonlyMap<Element, string>): boolean {
    const state = this.cards.get(card);
    // The card may have been reused again, or removed, since it became ready.
    if (!state || state.done || current.get(card) !== state.videoId) return false;
    state.done = true;
    this.observer?.unobserve(card);
    const badge = createBadge(
      this.options.document,
      state.videoId,
      contentFor(this.known.get(state.videoId), card),
    );
    if (!badge) return true;
    state.link.append(badge);
    state.badge = badge;
    this.badgeCount++;
    return true;
  }
}

/** The API's numbers when it knows the video, else the VPH the card text gives (if any). */
function contentFor(numbers: BadgeNumbers | null | undefined, card: Element): BadgeContent {
  if (numbers) return numbers;
  const stats = cardStats(card);
  return { outlier: null, vph: stats ? cardVph(stats) : null };
}
