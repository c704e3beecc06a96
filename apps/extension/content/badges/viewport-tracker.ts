export interface ViewportTrackerOptions {
  document: Document;
  /** How far beyond the viewport counts as near (an IntersectionObserver rootMargin). */
  rootMargin: string;
  /**
   * The IntersectionObserver to use (default the document window's). Without one, the tracker is
   * inactive and every card counts as near the viewport.
   */
  IntersectionObserver?: typeof IntersectionObserver | null;
  /** Cards that came near the viewport (isIntersecting) or left it. */
  onChange(entries: IntersectionObserverEntry[]): void;
}

/**
 * Which cards are near the viewport, from an IntersectionObserver: no layout is read by the script.
 * Cards are observed until their badge is drawn.
 */
export class ViewportTracker {
  private observer: IntersectionObserver | null = null;

  constructor(private readonly options: ViewportTrackerOptions) {}

  /** Whether distances are tracked at all (false: no IntersectionObserver, every card is near). */
  get active(): boolean {
    return this.observer !== null;
  }

  start(): void {
    this.stop();
    const Observer =
      this.options.IntersectionObserver === undefined
        ? this.options.document.defaultView?.IntersectionObserver
        : this.options.IntersectionObserver;
    if (!Observer) return;
    const observer: IntersectionObserver = new Observer(
      (entries) => {
        // Entries queued before stop() are not reported.
        if (observer !== this.observer) return;
        this.options.onChange(entries);
      },
      { rootMargin: this.options.rootMargin },
    );
    this.observer = observer;
  }

  observe(card: Element): void {
    this.observer?.observe(card);
  }

  unobserve(card: Element): void {
    this.observer?.unobserve(card);
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
  }
}
