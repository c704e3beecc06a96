import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration, formatIsoDuration, parseDuration } from "./duration.ts";

describe("parseDuration", () => {
  it("reads ISO-8601 durations as seconds", () => {
    expect(parseDuration("PT1H2M3S")).toBe(3723);
    expect(parseDuration("P1DT1H")).toBe(90_000);
    expect(parseDuration("PT45S")).toBe(45);
    expect(parseDuration("PT12M34S")).toBe(754);
    expect(parseDuration("PT3M")).toBe(180);
    expect(parseDuration("P2D")).toBe(172_800);
    expect(parseDuration("P1W")).toBe(604_800);
    expect(parseDuration("P1Y")).toBe(365 * 86_400);
    expect(parseDuration("P1M")).toBe(30 * 86_400);
    expect(parseDuration("PT1M")).toBe(60);
    expect(parseDuration("PT1.5S")).toBe(1.5);
  });

  it("reads YouTube's 'no duration' P0D, and PT0S, as 0", () => {
    expect(parseDuration("P0D")).toBe(0);
    expect(parseDuration("PT0S")).toBe(0);
  });

  it("reads the durations YouTube sends for videos of a day or more (P1DT2H, P1DT2H3M4S)", () => {
    expect(parseDuration("P1DT2H")).toBe(93_600);
    expect(parseDuration("P1DT2H3M4S")).toBe(93_784);
  });

  it("is null for malformed text", () => {
    for (const bad of [
      "",
      "4:13",
      "PT4M13",
      "P",
      "PT",
      "P1DT",
      "1H",
      "PT1H2",
      "PT-1S",
      "-PT1S",
      "pt1s",
      "PT1.5M",
      "P1H",
      "PT1S ",
      "abc",
    ]) {
      expect(parseDuration(bad), bad).toBeNull();
    }
    expect(parseDuration(`P${"9".repeat(400)}D`)).toBeNull();
    expect(parseDuration(null)).toBeNull();
    expect(parseDuration(undefined)).toBeNull();
  });

  it("round-trips any hours, minutes and seconds", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(59), fc.nat(59), (h, m, s) => {
        const total = h * 3600 + m * 60 + s;
        expect(parseDuration(`PT${h}H${m}M${s}S`)).toBe(total);
        // and the display matches the same parts
        const expected =
          h > 0
            ? `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`
            : `${m}:${String(s).padStart(2, "0")}`;
        expect(formatDuration(parseDuration(`PT${h}H${m}M${s}S`))).toBe(expected);
      }),
    );
  });

  it("adds up any combination of parts", () => {
    const part = fc.option(fc.nat(500), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, part, part, part, part, (y, mo, w, d, h, mi, s) => {
        const date = [y && `${y}Y`, mo && `${mo}M`, w && `${w}W`, d && `${d}D`].filter(Boolean).join("");
        const time = [h && `${h}H`, mi && `${mi}M`, s && `${s}S`].filter(Boolean).join("");
        const iso = `P${date}${time ? `T${time}` : ""}`;
        const expected =
          (y ?? 0) * 31_536_000 +
          (mo ?? 0) * 2_592_000 +
          (w ?? 0) * 604_800 +
          (d ?? 0) * 86_400 +
          (h ?? 0) * 3600 +
          (mi ?? 0) * 60 +
          (s ?? 0);
        expect(parseDuration(iso)).toBe(iso === "P" ? null : expected);
      }),
    );
  });
});

// Where the API's former parser and this one disagreed, and which answer the product keeps.
describe("parseDuration where the two former parsers disagreed", () => {
  it("empty text is not a duration (null, as the API had it; the display read it as 0 and showed '-' either way)", () => {
    expect(parseDuration("")).toBeNull();
  });

  it("keeps a fraction of a second (PT1.5S -> 1.5; the API rounded while parsing, it now rounds when it stores)", () => {
    expect(parseDuration("PT1.5S")).toBe(1.5);
    expect(parseDuration("PT3M0.4S")).toBe(180.4);
  });

  it("accepts the comma decimal sign ISO 8601 allows (PT1,5S; the API refused it)", () => {
    expect(parseDuration("PT1,5S")).toBe(1.5);
  });

  it("reads years and months as 365 and 30 days (P1Y, P1M; the API refused them, YouTube does not send them for videos)", () => {
    expect(parseDuration("P1Y2M")).toBe(365 * 86_400 + 60 * 86_400);
  });

  it("is null when the digits overflow (the API answered Infinity)", () => {
    expect(parseDuration(`PT${"9".repeat(400)}S`)).toBeNull();
  });

  it("agrees on weeks and days together (P1W2D)", () => {
    expect(parseDuration("P1W2D")).toBe(9 * 86_400);
  });
});

describe("formatIsoDuration", () => {
  it.each([
    ["PT4M13S", 253],
    ["PT59S", 59],
    ["PT1H", 3600],
    ["PT1H2M3S", 3723],
    ["P1DT2H", 93_600],
    ["P1DT2H3M4S", 93_784],
    ["P0D", 0],
    ["PT3M", 180],
  ])("writes %s for %i seconds, which parseDuration reads back", (text, seconds) => {
    expect(formatIsoDuration(seconds)).toBe(text);
    expect(parseDuration(text)).toBe(seconds);
  });

  it("writes P0D for zero, negative and non-finite input, and rounds fractions", () => {
    expect(formatIsoDuration(-5)).toBe("P0D");
    expect(formatIsoDuration(Number.NaN)).toBe("P0D");
    expect(formatIsoDuration(Number.POSITIVE_INFINITY)).toBe("P0D");
    expect(formatIsoDuration(0.4)).toBe("P0D");
    expect(formatIsoDuration(1.5)).toBe("PT2S");
  });

  it("round-trips any whole number of seconds", () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), (seconds) => {
        expect(parseDuration(formatIsoDuration(seconds))).toBe(seconds);
      }),
    );
  });
});

describe("formatDuration", () => {
  it("shows m:ss under an hour and h:mm:ss from an hour", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(45)).toBe("0:45");
    expect(formatDuration(754)).toBe("12:34");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(3723)).toBe("1:02:03");
    expect(formatDuration(90_000)).toBe("25:00:00");
  });

  it("drops fractions of a second", () => {
    expect(formatDuration(45.9)).toBe("0:45");
  });

  it("shows '-' without a valid duration", () => {
    expect(formatDuration(null)).toBe("-");
    expect(formatDuration(undefined)).toBe("-");
    expect(formatDuration(-1)).toBe("-");
    expect(formatDuration(Number.NaN)).toBe("-");
  });

  it("can be read back to the same whole seconds", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (seconds) => {
        const parts = formatDuration(seconds).split(":").map(Number);
        const back = parts.reduce((acc, p) => acc * 60 + p, 0);
        expect(back).toBe(seconds);
      }),
    );
  });
});
