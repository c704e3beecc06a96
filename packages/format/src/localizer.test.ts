// The optional trailing Localizer: absent or English, every sentence is the built-in English; another
// language goes through its `t` with the catalog keys (packages/i18n catalogs/format) and Intl.
import { describe, expect, test } from "vitest";
import { formatCount } from "./count.ts";
import { formatHistoryAge, outlierAtAgeSentence } from "./history.ts";
import type { Localizer } from "./localizer.ts";
import {
  leftTodayText,
  quotaHeadline,
  quotaKindNames,
  quotaSpentText,
  quotaView,
  resetAtText,
} from "./quota.ts";
import { formatAge } from "./time.ts";

/** A translate function that shows the key and its values, so the test sees what was asked. */
const echo = (language: string): Localizer => ({
  language,
  t: (key, options = {}) =>
    `${key}(${Object.entries(options)
      .map(([name, value]) => `${name}=${String(value)}`)
      .join(",")})`,
});
const FACTS = { used: 2, limit: 2, resetsAt: "2026-11-29T00:00:00.000Z" };

describe("English stays exactly as before", () => {
  const en = echo("en");
  test.each([
    [quotaHeadline(en), "Daily limit reached"],
    [leftTodayText({ ...FACTS, used: 1 }, en), "1 of 2 left today"],
    [formatHistoryAge(18 * 3_600_000, en), "18 hours"],
    [
      outlierAtAgeSentence({ score: 4.2, sampleSize: 9, ageMs: 18 * 3_600_000 }, en),
      "At 18 hours: 4.2x this channel's usual start",
    ],
    [formatCount(1_234_567, en), "1.2M"],
    [formatAge(0, 3 * 86_400_000, en), "3 days ago"],
  ])("%s", (got, want) => expect(got).toBe(want));
  test("with or without the localizer", () => {
    expect(quotaView(FACTS, quotaKindNames("channel"), en)).toEqual(
      quotaView(FACTS, quotaKindNames("channel")),
    );
    expect(resetAtText(FACTS.resetsAt, { timezone: "UTC" }, en)).toBe(
      resetAtText(FACTS.resetsAt, { timezone: "UTC" }),
    );
  });
});

describe("another language asks the catalog", () => {
  const de = echo("de");
  test("the history sentence and its age", () => {
    expect(outlierAtAgeSentence({ score: 4.2, sampleSize: 9, ageMs: 18 * 3_600_000 }, de)).toBe(
      "format.history.ratio(age=format.age.hours(count=18),ratio=4,2x)",
    );
    expect(outlierAtAgeSentence({ score: null, sampleSize: 2, ageMs: 3_600_000 }, de)).toBe(
      "format.history.notEnough(age=format.age.hours(count=1),sample=2,needed=5)",
    );
  });
  test("the quota's words, the kind's names by count", () => {
    expect(quotaHeadline(de)).toBe("format.quota.headline()");
    expect(quotaKindNames("comments", de)).toEqual({
      one: "format.kinds.comments(count=1)",
      many: "format.kinds.comments(count=5)",
    });
    expect(quotaSpentText(FACTS, { one: "eine", many: "viele" }, de)).toMatch(
      /^format\.quota\.spent\(limit=2,names=viele,reset=format\.quota\.resetsAt\(time=.+\)\)$/,
    );
  });
  test("counts and ages through Intl", () => {
    expect(formatCount(1_234_567, de)).toBe("1,2\u00a0Mio.");
    expect(formatAge(0, 3 * 86_400_000, de)).toBe("vor 3 Tagen");
  });
});
