import { anyOf } from "../../shared/selectors.ts";

const UNIT_HOURS: Record<string, number> = {
  second: 1 / 3600,
  minute: 1 / 60,
  hour: 1,
  day: 24,
  week: 7 * 24,
  month: 30 * 24,
  year: 365 * 24,
};
// Since late September 2026 cards print ages abbreviated ("6d ago", "17y ago"); "m" is minutes, "mo" months.
const UNIT_ABBREVIATIONS: Record<string, string> = {
  s: "second",
  sec: "second",
  m: "minute",
  min: "minute",
  h: "hour",
  hr: "hour",
  d: "day",
  w: "week",
  wk: "week",
  mo: "month",
  y: "year",
  yr: "year",
};
const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  b: 1e9,
  billion: 1e9,
};

// English only: other interface languages simply get no signed-out VPH rather than a wrong one.
// "12K views", "1,234 views", and the spelled-out form of 2026 aria-labels ("1.1 million views").
const VIEWS = /^([\d.,]+)\s*(k|m|b|thousand|million|billion)?\s+views?$/i;
// A bare count as 2026 cards print it beside the eye icon or in search results ("193K", "1.1M", "412").
const BARE_COUNT = /^([\d.,]+)\s*(k|m|b)?$/i;
const AGE =
  /^(?:streamed |premiered )?(\d+)\s*(second|minute|hour|day|week|month|year|sec|min|hr|wk|mo|yr|s|m|h|d|w|y)s?\s+ago$/i;

function normalize(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").trim();
}

/** "1.2" with a multiplier (a decimal point), or "1,234" without one (a thousands separator). */
function countValue(digits: string, unit: string | undefined): number | null {
  const multiplier = unit ? MULTIPLIER[unit.toLowerCase()] : 1;
  if (multiplier === undefined) return null;
  const number = unit ? Number(digits.replace(/,/g, ".")) : Number(digits.replace(/[.,]/g, ""));
  return Number.isFinite(number) ? Math.round(number * multiplier) : null;
}

/**
 * A view count as cards write it with the word ("1.2M views", "12K views", "1,234 views", "No views",
 * "1.1 million views").
 */
export function parseViewsText(text: string): number | null {
  const clean = normalize(text);
  if (/^no views$/i.test(clean)) return 0;
  const match = VIEWS.exec(clean);
  return match?.[1] ? countValue(match[1], match[2]) : null;
}

/** A count without any word ("193K", "1.1M", "412"): views only where the card's layout says so. */
export function parseBareCount(text: string): number | null {
  const match = BARE_COUNT.exec(normalize(text));
  return match?.[1] && /\d/.test(match[1]) ? countValue(match[1], match[2]) : null;
}

/** Hours since publication from a relative age ("3 days ago", "Streamed 2 weeks ago", "6d ago"). */
export function parseAgeHours(text: string): number | null {
  const match = AGE.exec(normalize(text));
  if (!match?.[1] || !match[2]) return null;
  const word = match[2].toLowerCase();
  const unit = UNIT_HOURS[UNIT_ABBREVIATIONS[word] ?? word];
  return unit === undefined ? null : Number(match[1]) * unit;
}

export interface CardStats {
  views: number;
  /** Approximate: YouTube rounds the age to its largest unit. */
  ageHours: number;
}

interface MetadataItem {
  /** Views written with the word, from the aria-label or the text. */
  views: number | null;
  /** A count without a word in the visible text. */
  bare: number | null;
  ageHours: number | null;
  /** Only a delimiter (" • ") or nothing. */
  blank: boolean;
}

function readItem(item: Element): MetadataItem {
  // 2026 lockups print "1.1M" / "6d ago" and keep the spelled-out form on the aria-label.
  const texts = [item.getAttribute("aria-label") ?? "", item.textContent ?? ""];
  const first = <T>(parse: (text: string) => T | null): T | null => {
    for (const text of texts) {
      const value = parse(text);
      if (value !== null) return value;
    }
    return null;
  };
  const text = texts[1] ?? "";
  return {
    views: first(parseViewsText),
    bare: parseBareCount(text),
    ageHours: first(parseAgeHours),
    blank: !/[\p{L}\p{N}]/u.test(text),
  };
}

/**
 * Views and age from a card's own metadata line; null when the card does not show both. Views are the
 * item that says "views"; failing that, a bare count right before the age, which is how 2026 search
 * results print it ("193K", "1d ago"). A bare number anywhere else could be a channel name ("1975").
 * Why: docs/decisions/extension-card-metadata.md.
 */
export function cardStats(card: Element): CardStats | null {
  const items = [...card.querySelectorAll(anyOf("cardMetadataText"))].map(readItem);
  const ageAt = items.findIndex((item) => item.ageHours !== null);
  const ageHours = items[ageAt]?.ageHours ?? null;
  if (ageHours === null) return null;
  const beforeAge = items.slice(0, ageAt).findLast((item) => !item.blank);
  const views = items.find((item) => item.views !== null)?.views ?? beforeAge?.bare ?? null;
  return views === null ? null : { views, ageHours };
}

/** A card's video that has not aired yet, or is streaming now; null for an ordinary video. */
export type CardBroadcast = "upcoming" | "live" | null;

/**
 * Whether the card shows an upcoming premiere/stream or a live stream, from marks that do not depend
 * on the interface language. Such cards get no VPH or outlier score: nothing has aired to measure.
 */
export function cardBroadcast(card: Element): CardBroadcast {
  if (card.querySelector(anyOf("liveCardMarks"))) return "live";
  if (card.querySelector(anyOf("upcomingCardMarks"))) return "upcoming";
  return null;
}

/** Views per hour from card text, hours floored at 1 as for the lifetime VPH. */
export function cardVph(stats: CardStats): number {
  return stats.views / Math.max(1, stats.ageHours);
}
