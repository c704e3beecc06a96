import { describe, expect, it } from "vitest";
import { isShort } from "./shorts.ts";

describe("isShort", () => {
  it("counts a video of at most 180 seconds as a Short", () => {
    expect(isShort(1)).toBe(true);
    expect(isShort(59)).toBe(true);
    expect(isShort(180)).toBe(true);
    expect(isShort(179.5)).toBe(true);
  });

  it("counts anything longer as long-form", () => {
    expect(isShort(180.5)).toBe(false);
    expect(isShort(181)).toBe(false);
    expect(isShort(3600)).toBe(false);
  });

  it("does not count a missing or zero duration (P0D: live or upcoming) as a Short", () => {
    expect(isShort(0)).toBe(false);
    expect(isShort(-5)).toBe(false);
    expect(isShort(null)).toBe(false);
    expect(isShort(undefined)).toBe(false);
    expect(isShort(Number.NaN)).toBe(false);
  });
});
