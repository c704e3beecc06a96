// Numbers, counts, dates and ages in the reader's language (Intl, through @vi/i18n). English keeps
// @vi/format's wording ("1.2M", "3 days ago", "3.46X"), as docs/product.md words it; the pseudo-locale
// shows that English bracketed, so a figure that skipped these helpers stands out in its check.
import {
  formatAge,
  formatCount,
  formatDate as formatEnglishDate,
  formatHistoryAge,
  formatOutlier,
  formatPrice,
  formatShare,
} from "@vi/format";
import {
  DEFAULT_LANGUAGE,
  formatCompact,
  formatCurrency,
  formatNumber,
  formatRelativeAge,
  localizerOf,
  PSEUDO_LANGUAGE,
  pseudoString,
} from "@vi/i18n";
import { useMemo } from "react";
import { useT } from "./use-t.ts";

export interface Formatters {
  language: string;
  /** English wording (@vi/format's) is kept: English and the pseudo-locale. */
  english: boolean;
  /** The Intl locale of the figures ("en-US" in English). */
  locale: string;
  /** English wording from elsewhere, bracketed in the pseudo-locale (as it stands in every other language). */
  mark: (text: string) => string;
  /** An exact number: "12,345", "12.345". */
  number: (value: number) => string;
  /** A short count: "1.2M", "1,2 Mio.", "120万"; "-" when there is none. */
  count: (value: number | null | undefined) => string;
  /** An outlier score with two decimals: "3.46X", "3,46X"; "-" when there is none. */
  outlier: (value: number | null | undefined) => string;
  /** A number with a fixed count of decimals: "1.5", "1,5" (as toFixed in English). */
  fixed: (value: number, digits: number) => string;
  /** A share of 0..1 as a whole percentage: "42%", "42 %"; "-" when there is none. */
  share: (value: number | null) => string;
  /** A language's name from its code ("en", "eng"): "English", "Englisch"; the code when unknown. */
  languageName: (code: string) => string;
  /** Short weekday names from Monday: "Mon", "Mo.", "月". */
  weekdays: string[];
  /** A ratio with one decimal: "4.2x", "4,2x". */
  ratio: (value: number) => string;
  /** How long ago: "3 days ago", "vor 3 Tagen"; "-" for an invalid time. */
  age: (at: string | number | Date, now?: number) => string;
  /** A date without time: "Nov 28, 2026", "28.11.2026". */
  date: (at: string | number | Date) => string;
  /** A date and time: "11/28/2026, 10:00:00 AM", "28.11.2026, 10:00:00". */
  dateTime: (at: string | number | Date) => string;
  /** A date as digits: "1/15/2025" (as @vi/format's formatDate), "15.1.2025". */
  numericDate: (at: string | number | Date) => string;
  /** A date and time, shorter: "Nov 28, 2026, 10:00 AM". */
  dateTimeShort: (at: string | number | Date) => string;
  /** A date as digits from epoch seconds (Stripe's): "1/15/2025", "15.1.2025"; "-" when missing. */
  epochDate: (epochSeconds: number | null | undefined) => string;
  /** Whole or fractional dollars: "$4.99", "4,99 $". */
  price: (dollars: number) => string;
  /** An amount in a currency's minor unit (Stripe's cents). */
  money: (cents: number, currency: string) => string;
  /** An age since publication as the history words it: "40 minutes", "18 hours", "3 days" ("18 Stunden"). */
  duration: (ms: number | null | undefined) => string;
}

const HOUR_MS = 3_600_000;

export function formattersFor(language: string): Formatters {
  const pseudo = language === PSEUDO_LANGUAGE;
  const english = language === DEFAULT_LANGUAGE || pseudo;
  const locale = english ? "en-US" : language;
  const mark = (text: string) => (pseudo && /[A-Za-z]/.test(text) ? pseudoString(text) : text);
  const fixed = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  const valid = (value: number | null | undefined): value is number =>
    value !== null && value !== undefined && Number.isFinite(value);
  const dateFormat = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric" });
  const shortDateTime = new Intl.DateTimeFormat(english ? undefined : locale, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const unit = (value: number, name: "minute" | "hour" | "day") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(value);
  return {
    language,
    english,
    locale,
    mark,
    number: (value) => formatNumber(value, locale),
    count: (value) => {
      if (!valid(value) || value < 0) return "-";
      return english ? formatCount(value) : formatCompact(Math.round(value), locale);
    },
    outlier: (value) => {
      if (!valid(value)) return "-";
      return english ? formatOutlier(value) : `${fixed(value, 2)}X`;
    },
    fixed: (value, digits) => fixed(value, digits),
    share: (value) => {
      if (value === null) return "-";
      return english
        ? formatShare(value)
        : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);
    },
    languageName: (code) => {
      try {
        return mark(new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code);
      } catch {
        return code;
      }
    },
    // 2024-01-01 was a Monday.
    weekdays: Array.from({ length: 7 }, (_, d) =>
      mark(
        new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(
          Date.UTC(2024, 0, 1 + d),
        ),
      ),
    ),
    ratio: (value) => `${fixed(value, 1)}x`,
    age: (at, now = Date.now()) => {
      const time = new Date(at).getTime();
      if (Number.isNaN(time)) return "-";
      if (english) return mark(formatAge(time, now));
      return formatRelativeAge(new Date(time), new Date(now), locale);
    },
    date: (at) => {
      const date = new Date(at);
      return Number.isNaN(date.getTime()) ? "-" : mark(dateFormat.format(date));
    },
    dateTime: (at) => {
      const date = new Date(at);
      return Number.isNaN(date.getTime()) ? "-" : mark(date.toLocaleString(english ? undefined : locale));
    },
    numericDate: (at) => {
      const date = new Date(at);
      return Number.isNaN(date.getTime()) ? "-" : mark(date.toLocaleDateString(english ? undefined : locale));
    },
    dateTimeShort: (at) => {
      const date = new Date(at);
      return Number.isNaN(date.getTime()) ? "-" : mark(shortDateTime.format(date));
    },
    epochDate: (epochSeconds) =>
      english || !valid(epochSeconds)
        ? mark(formatEnglishDate(epochSeconds))
        : new Date(epochSeconds * 1000).toLocaleDateString(locale),
    price: (dollars) => (english ? formatPrice(dollars) : formatCurrency(dollars, "usd", language)),
    money: (cents, currency) => {
      if (!english) return formatCurrency(cents / 100, currency, language);
      if (currency === "usd") return formatPrice(cents / 100);
      return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
        cents / 100,
      );
    },
    duration: (ms) => {
      if (english) return mark(formatHistoryAge(ms));
      if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return "-";
      // The same units as formatHistoryAge: minutes below an hour, hours below two days, then days.
      if (ms < HOUR_MS) return unit(Math.floor(ms / 60_000), "minute");
      if (ms < 48 * HOUR_MS) return unit(Math.floor(ms / HOUR_MS), "hour");
      return unit(Math.floor(ms / (24 * HOUR_MS)), "day");
    },
  };
}

/** The formatters of the reader's language (the app's i18next instance). */
export function useFormat(): Formatters {
  const { i18n } = useT();
  const language = i18n.language;
  return useMemo(() => formattersFor(language), [language]);
}

/** The reader's language for @vi/format's sentences (quota texts, history lines); English keeps its words. */
export function useLocalizer(): ReturnType<typeof localizerOf> {
  const { i18n } = useT();
  const language = i18n.language;
  return useMemo(() => localizerOf(i18n), [i18n, language]);
}
