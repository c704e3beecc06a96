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
const SUFFIX: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

// English only: other interface languages simply get no signed-out VPH rather than a wrong one.
const VIEWS = /^([\d.,]+)\s*([KMB])?\s+views?$/i;
const AGE = /^(?:streamed |premiered )?(\d+)\s+(second|minute|hour|day|week|month|year)s?\s+ago$/i;

/** A view count as YouTube abbreviates it on cards ("1.2M views", "12K views", "1,234 views", "No views"). */
export function parseViewsText(text: string): number | null {
  const clean = text.replace(/[\u00a0\u202f]/g, " ").trim();
  if (/^no views$/i.test(clean)) return 0;
  const match = VIEWS.exec(clean);
  if (!match?.[1]) return null;
  const suffix = match[2]?.toUpperCase();
  // "1.2K" uses a decimal point; "1,234" a thousands separator.
  const number = suffix ? Number(match[1].replace(/,/g, ".")) : Number(match[1].replace(/[.,]/g, ""));
  if (!Number.isFinite(number)) return null;
  return Math.round(number * (suffix ? (SUFFIX[suffix] ?? 1) : 1));
}

/** Hours since publication from a relative age ("3 days ago", "Streamed 2 weeks ago"). */
export function parseAgeHours(text: string): number | null {
  const match = AGE.exec(text.replace(/[\u00a0\u202f]/g, " ").trim());
  if (!match?.[1] || !match[2]) return null;
  const unit = UNIT_HOURS[match[2].toLowerCase()];
  return unit === undefined ? null : Number(match[1]) * unit;
}

export interface CardStats {
  views: number;
  /** Approximate: YouTube rounds the age to its largest unit. */
  ageHours: number;
}

/** Views and age from a card's own metadata line; null when the card does not show both. */
export function cardStats(card: Element): CardStats | null {
  let views: number | null = null;
  let ageHours: number | null = null;
  for (const item of card.querySelectorAll(anyOf("cardMetadataText"))) {
    const text = item.textContent ?? "";
    if (views === null) views = parseViewsText(text);
    if (ageHours === null) ageHours = parseAgeHours(text);
    if (views !== null && ageHours !== null) return { views, ageHours };
  }
  return null;
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
