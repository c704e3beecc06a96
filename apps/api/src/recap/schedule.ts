// When a user's recap is due: from 08:00 in their timezone until their day ends, once per local day.
// Catching up later in the day (after downtime) is deliberate: a recap a few hours late beats none.

import { RECAP_LOCAL_HOUR } from "@vi/types";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  day: string;
  hour: number;
  minute: number;
  /** The zone actually used (UTC when the stored one is unknown to this runtime). */
  timeZone: string;
}

/** The calendar day and time at `instant` in `timeZone`; an unknown zone counts as UTC. */
export function localTime(timeZone: string, instant: Date): LocalTime {
  let zone = timeZone;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(zone).formatToParts(instant);
  } catch {
    zone = "UTC";
    parts = formatter(zone).formatToParts(instant);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: `${get("year")}-${get("month")}-${get("day")}`,
    hour: Number(get("hour")),
    minute: Number(get("minute")),
    timeZone: zone,
  };
}

/** The recap day due at `instant` for a user in `timeZone`, or null before 08:00 local. */
export function dueRecapDay(timeZone: string, instant: Date): string | null {
  const local = localTime(timeZone, instant);
  return local.hour >= RECAP_LOCAL_HOUR ? local.day : null;
}

/** The instant local midnight starts `day` (YYYY-MM-DD) in `timeZone` (DST-safe to the minute). */
export function startOfLocalDay(timeZone: string, day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Start from UTC midnight and correct by the zone's offset there; a second pass settles DST changes.
  let guess = Date.UTC(year, month - 1, date);
  for (let pass = 0; pass < 2; pass++) {
    const local = localTime(timeZone, new Date(guess));
    const [ly, lm, ld] = local.day.split("-").map(Number) as [number, number, number];
    const shownAsUtc = Date.UTC(ly, lm - 1, ld, local.hour, local.minute);
    guess += Date.UTC(year, month - 1, date) - shownAsUtc;
  }
  return new Date(guess);
}

/** YYYY-MM-DD of the day before `day`. */
export function previousDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}
