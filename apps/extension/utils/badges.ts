import { formatCount } from "@vi/format";

/** What a thumbnail badge shows. */
export interface BadgeContent {
  /** Outlier score; null when there is none (signed out, not enough history). */
  outlier: number | null;
  /** Views per hour; null when unknown. */
  vph: number | null;
}

export const BADGE_TAG = "vidinsight-badge";

/** Colour bands of the outlier score: from 2X, 5X and 10X. */
export function outlierBand(score: number): 0 | 2 | 5 | 10 {
  if (score >= 10) return 10;
  if (score >= 5) return 5;
  if (score >= 2) return 2;
  return 0;
}

/** The badge's outlier text: one decimal ("3.4X"), a whole number from 100X on ("123X"). */
export function formatBadgeOutlier(score: number): string {
  return score >= 100 ? `${Math.round(score)}X` : `${score.toFixed(1)}X`;
}

export const OUTLIER_EXPLANATION =
  "views ÷ median views of the channel's last 30 videos of the same format, each at least 7 days old";

// One tiny stylesheet, identical text in every badge's shadow root (the browser shares the parsed
// sheet). Sizes and colours follow YouTube's own duration badge, so the badges read as part of it.
const CSS = `:host{all:initial;position:absolute;top:8px;left:8px;z-index:3;display:flex;gap:4px;pointer-events:auto;contain:layout style}
span{box-sizing:border-box;height:20px;padding:0 5px;border-radius:4px;background:rgba(0,0,0,.6);color:#fff;font:500 12px/20px Roboto,Arial,sans-serif;white-space:nowrap;font-variant-numeric:tabular-nums;letter-spacing:.1px}
.o{font-weight:700}.b2{background:#107c41}.b5{background:#b45309}.b10{background:#cc0000}`;

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
const stop = (event: Event) => event.stopPropagation();

/** A badge element (custom tag + shadow root) for a video, not yet in the page. */
export function createBadge(doc: Document, videoId: string, content: BadgeContent): HTMLElement | null {
  if (content.outlier === null && content.vph === null) return null;
  const host = doc.createElement(BADGE_TAG);
  host.dataset.videoId = videoId;
  const shadow = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = CSS;
  shadow.append(style);
  if (content.outlier !== null) {
    const outlier = doc.createElement("span");
    outlier.className = `o b${outlierBand(content.outlier)}`;
    outlier.textContent = formatBadgeOutlier(content.outlier);
    outlier.title = `Outlier score: ${OUTLIER_EXPLANATION}`;
    shadow.append(outlier);
  }
  if (content.vph !== null) {
    const vph = doc.createElement("span");
    vph.className = "v";
    vph.textContent = `${formatCount(content.vph)} VPH`;
    vph.title = "Views per hour since the video was published";
    shadow.append(vph);
  }
  for (const type of HOVER_EVENTS) host.addEventListener(type, stop);
  return host;
}

/** The text a badge shows (for tests and the benchmark), e.g. "3.4X 1.2K VPH". */
export function badgeText(host: Element): string {
  return [...(host.shadowRoot?.querySelectorAll("span") ?? [])].map((s) => s.textContent).join(" ");
}
