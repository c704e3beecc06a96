import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAge, formatDate } from "./time.ts";

const NOW = Date.parse("2025-03-10T12:00:00Z");
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe("formatAge", () => {
  it("uses the largest unit with a value of at least 1, rounded down", () => {
    expect(formatAge(NOW - 1 * S, NOW)).toBe("1 second ago");
    expect(formatAge(NOW - 59 * S, NOW)).toBe("59 seconds ago");
    expect(formatAge(NOW - MIN, NOW)).toBe("1 minute ago");
    expect(formatAge(NOW - 59 * MIN - 59 * S, NOW)).toBe("59 minutes ago");
    expect(formatAge(NOW - 3 * H, NOW)).toBe("3 hours ago");
    expect(formatAge(NOW - D, NOW)).toBe("1 day ago");
    expect(formatAge(NOW - 29 * D, NOW)).toBe("29 days ago");
    expect(formatAge(NOW - 30 * D, NOW)).toBe("1 month ago");
    expect(formatAge(NOW - 95 * D, NOW)).toBe("3 months ago");
    expect(formatAge(NOW - 364 * D, NOW)).toBe("12 months ago");
    expect(formatAge(NOW - 365 * D, NOW)).toBe("1 year ago");
    expect(formatAge(NOW - 3 * 365 * D, NOW)).toBe("3 years ago");
  });

  it("says 0 seconds ago for under a second or a future date", () => {
    expect(formatAge(NOW, NOW)).toBe("0 seconds ago");
    expect(formatAge(NOW - 999, NOW)).toBe("0 seconds ago");
    expect(formatAge(NOW + D, NOW)).toBe("0 seconds ago");
  });

  it("accepts ISO strings, Dates and epoch milliseconds", () => {
    expect(formatAge("2025-03-09T12:00:00Z", "2025-03-10T12:00:00Z")).toBe("1 day ago");
    expect(formatAge(new Date(NOW - 2 * H), new Date(NOW))).toBe("2 hours ago");
    expect(formatAge("2025-03-10T13:00:00+02:00", NOW)).toBe("1 hour ago");
  });

  it("shows '-' for an unreadable date", () => {
    expect(formatAge("yesterday", NOW)).toBe("-");
    expect(formatAge(null, NOW)).toBe("-");
  });

  it("always names a whole count of one unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e13 }), (elapsed) => {
        expect(formatAge(NOW - elapsed, NOW)).toMatch(
          /^(1 (year|month|day|hour|minute|second)|([02-9]|\d\d+) (years|months|days|hours|minutes|seconds)) ago$/,
        );
      }),
    );
  });
});

describe("formatDate", () => {
  it("shows the local calendar date of epoch seconds", () => {
    // Noon local time, so the date is the same in every time zone the test may run in.
    const epochSeconds = new Date(2025, 0, 15, 12, 0, 0).getTime() / 1000;
    expect(formatDate(epochSeconds, "en-US")).toBe("1/15/2025");
    expect(formatDate(epochSeconds, "de-DE")).toBe("15.1.2025");
    // Just before local midnight is still the same day.
    expect(formatDate(new Date(2025, 0, 15, 23, 59, 59).getTime() / 1000, "en-US")).toBe("1/15/2025");
  });

  it("shows '-' without a usable time", () => {
    expect(formatDate(null)).toBe("-");
    expect(formatDate(undefined)).toBe("-");
    expect(formatDate(Number.NaN)).toBe("-");
    expect(formatDate(1e20)).toBe("-");
  });
});
