// The metering on both databases: the atomic claim under 100 concurrent requests, local day boundaries
// in two timezones, refunds, the unlimited plan and the 429's body.
import { PLAN_ENTITLEMENTS, type PlanId, QuotaExceededDetailsSchema } from "@vi/types";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import type { PlanResolver } from "../billing/plan.ts";
import { users } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { createAnalysisQuota, localDayOf, nextDay } from "./quota.ts";

const UPGRADE = "http://localhost:5173/pricing";

describe("localDayOf", () => {
  test("counts the day in the user's zone and resets at their next midnight", () => {
    const instant = new Date("2026-03-10T03:30:00Z");
    expect(localDayOf("UTC", instant)).toEqual({
      day: "2026-03-10",
      timezone: "UTC",
      resetsAt: new Date("2026-03-11T00:00:00Z"),
    });
    // 22:30 the day before in New York (UTC-4 after the DST change of March 8).
    expect(localDayOf("America/New_York", instant)).toEqual({
      day: "2026-03-09",
      timezone: "America/New_York",
      resetsAt: new Date("2026-03-10T04:00:00Z"),
    });
    expect(localDayOf("Not/AZone", instant).timezone).toBe("UTC");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});

forEachDatabase((t) => {
  let clock = new Date("2026-06-01T12:00:00Z");
  const plansByUid = new Map<string, PlanId>();
  const plans: Pick<PlanResolver, "planFor"> = { planFor: async (uid) => plansByUid.get(uid) ?? "free" };
  const quota = () => createAnalysisQuota({ db: t.db, plans, now: () => clock, upgradeUrl: UPGRADE });
  let counter = 0;

  async function user(timezone = "UTC", plan: PlanId = "free"): Promise<string> {
    const uid = `quota-user-${++counter}-${Math.random().toString(36).slice(2)}`;
    await t.db.insert(users).values({ uid, email: `${uid}@example.com`, timezone });
    plansByUid.set(uid, plan);
    return uid;
  }

  async function claimError(promise: Promise<unknown>): Promise<HttpError> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
    return error;
  }

  test("a timezone change never reopens a day: it counts from the next midnight of the zone in force", async () => {
    clock = new Date("2026-06-01T06:00:00Z");
    const uid = await user("UTC");
    const metered = quota();
    for (let i = 0; i < 3; i++) await metered.claim(uid, "transcripts");
    // Moving the clock back 12 hours by zone (it is still May 31st there, a day not counted yet) (what the website's sign-in may also write).
    await t.db.update(users).set({ timezone: "Etc/GMT+12" }).where(eq(users.uid, uid));
    const refused = await claimError(metered.claim(uid, "transcripts"));
    expect(refused.status).toBe(429);
    expect(refused.message).toContain("They reset at midnight (UTC), in 18 h 0 min.");
    expect(refused.message).toContain("Your new time zone (Etc/GMT+12) counts from then on.");
    expect(await metered.usage(uid)).toMatchObject({
      day: "2026-06-01",
      timezone: "UTC",
      nextTimezone: "Etc/GMT+12",
    });
    // After UTC midnight the new zone is in force: there it is still June 1st, already counted.
    clock = new Date("2026-06-02T00:30:00Z");
    const stillRefused = await claimError(metered.claim(uid, "transcripts"));
    expect(stillRefused.status).toBe(429);
    expect(await metered.usage(uid)).toMatchObject({
      day: "2026-06-01",
      timezone: "Etc/GMT+12",
      nextTimezone: null,
    });
    // Switching back now waits for the end of June 1st in Etc/GMT+12 (12:00 UTC) in turn.
    await t.db.update(users).set({ timezone: "UTC" }).where(eq(users.uid, uid));
    expect((await claimError(metered.claim(uid, "transcripts"))).status).toBe(429);
    // The next day of the zone in force starts a new count.
    clock = new Date("2026-06-02T12:30:00Z");
    expect((await metered.claim(uid, "transcripts")).usage.used).toBe(1);
  });

  test("100 concurrent claims by one Free user give exactly the plan's 2", async () => {
    clock = new Date("2026-06-01T12:00:00Z");
    const uid = await user();
    const metered = quota();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => metered.claim(uid, "comments")),
    );
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(won).toHaveLength(PLAN_ENTITLEMENTS.free.commentAnalyses ?? -1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect((outcome.reason as HttpError).status).toBe(429);
    }
    expect((await metered.usageOf(uid, "comments")).used).toBe(2);
    // Other kinds are counted apart.
    expect((await metered.claim(uid, "transcripts")).usage).toMatchObject({ used: 1, limit: 3 });
  }, 60_000);

  test("a claim at 23:59 and one at 00:01 local count on two days, in two timezones", async () => {
    for (const [zone, before, after] of [
      ["Europe/Paris", "2026-06-01T21:59:00Z", "2026-06-01T22:01:00Z"],
      ["America/Los_Angeles", "2026-06-02T06:59:00Z", "2026-06-02T07:01:00Z"],
    ] as const) {
      const uid = await user(zone);
      const metered = quota();
      clock = new Date(before);
      await metered.claim(uid, "comments");
      const second = await metered.claim(uid, "comments");
      expect(second.usage.used).toBe(2);
      const resetsAt = second.usage.resetsAt;
      expect(new Date(resetsAt).getTime()).toBe(new Date(before).getTime() + 60_000);
      await expect(metered.claim(uid, "comments")).rejects.toThrow(HttpError);
      clock = new Date(after);
      const next = await metered.claim(uid, "comments");
      expect(next.usage.used).toBe(1);
      expect(next.day).toBe(nextDay(second.day));
    }
  });

  test("a refund gives the use back, never below zero; withClaim refunds a failed analysis", async () => {
    clock = new Date("2026-06-03T10:00:00Z");
    const uid = await user();
    const metered = quota();
    const claim = await metered.claim(uid, "channel");
    await metered.refund(claim);
    await metered.refund(claim);
    expect((await metered.usageOf(uid, "channel")).used).toBe(0);
    await expect(
      metered.withClaim(uid, "channel", async () => {
        throw new Error("YouTube said no");
      }),
    ).rejects.toThrow("YouTube said no");
    expect((await metered.usageOf(uid, "channel")).used).toBe(0);
    expect(await metered.withClaim(uid, "channel", async (taken) => taken.usage.used)).toBe(1);
  });

  test("the unlimited plan is counted but never refused", async () => {
    clock = new Date("2026-06-03T10:00:00Z");
    const uid = await user("UTC", "professional");
    const metered = quota();
    for (let index = 0; index < 25; index++) await metered.claim(uid, "results");
    const usage = await metered.usage(uid);
    expect(usage.plan).toBe("professional");
    expect(usage.usage.results).toEqual({ used: 25, limit: null, resetsAt: "2026-06-04T00:00:00.000Z" });
    expect(usage.usage.comments.used).toBe(0);
    expect(usage.upgradeUrl).toBe(UPGRADE);
  });

  test("the 429 names the limit, the reset and the upgrade address", async () => {
    clock = new Date("2026-06-03T19:30:00Z");
    const uid = await user("Europe/Paris", "standard");
    const metered = quota();
    for (let index = 0; index < 10; index++) await metered.claim(uid, "comments");
    const error = await claimError(metered.claim(uid, "comments"));
    expect(error.status).toBe(429);
    expect(error.code).toBe("QUOTA_EXCEEDED");
    expect(error.message).toBe(
      "You have used your 10 comment analyses for today on the Standard plan. They reset at midnight (Europe/Paris), in 2 h 30 min. Upgrade for more: http://localhost:5173/pricing",
    );
    expect(error.extra.retryAfterSeconds).toBe(150 * 60);
    expect(QuotaExceededDetailsSchema.parse(error.extra.details)).toEqual({
      kind: "comments",
      plan: "standard",
      used: 10,
      limit: 10,
      resetsAt: "2026-06-03T22:00:00.000Z",
      upgradeUrl: UPGRADE,
      timezone: "Europe/Paris",
      nextTimezone: null,
    });
  });

  test("a user without a record gets a 404, not a count", async () => {
    const error = await claimError(quota().claim("nobody-here", "comments"));
    expect(error.status).toBe(404);
  });
});
