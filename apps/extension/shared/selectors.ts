import { videoIdFromHref } from "./video-id.ts";

/**
 * Every YouTube selector the extension uses, in one place. YouTube changes its markup every few
 * months, so each role has a fallback list, newest layout first where it matters. When YouTube
 * ships a new layout, this file and the fixtures in test/fixtures are what change.
 *
 * Ids are written as [id="..."]: YouTube repeats ids (a div#thumbnail wraps an a#thumbnail), and
 * some selector engines (jsdom's) resolve #id through getElementById and then miss the element.
 */
export const SELECTORS = {
  /** Elements that render one video in a feed, list or shelf. */
  cards: [
    "ytd-rich-grid-media",
    "ytd-video-renderer",
    "ytd-compact-video-renderer",
    "ytd-grid-video-renderer",
    "ytd-playlist-video-renderer",
    "ytd-reel-item-renderer",
    "yt-lockup-view-model",
    "ytm-shorts-lockup-view-model",
  ],
  /** The link around a card's thumbnail; its href names the video (and changes when a card is reused). */
  thumbnailLinks: [
    'a[id="thumbnail"]',
    "a.yt-lockup-view-model__content-image",
    "a.ytLockupViewModelContentImage",
    "a.reel-item-endpoint",
    "a.shortsLockupViewModelHostEndpoint",
  ],
  /**
   * Text items of a card's metadata line ("1.2M views", "3 days ago"; since late 2026 "1.1M", "6d ago"),
   * for VPH without the API.
   */
  cardMetadataText: [
    // 2026 lockups: CSS-module class names (the channel name is a row of its own, and matches no count).
    "div.ytContentMetadataViewModelMetadataRow > span.ytContentMetadataViewModelMetadataText",
    ".yt-content-metadata-view-model__metadata-row span",
    '[id="metadata-line"] span',
    '[id="video-info"] span',
    ".shortsLockupViewModelHostMetadataSubhead span",
  ],
  /** Marks of a card whose video is streaming now (the red LIVE badge, any language). */
  liveCardMarks: [
    ".ytBadgeShapeThumbnailLive",
    // 2026 search results: the LIVE badge sits under the title, not on the thumbnail.
    ".ytBadgeShapeLive",
    ".yt-badge-shape--thumbnail-live",
    ".badge-shape-wiz--thumbnail-live",
    'ytd-thumbnail-overlay-time-status-renderer[overlay-style="LIVE"]',
  ],
  /**
   * Marks of a card whose video has not aired (premiere or scheduled stream): the lockup's "Notify me"
   * toggle, or the older UPCOMING time-status overlay. Language-independent; the badge text is not.
   */
  upcomingCardMarks: [
    "lockup-attachments-view-model toggle-button-view-model",
    'ytd-thumbnail-overlay-time-status-renderer[overlay-style="UPCOMING"]',
  ],
  /** The watch page's metadata block (title, owner row, description). */
  watchMetadata: ["ytd-watch-metadata", '[id="above-the-fold"]', "ytd-video-primary-info-renderer"],
  /** The watch page's title; the panel goes right after it. */
  watchTitle: [
    'ytd-watch-metadata [id="title"]',
    '[id="above-the-fold"] [id="title"]',
    "ytd-video-primary-info-renderer h1.title",
  ],
  /** A channel page's header (name, handle, counts); 'Analyze channel' goes right after it. */
  channelHeader: [
    "ytd-browse yt-page-header-renderer",
    "yt-page-header-renderer",
    "ytd-c4-tabbed-header-renderer",
    '[id="page-header"]',
  ],
  /** The column of search results; the results panel goes first inside it. */
  searchResults: [
    'ytd-search ytd-two-column-search-results-renderer [id="primary"]',
    'ytd-search [id="primary"]',
    "ytd-search ytd-section-list-renderer",
  ],
  /** Shelves inside search results ("People also watched", Shorts rows): suggestions, not ranked results. */
  searchShelves: [
    "ytd-shelf-renderer",
    "ytd-reel-shelf-renderer",
    "ytd-horizontal-card-list-renderer",
    "grid-shelf-view-model",
    "yt-section-header-view-model + *",
  ],
  /** The description's "Show transcript" button, which opens YouTube's transcript panel. */
  transcriptButton: [
    "ytd-video-description-transcript-section-renderer button",
    'ytd-video-description-transcript-section-renderer [role="button"]',
  ],
  /** One line of YouTube's open transcript panel (the 2025 view model first). */
  transcriptSegments: ["transcript-segment-view-model", "ytd-transcript-segment-renderer"],
  /** A transcript line's start ("1:02:03"). */
  transcriptTimestamp: [".ytwTranscriptSegmentViewModelTimestamp", ".segment-timestamp"],
  /** A transcript line's words. */
  transcriptText: ["span.yt-core-attributed-string", ".segment-text"],
} as const satisfies Record<string, readonly string[]>;

export type SelectorRole = keyof typeof SELECTORS;

/** One selector list joined into a single CSS selector, for matches() and querySelectorAll(). */
export function anyOf(role: SelectorRole): string {
  return SELECTORS[role].join(", ");
}

/** The first element found for a role, trying each fallback in order. */
export function queryFirst(root: ParentNode, role: SelectorRole): Element | null {
  for (const selector of SELECTORS[role]) {
    const found = root.querySelector(selector);
    if (found) return found;
  }
  return null;
}

export interface ThumbnailRef {
  /** The card element (innermost card around the link). */
  card: Element;
  /** The thumbnail link whose href names the video. */
  link: HTMLAnchorElement;
  videoId: string;
}

/** The card a thumbnail link belongs to, or null for links outside any known card. */
function cardOf(link: Element): Element | null {
  return link.closest(anyOf("cards"));
}

/** What a lockup card is about (its `content-id-…` class): a video id, or a Mix's / playlist's id. */
function lockupContentId(card: Element): string | null {
  const host = card.querySelector('[class*="content-id-"]');
  return host ? (/(?:^|\s)content-id-(\S+)/.exec(host.getAttribute("class") ?? "")?.[1] ?? null) : null;
}

/**
 * A thumbnail link's card and video id; null when the link is outside a card or has no video href, or
 * when the card is a Mix or playlist whose link merely starts at one of its videos (content-id-RD…).
 */
export function thumbnailFromLink(link: Element): ThumbnailRef | null {
  // tagName rather than instanceof: works across realms (jsdom documents, parsed fixtures).
  if (link.tagName !== "A") return null;
  const card = cardOf(link);
  if (!card) return null;
  const videoId = videoIdFromHref(link.getAttribute("href"));
  if (!videoId) return null;
  const contentId = lockupContentId(card);
  return contentId === null || contentId === videoId
    ? { card, link: link as HTMLAnchorElement, videoId }
    : null;
}

/** Every video thumbnail under root (one per card; the first thumbnail link of a card wins). */
export function findThumbnails(root: ParentNode): ThumbnailRef[] {
  const seen = new Set<Element>();
  const found: ThumbnailRef[] = [];
  for (const link of root.querySelectorAll(anyOf("thumbnailLinks"))) {
    const ref = thumbnailFromLink(link);
    if (!ref || seen.has(ref.card)) continue;
    seen.add(ref.card);
    found.push(ref);
  }
  return found;
}

/** Where the watch-page panel is anchored: the title of the watch metadata, if rendered. */
export function findWatchTitle(root: ParentNode): Element | null {
  return queryFirst(root, "watchTitle");
}

/**
 * The videos a search results page ranks, top first, without repeats: the result cards of the results
 * column, leaving out cards in suggestion shelves. Read from the rendered results so it holds after
 * YouTube's in-page navigations and as more results load on scroll.
 */
export function findSearchResultIds(root: ParentNode): string[] {
  const column = queryFirst(root, "searchResults");
  if (!column) return [];
  const shelves = anyOf("searchShelves");
  const ids: string[] = [];
  for (const ref of findThumbnails(column)) {
    if (ref.card.closest(shelves) || ids.includes(ref.videoId)) continue;
    ids.push(ref.videoId);
  }
  return ids;
}
