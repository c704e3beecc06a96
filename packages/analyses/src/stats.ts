// Small statistics the analyses share: quantiles, ranks, zoned calendar parts and title words.
import { median } from "@vi/metrics";

export { median };

/** Quantile q (0..1) of the values by linear interpolation between closest ranks; null when empty. */
export function quantile(values: readonly number[], q: number): number | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = sorted[low] as number;
  const b = sorted[high] as number;
  return a + (b - a) * (position - low);
}

/** Ranks 1..n, ties sharing their mean rank (as Spearman's coefficient needs). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const out = new Array<number>(values.length);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (
      j + 1 < order.length &&
      (order[j + 1] as { value: number }).value === (order[i] as { value: number }).value
    )
      j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[(order[k] as { index: number }).index] = rank;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson's over ranks); null with fewer than `min` pairs or no spread. */
export function spearman(xs: readonly number[], ys: readonly number[], min = 5): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < min) return null;
  const rx = ranks(xs.slice(0, n));
  const ry = ranks(ys.slice(0, n));
  const mean = (n + 1) / 2;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (rx[i] as number) - mean;
    const dy = (ry[i] as number) - mean;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  if (vx === 0 || vy === 0) return null;
  return Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy)));
}

export interface ZonedParts {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  hour: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar date, weekday and hour of an instant in an IANA zone (one cached formatter per zone). */
export function zonedParts(at: number, timeZone: string): ZonedParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday ?? "Mon"] ?? 0,
    hour: Number(parts.hour) % 24,
  };
}

const DAY_MS = 86_400_000;

/** The Monday ('YYYY-MM-DD') of the week holding a zoned date. */
export function weekOf({ date, weekday }: Pick<ZonedParts, "date" | "weekday">): string {
  const midnight = Date.parse(`${date}T00:00:00Z`) - weekday * DAY_MS;
  return new Date(midnight).toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of the zoned week holding `at`. */
export function weekStart(at: number, timeZone: string): string {
  return weekOf(zonedParts(at, timeZone));
}

/** Every Monday from `first` to `last` (both 'YYYY-MM-DD' Mondays), inclusive. */
export function mondaysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += 7 * DAY_MS) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

// Words too common to say anything about a title.
const STOP_WORDS = new Set(
  (
    "the and for you your with this that from are was were what when how why who into out not but all can " +
    "have has had its it's our one new get got just more most over than then they them their there these " +
    "those will would about after before here him his her she he i'm im we've you're don't vs via per off"
  ).split(" "),
);

/** Distinct lower-case title words of 3+ letters or digits, stop words left out. */
export function titleWords(title: string): Set<string> {
  const words = title.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}']*/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)));
}

/** Distinct lower-case, trimmed tags. */
export function tagSet(tags: readonly string[]): Set<string> {
  return new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean));
}
