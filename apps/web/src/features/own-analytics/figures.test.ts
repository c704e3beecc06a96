import type { ChannelAnalyticsDay, ChannelAnalyticsPeriod } from "@vi/types";
import { describe, expect, it } from "vitest";
import { alignedDays, change, formatChange, formatHours, periodLabel, signedCount } from "./figures.ts";

const day = (date: string, views: number): ChannelAnalyticsDay => ({
  day: date,
  views,
  estimatedMinutesWatched: views * 2,
  averageViewDurationSeconds: 120,
  subscribersGained: 1,
  subscribersLost: 0,
});
const period = (startDate: string, endDate: string, days: ChannelAnalyticsDay[]): ChannelAnalyticsPeriod => ({
  startDate,
  endDate,
  days,
  totals: {
    views: 0,
    estimatedMinutesWatched: 0,
    averageViewDurationSeconds: null,
    subscribersGained: 0,
    subscribersLost: 0,
  },
});

describe("the change against the previous period", () => {
  it("is a signed percentage with one decimal", () => {
    expect(formatChange(112, 100)).toBe("+12.0%");
    expect(formatChange(96, 100)).toBe("-4.0%");
    expect(formatChange(100, 100)).toBe("0.0%");
    expect(formatChange(1_000_001, 1_000_000)).toBe("0.0%");
    expect(change(150, 100)).toBeCloseTo(0.5);
  });

  it("says 'New' when there was nothing before, '-' without figures", () => {
    expect(formatChange(5, 0)).toBe("New");
    expect(formatChange(0, 0)).toBe("-");
    expect(formatChange(null, 10)).toBe("-");
    expect(formatChange(10, null)).toBe("-");
  });

  it("compares net subscribers against a negative period by its size", () => {
    // From -10 to +10 is an improvement of 200 %, not a fall.
    expect(formatChange(10, -10)).toBe("+200.0%");
  });
});

describe("display", () => {
  it("hours, signed counts and period labels", () => {
    expect(formatHours(12.345)).toBe("12.3 h");
    expect(formatHours(1234.5)).toBe("1,235 h");
    expect(signedCount(1500)).toBe("+1.5K");
    expect(signedCount(-35)).toBe("-35");
    expect(signedCount(0)).toBe("0");
    expect(periodLabel({ startDate: "2026-10-23", endDate: "2026-11-19" })).toBe("Oct 23 - Nov 19, 2026");
  });

  it("lines the previous period up day by day, with gaps for days not reported", () => {
    const current = period("2026-11-01", "2026-11-03", [day("2026-11-01", 10), day("2026-11-03", 30)]);
    const previous = period("2026-10-29", "2026-10-31", [day("2026-10-29", 1), day("2026-10-30", 2)]);
    const aligned = alignedDays(current, previous);
    expect(aligned.map((entry) => entry.day)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(aligned.map((entry) => entry.current?.views ?? null)).toEqual([10, null, 30]);
    expect(aligned.map((entry) => entry.previous?.views ?? null)).toEqual([1, 2, null]);
  });
});
