import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount, formatOutlier, plural } from "./count.ts";

const COUNT_SHAPE = /^\d+(\.\d)?[KMB]?$|^-$/;

describe("formatCount", () => {
  it("shows the rounded integer under 1000", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(12.4)).toBe("12");
    expect(formatCount(999.4)).toBe("999");
  });

  it("uses K, M and B with one decimal always shown", () => {
    expect(formatCount(1000)).toBe("1.0K");
    expect(formatCount(1200)).toBe("1.2K");
    expect(formatCount(15_500)).toBe("15.5K");
    expect(formatCount(999_900)).toBe("999.9K");
    expect(formatCount(1_000_000)).toBe("1.0M");
    expect(formatCount(3_400_000)).toBe("3.4M");
    expect(formatCount(1_000_000_000)).toBe("1.0B");
    expect(formatCount(2_300_000_000)).toBe("2.3B");
  });

  it("rounds the decimal half up", () => {
    expect(formatCount(1250)).toBe("1.3K");
    expect(formatCount(1249)).toBe("1.2K");
    expect(formatCount(1_050_000)).toBe("1.1M");
  });

  it("moves a value that would print as 1000.0 of a unit to the next unit", () => {
    expect(formatCount(999.5)).toBe("1.0K");
    expect(formatCount(999_949)).toBe("999.9K");
    expect(formatCount(999_950)).toBe("1.0M");
    expect(formatCount(999_950_000)).toBe("1.0B");
  });

  it("keeps counting in B past a thousand billion", () => {
    expect(formatCount(1_234_500_000_000)).toBe("1234.5B");
    expect(formatCount(1e30)).toBe(`1${"0".repeat(21)}.0B`); // never "1e+21.0B"
  });

  it("accepts numeric text, as YouTube sends counts", () => {
    expect(formatCount("15500")).toBe("15.5K");
    expect(formatCount(" 42 ")).toBe("42");
  });

  it("shows '-' when there is no count", () => {
    expect(formatCount(null)).toBe("-");
    expect(formatCount(undefined)).toBe("-");
    expect(formatCount(Number.NaN)).toBe("-");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("-");
    expect(formatCount(-5)).toBe("-");
    expect(formatCount("")).toBe("-");
    expect(formatCount("abc")).toBe("-");
  });

  it("always has the display shape and never prints 1000.0 of a unit below B", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: 0, max: 5e12 }), fc.nat(2_000_000)), (n) => {
        const text = formatCount(n);
        expect(text).toMatch(COUNT_SHAPE);
        if (/[KM]$/.test(text)) expect(Number.parseFloat(text)).toBeLessThan(1000);
        expect(text).not.toMatch(/^1000\.0[KM]$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("stays within half a displayed step of the true value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_949_999_999 }), (n) => {
        const text = formatCount(n);
        const scale = { K: 1e3, M: 1e6, B: 1e9 }[text.slice(-1)] ?? 1;
        const shown = Number.parseFloat(text) * scale;
        const step = scale === 1 ? 1 : scale / 10;
        expect(Math.abs(shown - n)).toBeLessThanOrEqual(step / 2 + 1e-6 * scale);
      }),
      { numRuns: 2000 },
    );
  });

  it("never decreases as the count grows", () => {
    const value = (text: string) =>
      Number.parseFloat(text) * ({ K: 1e3, M: 1e6, B: 1e9 }[text.slice(-1)] ?? 1);
    fc.assert(
      fc.property(fc.nat(2e12), fc.nat(2e12), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(value(formatCount(lo))).toBeLessThanOrEqual(value(formatCount(hi)));
      }),
    );
  });
});

describe("formatOutlier", () => {
  it("shows two decimals and an X", () => {
    expect(formatOutlier(3.4567)).toBe("3.46X");
    expect(formatOutlier(1)).toBe("1.00X");
    expect(formatOutlier(0)).toBe("0.00X");
    expect(formatOutlier(12.5)).toBe("12.50X");
  });

  it("shows '-' when there is no score", () => {
    expect(formatOutlier(null)).toBe("-");
    expect(formatOutlier(undefined)).toBe("-");
    expect(formatOutlier(Number.NaN)).toBe("-");
  });

  it("always has the shape N.NNX for a score", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (x) => {
        expect(formatOutlier(x)).toMatch(/^\d+\.\d\dX$/);
      }),
    );
  });
});

describe("plural", () => {
  it("picks the singular for exactly one", () => {
    expect(plural(1, "reply", "replies")).toBe("reply");
    expect(plural(0, "reply", "replies")).toBe("replies");
    expect(plural(2, "like", "likes")).toBe("likes");
  });
});
