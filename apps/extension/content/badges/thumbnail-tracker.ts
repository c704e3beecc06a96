import { anyOf, findThumbnails, type ThumbnailRef, thumbnailFromLink } from "../../shared/selectors.ts";

/** A change the tracker reports: a card now shows `videoId` (previousVideoId set when it was reused). */
export interface ThumbnailChange extends ThumbnailRef {
  previousVideoId: string | null;
}

export interface ThumbnailTrackerOptions {
  root: Document;
  /** New cards, and reused cards whose link now points at another video. */
  onChange(changes: ThumbnailChange[]): void;
  /** Cards that left the document (their badges can be dropped). */
  onRemove?(cards: Element[]): void;
  /** Trailing throttle for mutation bursts; YouTube renders feeds in many small steps. */
  throttleMs?: number;
  /** Added elements to skip without a look (the extension's own badges). */
  ignore?(element: Element): boolean;
}

export interface ThumbnailTracker {
  start(): void;
  stop(): void;
  /** Processes pending mutations now (used on navigation and by tests). */
  flush(): void;
  /** The video each tracked card currently shows. */
  current(): ReadonlyMap<Element, string>;
  /**
   * Runs DOM writes that add no thumbnails (the extension's badges) unseen: the mutations queued before
   * them are handled as usual, theirs are dropped, so a frame of 200 badges costs no observer callback
   * going through 200 records of the extension's own making.
   */
  write(writes: () => void): void;
}

/**
 * One shared MutationObserver for every thumbnail on the page. Mutations only collect the added
 * subtrees and changed links; the work runs at most once per throttle window, after the burst.
 * Cards are keyed by element and compared by href, because YouTube reuses renderer elements for
 * other videos when a feed scrolls or the page changes.
 */
export function createThumbnailTracker(options: ThumbnailTrackerOptions): ThumbnailTracker {
  const { root, onChange, onRemove, throttleMs = 50, ignore } = options;
  const view = root.defaultView;
  if (!view) throw new Error("createThumbnailTracker needs a document with a window");
  const linkSelector = anyOf("thumbnailLinks");
  const tracked = new Map<Element, string>();
  const pendingRoots = new Set<Element>();
  const pendingLinks = new Set<Element>();
  let removals = false;
  let timer: number | null = null;
  let observer: MutationObserver | null = null;

  const schedule = () => {
    if (timer === null) timer = view.setTimeout(flush, throttleMs);
  };

  const record = (ref: ThumbnailRef, changes: ThumbnailChange[]) => {
    const previous = tracked.get(ref.card) ?? null;
    if (previous === ref.videoId) return;
    tracked.set(ref.card, ref.videoId);
    changes.push({ ...ref, previousVideoId: previous });
  };

  function flush(): void {
    if (timer !== null) {
      view!.clearTimeout(timer);
      timer = null;
    }
    const changes: ThumbnailChange[] = [];
    for (const added of pendingRoots) {
      if (!added.isConnected) continue;
      // querySelectorAll skips the root itself, so an added link is handled from the link side.
      // closest() walks above `added`, so links rendered late into an existing card are found too.
      if (added.matches(linkSelector)) pendingLinks.add(added);
      for (const ref of findThumbnails(added)) record(ref, changes);
    }
    for (const link of pendingLinks) {
      if (!link.isConnected) continue;
      const ref = thumbnailFromLink(link);
      if (ref && link === firstLinkOf(ref.card)) record(ref, changes);
    }
    pendingRoots.clear();
    pendingLinks.clear();
    const gone: Element[] = [];
    if (removals) {
      for (const card of tracked.keys()) {
        if (!card.isConnected) gone.push(card);
      }
      for (const card of gone) tracked.delete(card);
      removals = false;
    }
    if (changes.length > 0) onChange(changes);
    if (gone.length > 0) onRemove?.(gone);
  }

  const firstLinkOf = (card: Element) => card.querySelector(linkSelector);

  const onMutations = (mutations: MutationRecord[]) => {
    for (const mutation of mutations) {
      if (mutation.type === "attributes") {
        if (mutation.target instanceof view.Element && mutation.target.matches(linkSelector)) {
          pendingLinks.add(mutation.target);
        }
        continue;
      }
      for (const node of mutation.addedNodes) {
        if (node.nodeType === 1 && !ignore?.(node as Element)) pendingRoots.add(node as Element);
      }
      // A removed badge (a reused card's old one) is no card either.
      for (const node of removals ? [] : mutation.removedNodes) {
        if (node.nodeType !== 1 || !ignore?.(node as Element)) {
          removals = true;
          break;
        }
      }
    }
    if (pendingRoots.size > 0 || pendingLinks.size > 0 || removals) schedule();
  };

  return {
    start() {
      if (observer) return;
      observer = new view.MutationObserver(onMutations);
      observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["href"] });
      if (root.body) pendingRoots.add(root.body);
      flush();
    },
    stop() {
      observer?.disconnect();
      observer = null;
      if (timer !== null) view.clearTimeout(timer);
      timer = null;
      pendingRoots.clear();
      pendingLinks.clear();
      tracked.clear();
    },
    flush,
    current: () => tracked,
    write(writes) {
      const pending = observer?.takeRecords() ?? [];
      if (pending.length > 0) onMutations(pending);
      try {
        writes();
      } finally {
        // Only the writes' own records: no other script runs between the two takeRecords calls.
        observer?.takeRecords();
      }
    },
  };
}
