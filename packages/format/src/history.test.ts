import { describe, expect, it } from "vitest";
import { formatHistoryAge, formatStartRatio, outlierAtAgeSentence } from "./history.ts";

const HOUR = 3_600_000;

describe("formatHistoryAge", () => {
  it("reads minutes, then hours up to 48, then days", () => {
    expect(formatHistoryAge(40 * 60_000)).toBe("40 minutes");
    expect(formatHistoryAge(HOUR)).toBe("1 hour");
    expect(formatHistoryAge(18.9 * HOUR)).toBe("18 hours");
    expect(formatHistoryAge(47 * HOUR)).toBe("47 hours");
    expect(formatHistoryAge(48 * HOUR)).toBe("2 days");
    expect(formatHistoryAge(30 * 24 * HOUR)).toBe("30 days");
  });

  it("shows '-' for what is not an age", () => {
    expect(formatHistoryAge(null)).toBe("-");
    expect(formatHistoryAge(-1)).toBe("-");
    expect(formatHistoryAge(Number.NaN)).toBe("-");
  });
});

describe("outlierAtAgeSentence", () => {
  it("compares with the channel's usual start", () => {
    expect(formatStartRatio(4.2449)).toBe("4.2x");
    expect(outlierAtAgeSentence({ score: 4.2449, sampleSize: 12, ageMs: 18.5 * HOUR })).toBe(
      "At 18 hours: 4.2x this channel's usual start",
    );
  });

  it("says why there is no score", () => {
    expect(outlierAtAgeSentence({ score: null, sampleSize: 3, ageMs: 5 * HOUR })).toBe(
      "At 5 hours: not enough history yet (3 of the 5 videos of this channel needed at this age).",
    );
    expect(outlierAtAgeSentence({ score: null, sampleSize: 7, ageMs: 5 * HOUR })).toBe(
      "At 5 hours: no usual start to compare with yet.",
    );
    expect(outlierAtAgeSentence({ score: null, sampleSize: 0, ageMs: 31 * 24 * HOUR })).toBe(
      "Past its first 30 days: compare with the lifetime outlier score.",
    );
  });
});
