import { PLAN_NAMES } from "@vi/types/core";

const numberFormat = new Intl.NumberFormat("en-US");
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

export const formatCount = (value: number) => numberFormat.format(value);

/** "Mar 4, 2026, 2:05:09 PM"; "Never" for null. */
export function formatWhen(iso: string | null): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A job's last result in one line ({"tracked":3,"failed":0} -> "tracked 3 · failed 0"). */
export function summarizeResult(result: unknown): string {
  if (result === null || result === undefined) return "—";
  if (typeof result !== "object") return String(result);
  const parts = Object.entries(result as Record<string, unknown>).map(([key, value]) =>
    typeof value === "object" && value !== null
      ? `${key} ${JSON.stringify(value)}`
      : `${key} ${String(value)}`,
  );
  return parts.length > 0 ? parts.join(" · ") : "—";
}

/** What the API calls the free plan, and Stripe product ids as they are. */
export const planLabel = (plan: string) => (plan === "free" ? PLAN_NAMES.free : plan);

/**
 * How far ahead `iso` is from `nowMs`, the short way: "in under a minute", "in 12 min", "in 3 h 20 min",
 * "in 2 days"; "now" once it is due (a late tick is still due now, not "12 min ago").
 */
export function formatTimeUntil(iso: string, nowMs: number): string {
  const ms = Date.parse(iso) - nowMs;
  if (Number.isNaN(ms)) return iso;
  if (ms <= 0) return "now";
  if (ms < 60_000) return "in under a minute";
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    const rest = minutes % 60;
    return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
  }
  return `in ${Math.round(hours / 24)} days`;
}

const clockFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** "2:05 PM" (a run's start, the date is in the title); "—" for null. */
export function formatClock(iso: string | null): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clockFormat.format(date);
}

/** The queue's cron (UTC) in words for the patterns the API uses; other patterns as written. */
export function describeCron(cron: string | null): string {
  if (cron === null) return "When sent";
  if (cron === "* * * * *") return "Every minute";
  const hourly = /^(\d{1,2}) \* \* \* \*$/.exec(cron);
  if (hourly) return `Hourly at :${hourly[1]!.padStart(2, "0")}`;
  return `${cron} (UTC)`;
}
