import { QuotaBudgetExhaustedError, type YoutubeEndpoint } from "./errors.ts";

/**
 * Units each call costs (docs/decisions/youtube-quota.md), from "Quota costs" in the YouTube Data API docs (determine_quota_cost):
 * every list method the client calls costs 1 unit per request, whatever the number of ids (up to 50)
 * or results (search.list, which it does not call, costs 100). Every request is charged, including invalid ones and retries,
 * and each further page is charged again.
 */
export const QUOTA_COSTS = {
  videos: 1,
  channels: 1,
  playlistItems: 1,
  commentThreads: 1,
  // search.list: 100 units, from Google's separate search allowance but counted in the same budget here.
  search: 100,
} as const satisfies Record<YoutubeEndpoint, number>;

/**
 * The client's daily allowance. `spend` must check and record atomically so that concurrent workers
 * cannot overshoot; a database implementation can do it with one conditional UPDATE ... RETURNING.
 */
export interface QuotaBudget {
  readonly dailyLimit: number;
  /** Records `units` for the current Pacific-time day, or throws QuotaBudgetExhaustedError (recording nothing). */
  spend(units: number): Promise<void>;
  /** Units recorded for the current Pacific-time day. */
  usedToday(): Promise<number>;
}

const PACIFIC = "America/Los_Angeles";
const pacificFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: PACIFIC,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function pacificParts(at: number): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts: Record<string, number> = {};
  for (const part of pacificFormat.formatToParts(new Date(at))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The Pacific-time calendar day of an instant, 'YYYY-MM-DD': Google's quota day. */
export function pacificDay(at: number): string {
  const { year, month, day } = pacificParts(at);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The instant of the next midnight in Pacific Time (PST is UTC-8, PDT is UTC-7) after `at`. */
export function nextPacificMidnight(at: number): Date {
  const { year, month, day } = pacificParts(at);
  for (const offsetHours of [8, 7]) {
    // Date.UTC normalises day overflow (Jan 32 -> Feb 1).
    const candidate = Date.UTC(year, month - 1, day + 1, offsetHours);
    const local = pacificParts(candidate);
    if (local.hour === 0 && local.minute === 0) return new Date(candidate);
  }
  // Unreachable for America/Los_Angeles, whose transitions happen at 02:00, never at midnight.
  throw new Error(`no Pacific midnight found after ${new Date(at).toISOString()}`);
}

export interface QuotaBudgetOptions {
  dailyLimit: number;
  /** Clock in epoch milliseconds; injectable for tests. */
  now?: () => number;
}

/** An in-process budget (one API process). Usage resets at midnight Pacific Time like Google's. */
export function createQuotaBudget({ dailyLimit, now = Date.now }: QuotaBudgetOptions): QuotaBudget {
  if (!Number.isFinite(dailyLimit) || dailyLimit < 0) {
    throw new RangeError(`dailyLimit must be a non-negative number, got ${dailyLimit}`);
  }
  let day = pacificDay(now());
  let used = 0;

  const roll = (at: number) => {
    const today = pacificDay(at);
    if (today !== day) {
      day = today;
      used = 0;
    }
  };

  return {
    dailyLimit,
    async spend(units) {
      if (!Number.isInteger(units) || units < 0)
        throw new RangeError(`units must be a non-negative integer, got ${units}`);
      const at = now();
      roll(at);
      if (used + units > dailyLimit) {
        throw new QuotaBudgetExhaustedError({
          requested: units,
          used,
          dailyLimit,
          resetsAt: nextPacificMidnight(at),
        });
      }
      used += units;
    },
    async usedToday() {
      roll(now());
      return used;
    },
  };
}
