import { describe, expect, it } from "vitest";
import { toMillis } from "./time.ts";

describe("toMillis", () => {
  const at = Date.parse("2025-03-10T12:00:00Z");

  it("reads a Date, an ISO-8601 string and epoch milliseconds as the same instant", () => {
    expect(toMillis(new Date(at))).toBe(at);
    expect(toMillis("2025-03-10T12:00:00Z")).toBe(at);
    expect(toMillis("2025-03-10T14:00:00+02:00")).toBe(at);
    expect(toMillis(at)).toBe(at);
  });

  it("is null for a missing or invalid time", () => {
    expect(toMillis(null)).toBeNull();
    expect(toMillis(undefined)).toBeNull();
    expect(toMillis("not a date")).toBeNull();
    expect(toMillis(new Date(Number.NaN))).toBeNull();
    expect(toMillis(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
