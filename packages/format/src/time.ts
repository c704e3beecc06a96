// Times arrive as @vi/metrics' TimeInput (epoch milliseconds when a number); formatDate is the
// exception: it takes epoch seconds, because that is what Stripe's subscription fields hold.
import { type TimeInput, toMillis } from "@vi/metrics";
import { type Localizer, localized } from "./localizer.ts";

export type { TimeInput };

const SECOND_MS = 1000;
const AGE_UNITS = [
  { name: "year", ms: 365 * 86_400_000 },
  { name: "month", ms: 30 * 86_400_000 },
  { name: "day", ms: 86_400_000 },
  { name: "hour", ms: 3_600_000 },
  { name: "minute", ms: 60_000 },
  { name: "second", ms: SECOND_MS },
] as const;

/**
 * How long ago `publishedAt` was at `now`, in the largest unit with a value of at least 1 (year = 365 days,
 * month = 30 days, day, hour, minute, second), rounded down: "1 day ago", "3 months ago".
 * Less than a second, or a date in the future -> "0 seconds ago". "-" when either time is invalid.
 */
export function formatAge(
  publishedAt: TimeInput | null | undefined,
  now: TimeInput = Date.now(),
  l?: Localizer,
): string {
  const from = toMillis(publishedAt);
  const to = toMillis(now);
  if (from === null || to === null) return "-";
  const elapsed = to - from;
  const t = localized(l);
  // Other languages: Intl's relative time ("vor 3 Tagen", "3 日前").
  const relative = t ? new Intl.RelativeTimeFormat(t.language, { numeric: "always" }) : null;
  for (const unit of AGE_UNITS) {
    const count = Math.floor(elapsed / unit.ms);
    if (count >= 1) {
      return relative
        ? relative.format(-count, unit.name)
        : `${count} ${unit.name}${count === 1 ? "" : "s"} ago`;
    }
  }
  return relative ? relative.format(-0, "second") : "0 seconds ago";
}

/**
 * A date (no time) in the reader's local time zone, e.g. "1/15/2025" in en-US, from epoch SECONDS.
 * `locale` defaults to the runtime's locale. "-" for null, undefined or an out-of-range value.
 */
export function formatDate(epochSeconds: number | null | undefined, locale?: string | string[]): string {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return "-";
  const date = new Date(epochSeconds * 1000);
  if (Number.isNaN(date.getTime())) return "-";
  return date.toLocaleDateString(locale);
}
