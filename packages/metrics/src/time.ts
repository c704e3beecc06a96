/**
 * A point in time as the callers have it: a `Date`, an ISO-8601 string (as YouTube and the API send),
 * or a number of epoch MILLISECONDS (the `Date.now()` convention).
 */
export type TimeInput = Date | string | number;

/** Epoch milliseconds of `t`, or null when it is missing or not a valid time. */
export function toMillis(t: TimeInput | null | undefined): number | null {
  if (t === null || t === undefined) return null;
  const ms = t instanceof Date ? t.getTime() : typeof t === "number" ? t : Date.parse(t);
  return Number.isFinite(ms) ? ms : null;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
