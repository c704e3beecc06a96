import { type Localizer, localized } from "./localizer.ts";

const UNITS = [
  { size: 1e3, suffix: "K" },
  { size: 1e6, suffix: "M" },
  { size: 1e9, suffix: "B" },
] as const;

/** A number from a number or a numeric string; null for anything else (null, "", NaN, "abc"). */
function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return Number.isNaN(n) ? null : n;
}

/**
 * A count for display: under 1000 the rounded integer ("999"); from 1e3 "K", 1e6 "M", 1e9 "B" with one
 * decimal always shown ("1.0K", "15.5K", "2.3B"). A value that would print as "1000.0" of a unit moves
 * to the next unit (999,950 -> "1.0M"). Numeric strings (YouTube sends counts as text) are accepted.
 * "-" for null, undefined, NaN, non-numeric text, infinities and negative values (counts are never
 * negative, so a negative one is bad data, not something to show).
 */
export function formatCount(value: number | string | null | undefined, l?: Localizer): string {
  const n = toNumber(value);
  if (n === null || !Number.isFinite(n) || n < 0) return "-";
  const t = localized(l);
  // Other languages: Intl's compact notation in the reader's language ("1,2 Mio.", "120万").
  if (t)
    return new Intl.NumberFormat(t.language, { notation: "compact", maximumFractionDigits: 1 }).format(n);
  const whole = Math.round(n);
  if (whole < 1000) return String(whole);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    // Tenths of the unit, rounded half up; dividing by size/10 keeps 1250 -> 12.5 exact.
    const tenths = Math.round(n / (unit.size / 10));
    if (tenths < 10_000 || i === UNITS.length - 1) {
      // BigInt prints huge integers in full where String() would switch to "1e+21".
      return `${BigInt(Math.floor(tenths / 10))}.${tenths % 10}${unit.suffix}`;
    }
  }
  return "-"; // unreachable: the last unit always returns
}

/** An outlier score for display: two decimals and "X" ("3.46X", "1.00X"); "-" when there is no score. */
export function formatOutlier(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "-";
  return `${value.toFixed(2)}X`;
}

/** The noun for a count: "1 reply", "2 replies" (pass both forms: English plurals are irregular). */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
