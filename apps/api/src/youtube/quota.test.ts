import { describe, expect, it } from "vitest";
import { QuotaBudgetExhaustedError } from "./errors.ts";
import { createQuotaBudget, nextPacificMidnight, pacificDay, QUOTA_COSTS } from "./quota.ts";

describe("Pacific-time quota day", () => {
  it("uses the calendar day in Los Angeles, not UTC", () => {
    // 2026-01-15 07:59 UTC is still Jan 14 in PST (UTC-8); 08:00 UTC is Jan 15.
    expect(pacificDay(Date.UTC(2026, 0, 15, 7, 59))).toBe("2026-01-14");
    expect(pacificDay(Date.UTC(2026, 0, 15, 8, 0))).toBe("2026-01-15");
    // In summer (PDT, UTC-7) the day starts at 07:00 UTC.
    expect(pacificDay(Date.UTC(2026, 6, 15, 6, 59))).toBe("2026-07-14");
    expect(pacificDay(Date.UTC(2026, 6, 15, 7, 0))).toBe("2026-07-15");
  });

  it("finds the next midnight in both standard and daylight time, and across DST changes", () => {
    expect(nextPacificMidnight(Date.UTC(2026, 0, 15, 12)).toISOString()).toBe("2026-01-16T08:00:00.000Z");
    expect(nextPacificMidnight(Date.UTC(2026, 6, 15, 12)).toISOString()).toBe("2026-07-16T07:00:00.000Z");
    // DST starts 2026-03-08 at 02:00 PST: midnight of the 8th is PST, of the 9th is PDT.
    expect(nextPacificMidnight(Date.UTC(2026, 2, 8, 12)).toISOString()).toBe("2026-03-09T07:00:00.000Z");
    // Dec 31 -> Jan 1 of the next year.
    expect(nextPacificMidnight(Date.UTC(2026, 11, 31, 20)).toISOString()).toBe("2027-01-01T08:00:00.000Z");
  });
});

describe("createQuotaBudget", () => {
  it("documents the unit costs: 1 per list call, 100 per search", () => {
    expect(QUOTA_COSTS).toEqual({ videos: 1, channels: 1, playlistItems: 1, commentThreads: 1, search: 100 });
  });

  it("refuses a spend that would pass the limit, records nothing, and says when it resets", async () => {
    let now = Date.UTC(2026, 0, 15, 12);
    const budget = createQuotaBudget({ dailyLimit: 150, now: () => now });
    await budget.spend(100);
    await budget.spend(50);
    const error = await budget.spend(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaBudgetExhaustedError);
    expect(error).toMatchObject({ requested: 1, used: 150, dailyLimit: 150 });
    expect((error as QuotaBudgetExhaustedError).resetsAt.toISOString()).toBe("2026-01-16T08:00:00.000Z");
    expect(await budget.usedToday()).toBe(150);

    // Still the same Pacific day at 07:59 UTC the next morning...
    now = Date.UTC(2026, 0, 16, 7, 59);
    await expect(budget.spend(1)).rejects.toBeInstanceOf(QuotaBudgetExhaustedError);
    // ...and a fresh budget at Pacific midnight.
    now = Date.UTC(2026, 0, 16, 8, 0);
    expect(await budget.usedToday()).toBe(0);
    await budget.spend(100);
    expect(await budget.usedToday()).toBe(100);
  });

  it("rejects nonsense limits and amounts", async () => {
    expect(() => createQuotaBudget({ dailyLimit: -1 })).toThrow(RangeError);
    const budget = createQuotaBudget({ dailyLimit: 10 });
    await expect(budget.spend(-1)).rejects.toBeInstanceOf(RangeError);
    await expect(budget.spend(1.5)).rejects.toBeInstanceOf(RangeError);
  });
});
