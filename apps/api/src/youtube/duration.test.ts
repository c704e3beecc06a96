import { describe, expect, it } from "vitest";
import { formatIsoDuration, parseIsoDuration } from "./duration.ts";

describe("ISO 8601 durations", () => {
  it.each([
    ["PT4M13S", 253],
    ["PT59S", 59],
    ["PT1H", 3600],
    ["PT1H2M3S", 3723],
    ["P1DT2H3M4S", 93784],
    ["P0D", 0],
    ["PT3M", 180],
  ])("parses %s as %i seconds and formats it back", (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
    expect(formatIsoDuration(seconds)).toBe(text);
  });

  it.each(["", "P", "PT", "4:13", "PT4M13", "1H"])("refuses %j", (text) => {
    expect(parseIsoDuration(text)).toBeUndefined();
  });
});
