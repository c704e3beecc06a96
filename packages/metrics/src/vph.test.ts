import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lifetimeVph, recentVph } from "./vph.ts";

const H = 3_600_000;
const NOW = Date.parse("2025-03-10T12:00:00Z");

describe("lifetimeVph", () => {
  it("divides views by the hours since publication", () => {
    expect(lifetimeVph(1000, NOW - 10 * H, NOW)).toBe(100);
    expect(lifetimeVph(300, NOW - 2.5 * H, NOW)).toBe(120);
  });

  it("accepts a Date, an ISO string or epoch milliseconds for both times", () => {
    expect(lifetimeVph(2400, "2025-03-09T12:00:00Z", new Date(NOW))).toBe(100);
    expect(lifetimeVph(2400, new Date(NOW - 24 * H), "2025-03-10T12:00:00.000Z")).toBe(100);
  });

  it("floors the hours at 1 for fresh or future-dated videos", () => {
    expect(lifetimeVph(500, NOW - 10 * 60_000, NOW)).toBe(500);
    expect(lifetimeVph(500, NOW, NOW)).toBe(500);
    expect(lifetimeVph(500, NOW + 5 * H, NOW)).toBe(500);
  });

  it("is null without valid views or times", () => {
    expect(lifetimeVph(null, NOW - H, NOW)).toBeNull();
    expect(lifetimeVph(Number.NaN, NOW - H, NOW)).toBeNull();
    expect(lifetimeVph(-1, NOW - H, NOW)).toBeNull();
    expect(lifetimeVph(10, "not a date", NOW)).toBeNull();
    expect(lifetimeVph(10, null, NOW)).toBeNull();
  });

  it("never exceeds the view count and is proportional to it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: -1000 * H, max: 1000 * 24 * H }),
        (views, age) => {
          const vph = lifetimeVph(views, NOW - age, NOW)!;
          expect(vph).toBeLessThanOrEqual(views);
          expect(lifetimeVph(views * 2, NOW - age, NOW)).toBe(vph * 2);
        },
      ),
    );
  });
});

describe("recentVph", () => {
  it("uses the newest snapshot and the newest one at least an hour before it", () => {
    const snapshots = [
      { at: NOW - 10 * H, views: 0 },
      { at: NOW - 3 * H, views: 1000 },
      { at: NOW - 30 * 60_000, views: 1900 }, // only 1.5 h after the one before: still the newer end
      { at: NOW - 10 * 60_000, views: 2000 }, // newest
    ];
    // newest (NOW-10min, 2000) paired with NOW-3h (1000): 1000 views over 2h50m
    expect(recentVph(snapshots, NOW)).toBeCloseTo(1000 / (170 / 60), 9);
  });

  it("does not depend on the order of the snapshots", () => {
    const snapshots = [
      { at: NOW - 2 * H, views: 100 },
      { at: NOW, views: 400 },
      { at: NOW - 5 * H, views: 0 },
    ];
    expect(recentVph(snapshots, NOW)).toBe(150);
    expect(recentVph([...snapshots].reverse(), NOW)).toBe(150);
  });

  it("accepts Date, ISO string and epoch-millisecond snapshot times", () => {
    const snapshots = [
      { at: new Date(NOW - 2 * H), views: 100 },
      { at: new Date(NOW).toISOString(), views: 300 },
    ];
    expect(recentVph(snapshots, new Date(NOW))).toBe(100);
  });

  it("is null when no two snapshots are at least an hour apart", () => {
    expect(recentVph([], NOW)).toBeNull();
    expect(recentVph([{ at: NOW, views: 5 }], NOW)).toBeNull();
    expect(
      recentVph(
        [
          { at: NOW - 59 * 60_000, views: 0 },
          { at: NOW, views: 500 },
        ],
        NOW,
      ),
    ).toBeNull();
  });

  it("accepts exactly one hour apart", () => {
    expect(
      recentVph(
        [
          { at: NOW - H, views: 0 },
          { at: NOW, views: 500 },
        ],
        NOW,
      ),
    ).toBe(500);
  });

  it("only uses snapshots from the last 48 hours", () => {
    const old = { at: NOW - 49 * H, views: 0 };
    const recent = { at: NOW - 30 * 60_000, views: 1000 };
    expect(recentVph([old, recent], NOW)).toBeNull();
    expect(
      recentVph(
        [
          { at: NOW - 48 * H, views: 0 },
          { at: NOW, views: 4800 },
        ],
        NOW,
      ),
    ).toBe(100);
  });

  it("ignores snapshots dated after now and invalid ones", () => {
    const snapshots = [
      { at: NOW - 2 * H, views: 0 },
      { at: NOW, views: 200 },
      { at: NOW + 5 * H, views: 999_999 },
      { at: "garbage", views: 5 },
      { at: NOW - H, views: Number.NaN },
    ];
    expect(recentVph(snapshots, NOW)).toBe(100);
  });

  it("reports a drop in views as 0 views per hour", () => {
    expect(
      recentVph(
        [
          { at: NOW - 2 * H, views: 1000 },
          { at: NOW, views: 900 },
        ],
        NOW,
      ),
    ).toBe(0);
  });

  it("is the exact gain rate for any pair at least an hour apart inside the window", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 47 * H }),
        fc.integer({ min: H, max: 48 * H }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (newestAge, gap, base, gain) => {
          fc.pre(newestAge + gap <= 48 * H);
          const vph = recentVph(
            [
              { at: NOW - newestAge - gap, views: base },
              { at: NOW - newestAge, views: base + gain },
            ],
            NOW,
          );
          expect(vph).toBe(gain / (gap / H));
        },
      ),
    );
  });
});
