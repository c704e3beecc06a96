import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration, parseDuration } from "./duration.ts";

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

  it("reads 'no duration' and empty text as 0", () => {
    expect(parseDuration("P0D")).toBe(0);
    expect(parseDuration("PT0S")).toBe(0);
    expect(parseDuration("")).toBe(0);
  });

  it("is null for malformed text", () => {
    for (const bad of [
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
