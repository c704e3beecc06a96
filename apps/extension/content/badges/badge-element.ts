import { formatCount } from "@vi/format";
import { OUTLIER_EXPLANATION, outlierBand } from "../outlier.ts";

/** What a thumbnail badge shows. */
export interface BadgeContent {
  /** Outlier score; null when there is none (signed out, not enough history). */
  outlier: number | null;
  /** The score is the outlier at the same age (the badge setting), not the lifetime one. */
  atAge?: boolean;
  /** Views per hour; null when unknown. */
  vph: number | null;
}

export const BADGE_TAG = "vidinsight-badge";
const OUTLIER_TAG = "vidinsight-outlier";
const VPH_TAG = "vidinsight-vph";

/** The badge's outlier text: one decimal ("3.4X"), a whole number from 100X on ("123X"). */
export function formatBadgeOutlier(score: number): string {
  return score >= 100 ? `${Math.round(score)}X` : `${score.toFixed(1)}X`;
}

// Inline styles on template elements that every badge is cloned from (clones share the parsed style
// and titles): no page stylesheet, no shadow root per badge. Pills are inline boxes on one 20 px line;
// the host has a fixed width so its line is not laid out twice, and lets the pointer through. Every
// property is set, so the thumbnail link's styles cannot change the badge. Why and the figures:
// docs/decisions/extension-badge-styles.md.
const HOST_STYLE =
  "position:absolute;top:8px;left:8px;z-index:3;display:block;width:160px;margin:0;padding:0;pointer-events:none;contain:layout style;visibility:visible;opacity:1;transform:none;white-space:nowrap;font:500 12px/20px Roboto,Arial,sans-serif;letter-spacing:.1px;word-spacing:0;color:#fff;text-align:left;text-indent:0;text-transform:none;text-shadow:none";
const PILL_STYLE =
  "display:inline;pointer-events:auto;margin:0;padding:3px 5px;border:0;border-radius:4px;background:rgba(0,0,0,.6);color:#fff;font:inherit;vertical-align:baseline;font-variant-numeric:tabular-nums";
const BAND_BACKGROUND = { 2: "#107c41", 5: "#b45309", 10: "#cc0000" } as const;
const BANDS = [0, 2, 5, 10] as const;
/** The badges' tooltips; other languages arrive with the reader's strings (content/ui-language.ts). */
export interface BadgeTitles {
  outlierTitle: string;
  atAgeTitle: string;
  vphTitle: string;
}

const ENGLISH_TITLES: BadgeTitles = {
  outlierTitle: `Outlier score: ${OUTLIER_EXPLANATION}`,
  atAgeTitle:
    "Outlier at the same age: views / the channel's usual views at this video's age (its first 30 days)",
  vphTitle: "Views per hour since the video was published",
};
let titles = ENGLISH_TITLES;

/**
 * The badge's count ("1.2K" in English, @vi/format's form; "1,2 Mio." in German): Intl's compact
 * notation in the reader's language, built in, so no strings load for it. `compact` null: English.
 */
export function formatBadgeCount(value: number, compact: Intl.NumberFormat | null): string {
  if (!compact || !Number.isFinite(value) || value < 0) return formatCount(value);
  return compact.format(value);
}

/** Intl's compact formatter for `language`; null for English (and its pseudo-locale), kept as today. */
export function badgeCountFormat(language: string): Intl.NumberFormat | null {
  if (language === "en" || language.startsWith("en-")) return null;
  return new Intl.NumberFormat(language, { notation: "compact", maximumFractionDigits: 1 });
}

// One formatter for every badge (building one per badge would cost more than the badge itself).
let compact: Intl.NumberFormat | null = null;

interface Templates {
  host: HTMLElement;
  /** Per colour band: the outlier pill with its title. */
  outlier: Record<(typeof BANDS)[number], HTMLElement>;
  /** The same for the outlier at the same age (its own title). */
  atAge: Record<(typeof BANDS)[number], HTMLElement>;
  vph: HTMLElement;
}

let templatesByDocument = new WeakMap<Document, Templates>();

/** Badges made from now on carry these tooltips (null: English) and numbers in `language`. */
export function setBadgeStrings(language: string, next: BadgeTitles | null): void {
  titles = next ?? ENGLISH_TITLES;
  compact = badgeCountFormat(language);
  templatesByDocument = new WeakMap();
}

function element(doc: Document, tag: string, style: string, title?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.setAttribute("style", style);
  if (title) node.title = title;
  return node;
}

function templates(doc: Document): Templates {
  let found = templatesByDocument.get(doc);
  if (!found) {
    const outlier = (band: (typeof BANDS)[number], title = titles.outlierTitle) => {
      const background = band === 0 ? "" : `;background:${BAND_BACKGROUND[band]}`;
      const pill = element(
        doc,
        OUTLIER_TAG,
        // The gap to the VPH pill (a trailing margin when alone takes no room that shows).
        `${PILL_STYLE};margin-right:4px;font-weight:700${background}`,
        title,
      );
      if (band > 0) pill.setAttribute("band", String(band));
      return pill;
    };
    const vph = element(doc, VPH_TAG, PILL_STYLE, titles.vphTitle);
    found = {
      host: element(doc, BADGE_TAG, HOST_STYLE),
      outlier: { 0: outlier(0), 2: outlier(2), 5: outlier(5), 10: outlier(10) },
      atAge: Object.fromEntries(
        BANDS.map((band) => [band, outlier(band, titles.atAgeTitle)]),
      ) as Templates["atAge"],
      vph,
    };
    templatesByDocument.set(doc, found);
  }
  return found;
}

/** A clone of `template` showing `text` (textContent: no script wrapper for the text node). */
function pill(template: HTMLElement, text: string): HTMLElement {
  const node = template.cloneNode(false) as HTMLElement;
  node.textContent = text;
  return node;
}

// YouTube starts its inline preview when the pointer moves over a thumbnail; pointing at a badge
// (to read its tooltip) should not start a video.
const HOVER_EVENTS = [
  "pointerenter",
  "pointerleave",
  "pointerover",
  "pointerout",
  "mouseenter",
  "mouseleave",
  "mouseover",
  "mouseout",
] as const;
const BADGE_TAGS = new Set<string>([BADGE_TAG, OUTLIER_TAG, VPH_TAG]);

/**
 * Stops pointer and mouse hover events aimed at a badge from reaching the page: one set of capturing
 * listeners on the window for every badge (instead of eight listeners per badge). Capturing at the
 * window also keeps them from YouTube's own capturing listeners on the card. Returns the undo.
 */
export function stopBadgeHoverEvents(view: Window): () => void {
  const stop = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    if (typeof target?.localName === "string" && BADGE_TAGS.has(target.localName)) event.stopPropagation();
  };
  for (const type of HOVER_EVENTS) view.addEventListener(type, stop, true);
  return () => {
    for (const type of HOVER_EVENTS) view.removeEventListener(type, stop, true);
  };
}

/** A badge element for a video, not yet in the page; null when there is nothing to show. */
export function createBadge(doc: Document, videoId: string, content: BadgeContent): HTMLElement | null {
  if (content.outlier === null && content.vph === null) return null;
  const parts = templates(doc);
  const host = parts.host.cloneNode(false) as HTMLElement;
  host.dataset.videoId = videoId;
  if (content.outlier !== null) {
    const band = outlierBand(content.outlier);
    host.append(
      pill((content.atAge ? parts.atAge : parts.outlier)[band], formatBadgeOutlier(content.outlier)),
    );
  }
  if (content.vph !== null) host.append(pill(parts.vph, `${formatBadgeCount(content.vph, compact)} VPH`));
  return host;
}

/** The text a badge shows (for tests and the benchmark), e.g. "3.4X 1.2K VPH". */
export function badgeText(host: Element): string {
  return [...host.children].map((part) => part.textContent).join(" ");
}
