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
export const planLabel = (plan: string) => (plan === "free" ? "Free" : plan);
