import { anyOf } from "../../shared/selectors.ts";

import { CARD_LANGUAGES, type CardLanguage } from "./card-languages.ts";

/** Hours in a second, minute, hour, day, week, month and year: the order of `CardLanguage.units`. */
const UNIT_HOURS = [1 / 3600, 1 / 60, 1, 24, 7 * 24, 30 * 24, 365 * 24];
/** The first code point of each digit system YouTube prints: Arabic-Indic, Persian, Devanagari, Bengali, Thai. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50];
const NOT_LETTER_BEFORE = "(?<![\\p{L}\\p{M}])";
const NOT_LETTER_AFTER = "(?![\\p{L}\\p{M}])";

/**
 * Lower case, NFC, ASCII digits, plain spaces; the Arabic decimal and group marks as "." and ",".
 * Shared by every language's patterns, which are written in the same form.
 */
function normalizeCardText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59]/g, (digit) => {
      const code = digit.charCodeAt(0);
      const zero = DIGIT_ZEROS.findLast((start) => code >= start) ?? code;
      return String(code - zero);
    })
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",")
    .replace(/[\u00a0\u202f\s]+/g, " ")
    .trim();
}

interface CompiledLanguage {
  views: RegExp;
  none: RegExp | null;
  scale: Record<string, number>;
  /** A compact suffix at the start of the text after the number. */
  suffix: RegExp;
  age: RegExp;
  units: RegExp[];
}

function compile(language: CardLanguage): CompiledLanguage {
  const source = (pattern: string) => pattern.normalize("NFC");
  const unitWords = language.units.map(source).join("|");
  const age = source(language.age)
    .replaceAll("{n}", "(?:\\d+\\s*)?")
    .replaceAll("{u}", `${NOT_LETTER_BEFORE}(${unitWords})${NOT_LETTER_AFTER}`)
    .replaceAll("{w}", `${NOT_LETTER_BEFORE}(${unitWords})`);
  const keys = Object.keys(language.scale).sort((a, b) => b.length - a.length);
  const scale = Object.fromEntries(
    Object.entries(language.scale).map(([key, power]) => [key.normalize("NFC"), power]),
  );
  return {
    views: new RegExp(source(language.views), "u"),
    none: language.none ? new RegExp(`^${source(language.none)}$`, "u") : null,
    scale,
    // A suffix in a spaced script ends its word ("tys.", "mln"); 万, 만 and แสน may touch the next word.
    suffix: new RegExp(
      `^(${keys.map((key) => key.normalize("NFC").replace(/[.]/g, "\\.")).join("|")})\\.?(?![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{Script=Arabic}\\p{Script=Devanagari}])`,
      "u",
    ),
    age: new RegExp(age, "u"),
    units: language.units.map((unit) => new RegExp(`^(?:${source(unit)})$`, "u")),
  };
}

const LANGUAGES = new Map(
  Object.entries(CARD_LANGUAGES).map(([code, language]) => [code, compile(language)]),
);
const ENGLISH = LANGUAGES.get("en")!;

/** The card table for a page language ("pl-PL", "pt-BR", "ja"); English when YouTube's language is not one of them. */
function languageOf(lang: string | undefined): CompiledLanguage {
  const base = (lang ?? "").toLowerCase().split(/[-_]/)[0] ?? "";
  return LANGUAGES.get(base) ?? ENGLISH;
}

/**
 * A number as written before a compact suffix: "1,2" and "1.2" are decimals (one or two digits after
 * the last mark), "8,742" is grouped (Japanese "8,742万"). Without a suffix every mark groups digits.
 */
function numberValue(digits: string, power: number | undefined): number {
  if (power === undefined) return Number(digits.replace(/\D/g, ""));
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/\D/g, "");
  return Math.round(Number(`${whole}.${decimal?.[1] ?? "0"}`) * 10 ** power);
}

/** The first number in a normalized text and the compact suffix right after it, in one language's terms. */
function countIn(clean: string, language: CompiledLanguage, whole: boolean): number | null {
  const match = /\d+(?:[., ]\d+)*/.exec(clean);
  if (!match) return null;
  const rest = clean.slice(match.index + match[0].length).trimStart();
  const suffix = language.suffix.exec(rest);
  if (whole && (match.index > 0 || rest.length > (suffix?.[0].length ?? 0))) return null;
  const value = numberValue(match[0].trim(), suffix ? language.scale[suffix[1]!] : undefined);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A view count as cards write it with the word, in any interface language of CARD_LANGUAGES
 * ("1.2M views", "8 tys. wyświetleń", "120万 回視聴", "조회수 33만회", "No views"). The word says which
 * language's compact suffixes apply: Turkish "334 B" is 334 thousand, English "2.3B" billions.
 */
export function parseViewsText(text: string): number | null {
  const clean = normalizeCardText(text);
  for (const language of LANGUAGES.values()) {
    if (language.none?.test(clean)) return 0;
    if (language.views.test(clean)) return countIn(clean, language, false);
  }
  return null;
}

/**
 * A count without any word ("193K", "1.1M", "412", "8 tys."): views only where the card's layout says
 * so. Its suffix is read in the page's language (`<html lang>`), English when that is not known.
 */
export function parseBareCount(text: string, lang?: string): number | null {
  return countIn(normalizeCardText(text), languageOf(lang), true);
}

/**
 * Hours since publication from a relative age in any interface language of CARD_LANGUAGES ("3 days
 * ago", "Streamed 2 weeks ago", "6d ago", "17 godzin temu", "vor 3 Tagen", "2 時間前", "قبل يومين (2)").
 * Without a number the count is one ("Неделю назад", "قبل ساعة واحدة").
 */
export function parseAgeHours(text: string): number | null {
  const clean = normalizeCardText(text);
  for (const language of LANGUAGES.values()) {
    const match = language.age.exec(clean);
    const word = match?.slice(1).find((group) => group !== undefined);
    if (!match || word === undefined) continue;
    const unit = language.units.findIndex((pattern) => pattern.test(word));
    const count = Number(/\d+/.exec(match[0])?.[0] ?? 1);
    return unit < 0 ? null : count * UNIT_HOURS[unit]!;
  }
  return null;
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

function readItem(item: Element, lang: string): MetadataItem {
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
    bare: parseBareCount(text, lang),
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
  const lang = card.ownerDocument.documentElement.lang;
  const items = [...card.querySelectorAll(anyOf("cardMetadataText"))].map((item) => readItem(item, lang));
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
