// ISO-8601 durations, the one reader and writer of them in the product: YouTube's contentDetails.duration
// (read by the API when it stores a video), the `videoDuration` the API sends, and the clients' display.

// P[nY][nM][nW][nD][T[nH][nM][n[.n]S]]: at least one part after P, and after T when T is present.
const ISO_DURATION =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?!$)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Seconds in an ISO-8601 duration as YouTube sends them: "PT1H2M3S" -> 3723, "P1DT2H" -> 93600.
 * "P0D" (YouTube's "no duration": live streams, premieres) and "PT0S" -> 0. Null for anything that is
 * not a duration: "", malformed text, null, undefined, digits too long to be a number. Weeks are 7 days;
 * the calendar units are fixed like elsewhere in the product (year = 365 days, month = 30 days). Only
 * seconds may have a fraction, which is kept ("PT1.5S" -> 1.5): callers that store whole seconds round.
 */
export function parseDuration(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined) return null;
  const m = ISO_DURATION.exec(iso);
  if (m === null) return null;
  const part = (i: number) => (m[i] === undefined ? 0 : Number(m[i]!.replace(",", ".")));
  const seconds =
    part(1) * 365 * DAY +
    part(2) * 30 * DAY +
    part(3) * 7 * DAY +
    part(4) * DAY +
    part(5) * HOUR +
    part(6) * MINUTE +
    part(7);
  // Absurdly long digit strings overflow to Infinity: not a duration anyone can show.
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * Whole seconds as YouTube writes a duration: "PT4M13S", "PT1H", "P1DT2H3M4S", and "P0D" for zero (and
 * for a negative or non-finite input). Fractions are rounded; days are the largest unit.
 */
export function formatIsoDuration(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  if (total === 0) return "P0D";
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const seconds = total % MINUTE;
  let time = "";
  if (hours) time += `${hours}H`;
  if (minutes) time += `${minutes}M`;
  if (seconds) time += `${seconds}S`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A duration for display: "0:45", "12:34", "1:02:03" (hours are not folded into days: "25:00:00").
 * Fractions of a second are dropped. "-" for null, undefined, negative or non-finite values.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "-";
  const total = Math.floor(seconds);
  const h = Math.floor(total / HOUR);
  const m = Math.floor((total % HOUR) / MINUTE);
  const s = total % MINUTE;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}
