// The 'Your channel' page's arithmetic and wording: the change against the previous 28 days, the
// definitions shown with each figure (docs/product.md#your-channel), and the days for the charts.
import { formatCount } from "@vi/format";
import type { ChannelAnalyticsFigures, ChannelAnalyticsPeriod } from "@vi/types";
import type { Formatters } from "../../i18n/use-format.ts";

/**
 * The change of a figure against the previous period, as a fraction (0.12 is +12 %); null when the previous
 * period had none to compare with.
 */
export function change(current: number | null, previous: number | null): number | null {
  return changeRatio(current, previous);
}

function changeRatio(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** "+12.3%", "-4.0%", "0.0%"; "New" when there was nothing before; "-" without figures. */
export function formatChange(current: number | null, previous: number | null): string {
  if (current === null) return "-";
  const ratio = change(current, previous);
  if (ratio === null) return previous === 0 && current > 0 ? "New" : "-";
  const percent = ratio * 100;
  const rounded = Math.abs(percent) < 0.05 ? 0 : percent;
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(1)}%`;
}

export const netSubscribers = (figures: ChannelAnalyticsFigures) =>
  figures.subscribersGained - figures.subscribersLost;

/** "+1.2K", "-35", "0": a net count with its sign. */
export function signedCount(value: number): string {
  if (value === 0) return "0";
  return `${value > 0 ? "+" : "-"}${formatCount(Math.abs(value))}`;
}

export const watchHours = (minutes: number) => minutes / 60;

/** "1,234.5 h" style: watch time in hours with one decimal below 100, whole above. */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString("en-US", { maximumFractionDigits: hours < 100 ? 1 : 0 })} h`;
}

/** "Nov 3": a period day for axis labels and tables (days are calendar dates, shown as they are). */
function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "Oct 23 - Nov 19, 2026". */
export function periodLabel(period: Pick<ChannelAnalyticsPeriod, "startDate" | "endDate">): string {
  const year = period.endDate.slice(0, 4);
  return `${shortDay(period.startDate)} - ${shortDay(period.endDate)}, ${year}`;
}

/**
 * The 28 days of a period in order, each with its figures or null when YouTube has not reported it; the
 * previous period lined up day by day (its nth day under the current period's nth day).
 */
export function alignedDays(current: ChannelAnalyticsPeriod, previous: ChannelAnalyticsPeriod) {
  const days: string[] = [];
  for (
    let at = Date.parse(`${current.startDate}T00:00:00Z`);
    at <= Date.parse(`${current.endDate}T00:00:00Z`);
    at += 86_400_000
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  const byDay = new Map([...current.days, ...previous.days].map((day) => [day.day, day]));
  const offset = Date.parse(`${current.startDate}T00:00:00Z`) - Date.parse(`${previous.startDate}T00:00:00Z`);
  return days.map((day) => ({
    day,
    current: byDay.get(day) ?? null,
    previous: byDay.get(new Date(Date.parse(`${day}T00:00:00Z`) - offset).toISOString().slice(0, 10)) ?? null,
  }));
}

/** The figures above in the reader's language (Intl); English keeps the wording of the functions above. */
export interface OwnFigureText {
  /** The change as formatChange words it, "New" aside (the caller words that). */
  change: (current: number | null, previous: number | null) => string;
  hours: (hours: number) => string;
  signed: (value: number) => string;
  day: (day: string) => string;
  period: (period: Pick<ChannelAnalyticsPeriod, "startDate" | "endDate">) => string;
  /** A share of 0..1 with one decimal: "12.3%". */
  share: (share: number) => string;
}

export function ownFigureText(f: Formatters, newText: string): OwnFigureText {
  const change = (current: number | null, previous: number | null) => {
    const english = formatChange(current, previous);
    if (english === "New") return newText;
    if (f.english) return english;
    const ratio = current === null ? null : changeRatio(current, previous);
    if (ratio === null) return "-";
    return new Intl.NumberFormat(f.locale, {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(Math.abs(ratio) < 0.0005 ? 0 : ratio);
  };
  const utcDay = (day: string) => new Date(`${day}T12:00:00Z`);
  const dayFormat = new Intl.DateTimeFormat(f.locale, { month: "short", day: "numeric", timeZone: "UTC" });
  const rangeFormat = new Intl.DateTimeFormat(f.locale, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return {
    change,
    hours: (hours) =>
      f.english
        ? formatHours(hours)
        : new Intl.NumberFormat(f.locale, {
            style: "unit",
            unit: "hour",
            unitDisplay: "short",
            maximumFractionDigits: hours < 100 ? 1 : 0,
          }).format(hours),
    signed: (value) =>
      f.english
        ? signedCount(value)
        : value === 0
          ? "0"
          : `${value > 0 ? "+" : "-"}${f.count(Math.abs(value))}`,
    day: (day) => (f.english ? f.mark(shortDay(day)) : dayFormat.format(utcDay(day))),
    period: (period) =>
      f.english
        ? f.mark(periodLabel(period))
        : rangeFormat.formatRange(utcDay(period.startDate), utcDay(period.endDate)),
    share: (share) =>
      f.english
        ? `${(share * 100).toFixed(1)}%`
        : new Intl.NumberFormat(f.locale, {
            style: "percent",
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(share),
  };
}
