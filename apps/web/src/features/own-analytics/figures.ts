// The 'Your channel' page's arithmetic and wording: the change against the previous 28 days, the
// definitions shown with each figure (docs/product.md#your-channel), and the days for the charts.
import { formatCount } from "@vi/format";
import type { ChannelAnalyticsFigures, ChannelAnalyticsPeriod } from "@vi/types";

/** Definitions shown with the tiles. */
export const FIGURE_DEFINITIONS = {
  views: "Views of your videos in the 28 days, as YouTube Analytics counts them.",
  watchTime: "Hours of your videos watched in the 28 days (YouTube's estimated minutes watched, in hours).",
  averageViewDuration: "Watch time divided by views: how long a view lasted on average.",
  subscribers: "Subscribers gained minus subscribers lost in the 28 days.",
} as const;

/**
 * The change of a figure against the previous period, as a fraction (0.12 is +12 %); null when the previous
 * period had none to compare with.
 */
export function change(current: number | null, previous: number | null): number | null {
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
export function shortDay(day: string): string {
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
