// Numbers, compact counts and dates in the reader's language, through Intl (CLDR): "1,2 M" in German,
// "120万" in Japanese. Relative ages use Intl.RelativeTimeFormat ("vor 3 Tagen", "3 日前").

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A short count: "1.2M", "1,2 Mio.", "120万". */
export function formatCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

export function formatDate(date: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(date);
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** How long ago, in the largest whole unit: "3 days ago", "vor 3 Tagen", "3 日前". */
export function formatRelativeAge(date: Date, now: Date, locale: string): string {
  const seconds = Math.max(0, (now.getTime() - date.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of STEPS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, "minute");
}
