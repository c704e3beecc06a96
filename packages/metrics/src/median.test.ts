import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { median } from "./median.ts";

describe("median", () => {
  it("is null for no values", () => {
    expect(median([])).toBeNull();
    expect(median([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it("takes the middle of an odd count, whatever the input order", () => {
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([10, 20])).toBe(15);
  });

  it("keeps tiny and huge middle values inside their range", () => {
    expect(median([Number.MIN_VALUE, Number.MIN_VALUE])).toBe(Number.MIN_VALUE);
    expect(median([Number.MAX_VALUE, Number.MAX_VALUE])).toBe(Number.MAX_VALUE);
  });

  it("ignores non-finite values", () => {
    expect(median([1, Number.NaN, 3, 2])).toBe(2);
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("lies between the minimum and maximum and splits the values in half", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }), (xs) => {
        const m = median(xs)!;
        expect(m).toBeGreaterThanOrEqual(Math.min(...xs));
        expect(m).toBeLessThanOrEqual(Math.max(...xs));
        expect(xs.filter((x) => x < m).length).toBeLessThanOrEqual(xs.length / 2);
        expect(xs.filter((x) => x > m).length).toBeLessThanOrEqual(xs.length / 2);
      }),
      { numRuns: 2000 },
    );
  });
});
