// P[nY][nM][nW][nD][T[nH][nM][n[.n]S]]: at least one part after P, and after T when T is present.
const ISO_DURATION =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?!$)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Seconds in an ISO-8601 duration as YouTube sends them: "PT1H2M3S" -> 3723, "P1DT1H" -> 90000.
 * "P0D" (YouTube's "no duration": live streams, premieres) and "" -> 0. Malformed text, null and
 * undefined -> null. Weeks are 7 days; the calendar units are fixed like elsewhere in the product
 * (year = 365 days, month = 30 days). Only seconds may have a fraction ("PT1.5S" -> 1.5).
 */
export function parseDuration(iso: string | null | undefined): number | null {
  if (iso === null || iso === undefined) return null;
  if (iso === "") return 0;
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
