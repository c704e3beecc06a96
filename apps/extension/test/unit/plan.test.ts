import type { SubscriptionLive } from "@vi/types";
import { describe, expect, test } from "vitest";
import { planSummary } from "../../background/plan.ts";

const sec = (iso: string) => Date.parse(iso) / 1000;
const sub = (overrides: Partial<SubscriptionLive>): SubscriptionLive => ({
  product_id: "prod_standard",
  status: "active",
  canceled_at: null,
  current_period_end: sec("2025-06-20T12:00:00Z"),
  trial_end: null,
  ...overrides,
});

// The plan itself is the API's answer (planOf of @vi/types/core, tested there and on the API): the popup
// names it and adds the trial or cancellation date.
describe("planSummary", () => {
  test("no subscription: Free", () => {
    expect(planSummary("free", null)).toEqual({ plan: "Free", planDetail: null });
  });

  test("names the API's plan, whatever the product id", () => {
    expect(planSummary("standard", sub({}))).toEqual({ plan: "Standard", planDetail: null });
    expect(planSummary("professional", sub({ product_id: "prod_renamed" })).plan).toBe("Professional");
  });

  test("trial and cancellation details", () => {
    expect(
      planSummary("standard", sub({ status: "trialing", trial_end: sec("2025-06-03T12:00:00Z") })),
    ).toEqual({
      plan: "Standard",
      planDetail: "Free trial until Jun 3, 2025",
    });
    expect(planSummary("standard", sub({ canceled_at: sec("2025-05-30T00:00:00Z") }))).toEqual({
      plan: "Standard",
      planDetail: "Access ends Jun 20, 2025",
    });
  });

  test("Free from the API hides any subscription's details (ended, unpaid, unknown product)", () => {
    expect(planSummary("free", sub({ current_period_end: sec("2025-05-01T00:00:00Z") }))).toEqual({
      plan: "Free",
      planDetail: null,
    });
    expect(
      planSummary("free", sub({ status: "canceled", canceled_at: sec("2025-05-30T00:00:00Z") })),
    ).toEqual({ plan: "Free", planDetail: null });
  });
});
