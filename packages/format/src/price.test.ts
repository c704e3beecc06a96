import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountedPrice, formatPrice } from "./price.ts";

describe("discountedPrice", () => {
  it("keeps the price when there is no discount", () => {
    expect(discountedPrice(4.99, null)).toBe(4.99);
    expect(discountedPrice(9.99, undefined)).toBe(9.99);
    expect(discountedPrice(0, null)).toBe(0);
  });

  it("reduces by the percent and rounds down to whole cents", () => {
    expect(discountedPrice(9.99, 20)).toBe(7.99); // 7.992
    expect(discountedPrice(4.99, 10)).toBe(4.49); // 4.491
    expect(discountedPrice(4.99, 50)).toBe(2.49); // 2.495
    expect(discountedPrice(10, 33.3)).toBe(6.67); // 6.67 exactly
    expect(discountedPrice(9.99, 100)).toBe(0);
  });

  it("computes in integer cents so 1.15 stays 1.15", () => {
    expect(discountedPrice(1.15, 0)).toBe(1.15);
    expect(discountedPrice(1.15, 20)).toBe(0.92); // 1.15 * 0.8 is 0.9199999... in floating point
    expect(discountedPrice(0.29, 0)).toBe(0.29);
    expect(discountedPrice(19.99, 0)).toBe(19.99);
  });

  it("rejects an invalid price or discount", () => {
    expect(() => discountedPrice(-1, 10)).toThrow(RangeError);
    expect(() => discountedPrice(Number.NaN, null)).toThrow(RangeError);
    expect(() => discountedPrice(4.99, -5)).toThrow(RangeError);
    expect(() => discountedPrice(4.99, 101)).toThrow(RangeError);
    expect(() => discountedPrice(4.99, Number.NaN)).toThrow(RangeError);
  });

  it("never exceeds the price, is whole cents, and is the exact discounted value rounded down", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }), // percent in ten-thousandths: 0.0000 .. 100.0000
        (cents, tenThousandths) => {
          const price = cents / 100;
          const result = discountedPrice(price, tenThousandths / 10_000);
          expect(result).toBeLessThanOrEqual(price);
          expect(Math.round(result * 100) / 100).toBe(result);
          // Exact in integers: cents * (100% - discount), floored.
          const expectedCents = Math.floor((cents * (1_000_000 - tenThousandths)) / 1_000_000);
          expect(Math.round(result * 100)).toBe(expectedCents);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("keeps any price with no discount and never raises it with any discount", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (price, percent) => {
          expect(discountedPrice(price, null)).toBe(price);
          const result = discountedPrice(price, percent);
          expect(result).toBeLessThanOrEqual(price);
          expect(Math.round(result * 100) / 100).toBe(result);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("formatPrice", () => {
  it("shows whole dollars without cents and other prices with two decimals", () => {
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(10)).toBe("$10");
    expect(formatPrice(4.99)).toBe("$4.99");
    expect(formatPrice(4.9)).toBe("$4.90");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });
});
