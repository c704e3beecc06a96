import { describe, expect, it } from "vitest";
import { leftTodayText, quotaActionLabel, quotaSpentText, quotaState, quotaView } from "./quota.ts";

const resetsAt = "2026-03-05T00:00:00.000Z";

describe("quotaState", () => {
  it("is ok with room left, low on the last use, spent at the limit", () => {
    expect(quotaState({ used: 0, limit: 2, resetsAt })).toEqual({
      spent: false,
      left: 2,
      share: 0,
      tone: "ok",
    });
    expect(quotaState({ used: 1, limit: 2, resetsAt })).toMatchObject({ left: 1, tone: "low", spent: false });
    expect(quotaState({ used: 2, limit: 2, resetsAt })).toMatchObject({
      left: 0,
      tone: "spent",
      spent: true,
    });
    expect(quotaState({ used: 3, limit: 2, resetsAt })).toMatchObject({ left: 0, share: 1, spent: true });
    expect(quotaState({ used: 7, limit: 10, resetsAt }).tone).toBe("ok");
    expect(quotaState({ used: 8, limit: 10, resetsAt }).tone).toBe("low");
  });

  it("never spends an unlimited plan", () => {
    expect(quotaState({ used: 500, limit: null, resetsAt })).toEqual({
      spent: false,
      left: null,
      share: 0,
      tone: "ok",
    });
    expect(leftTodayText({ used: 500, limit: null, resetsAt })).toBeNull();
  });

  it("words the allowance with the kind's plural", () => {
    expect(leftTodayText({ used: 1, limit: 2, resetsAt })).toBe("1 of 2 left today");
    const names = { one: "channel analysis", many: "channel analyses" };
    expect(quotaSpentText({ used: 2, limit: 2, resetsAt }, names)).toMatch(
      /^You have used your 2 channel analyses for today\. Resets at \d{1,2}:\d{2} [AP]M\.$/,
    );
    expect(quotaSpentText({ used: 1, limit: 1, resetsAt }, names)).toMatch(/your 1 channel analysis for/);
  });
});

describe("quotaView", () => {
  const names = { one: "comment analysis", many: "comment analyses" };

  it("leaves the card as it is while the facts are unknown", () => {
    expect(quotaView(undefined, names)).toEqual({ spent: false, leftText: null, notice: null });
    expect(quotaView(null, names)).toEqual({ spent: false, leftText: null, notice: null });
  });

  it("says what is left while uses remain, in the button's label", () => {
    const view = quotaView({ used: 1, limit: 2, resetsAt }, names);
    expect(view).toEqual({ spent: false, leftText: "1 of 2 left today", notice: null });
    expect(quotaActionLabel("Find ideas", view)).toBe("Find ideas (1 of 2 left today)");
  });

  it("turns the card off with the one notice when spent, the button keeping its bare label", () => {
    const view = quotaView({ used: 2, limit: 2, resetsAt }, names);
    expect(view.spent).toBe(true);
    expect(view.leftText).toBeNull();
    expect(view.notice?.headline).toBe("Daily limit reached");
    expect(view.notice?.text).toBe(quotaSpentText({ used: 2, limit: 2, resetsAt }, names));
    expect(quotaActionLabel("Find ideas", view)).toBe("Find ideas");
  });

  it("never limits an unlimited plan", () => {
    const view = quotaView({ used: 40, limit: null, resetsAt }, names);
    expect(view).toEqual({ spent: false, leftText: null, notice: null });
    expect(quotaActionLabel("Analyze channel", view)).toBe("Analyze channel");
  });
});
