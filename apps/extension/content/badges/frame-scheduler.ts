export interface FrameSchedulerOptions {
  /** The window whose requestAnimationFrame and requestIdleCallback are used by default. */
  view: Window | null;
  /** Draws one card's badge (DOM writes only); false when there was nothing to draw after all. */
  draw(card: Element): boolean;
  /** Runs a frame's DOM writes (the thumbnail tracker keeps them from its observer). */
  write(writes: () => void): void;
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
  now?: () => number;
}

const PER_FRAME = 40;
// A lookup's worth: each frame that adds badges costs a layout and paint of the list besides the
// badges' own, so fewer, bigger frames cost less (docs/decisions/extension-badge-frames.md).
const PER_IDLE = 200;
const FRAME_BUDGET_MS = 8;

/**
 * When badges are drawn. Cards near the viewport are drawn first, in one pass of DOM writes per
 * animation frame with a cap per frame; the first such frame after a lookup answer (fillNext) fills up
 * with the cards away from the viewport, and the rest wait for the page to be idle and then go a chunk
 * per frame. So badging a long feed never becomes one long task, and a scroll rarely finds a card left
 * to draw.
 */
export class FrameScheduler {
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
  // Bumped by clear(), so frames and idle callbacks requested before draw nothing.
  private generation = 0;

  constructor(private readonly options: FrameSchedulerOptions) {}

  /** A card near the viewport can be drawn: in the next frame. */
  markNear(card: Element): void {
    this.later.delete(card);
    this.ready.add(card);
  }

  /** A card away from the viewport can be drawn: when the page is idle. */
  markFar(card: Element): void {
    this.ready.delete(card);
    this.later.add(card);
  }

  /** The card is not to be drawn (reused for another video, or gone). */
  remove(card: Element): void {
    this.ready.delete(card);
    this.later.delete(card);
  }

  /** A lookup answered: the next frame that draws near cards takes the answer's other cards too. */
  fillNext(): void {
    this.fillFrame = true;
  }

  clear(): void {
    this.generation++;
    this.ready.clear();
    this.later.clear();
    this.frameRequested = false;
    this.idleRequested = false;
    this.idleFrame = false;
    this.fillFrame = false;
  }

  /** Asks for a frame when near cards wait, else for an idle period when far cards do. */
  request(): void {
    if (this.ready.size === 0) {
      this.requestIdleDraw();
      return;
    }
    if (this.frameRequested) return;
    this.frameRequested = true;
    const generation = this.generation;
    const view = this.options.view;
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
    const view = this.options.view;
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
        this.request();
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
      this.request();
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
    let drawn = 0;
    this.options.write(() => {
      for (const pending of fill ? [this.ready, this.later] : [this.ready]) {
        for (const card of pending) {
          if (drawn >= cap || now() - started > budget) break;
          pending.delete(card);
          if (this.options.draw(card)) drawn++;
        }
      }
    });
    this.request();
  }
}
