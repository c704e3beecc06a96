import type { SubscriptionLive } from "@vi/types";
import { describe, expect, test } from "vitest";
import { planSummary } from "../../background/plan.ts";

const PRODUCTS = { standard: "prod_standard", professional: "prod_professional" };
const NOW = Date.parse("2025-06-01T12:00:00Z");
const sec = (iso: string) => Date.parse(iso) / 1000;
const sub = (overrides: Partial<SubscriptionLive>): SubscriptionLive => ({
  product_id: "prod_standard",
  status: "active",
  canceled_at: null,
  current_period_end: sec("2025-06-20T12:00:00Z"),
  trial_end: null,
  ...overrides,
});

describe("planSummary", () => {
  test("no subscription: Free", () => {
    expect(planSummary(null, PRODUCTS, NOW)).toEqual({ plan: "Free", planDetail: null });
  });

  test("active plans by product", () => {
    expect(planSummary(sub({}), PRODUCTS, NOW)).toEqual({ plan: "Standard", planDetail: null });
    expect(planSummary(sub({ product_id: "prod_professional" }), PRODUCTS, NOW).plan).toBe("Professional");
    expect(planSummary(sub({ product_id: "prod_other" }), PRODUCTS, NOW).plan).toBe("Paid plan");
  });

  test("trial and cancellation details", () => {
    expect(
      planSummary(sub({ status: "trialing", trial_end: sec("2025-06-03T12:00:00Z") }), PRODUCTS, NOW),
    ).toEqual({
      plan: "Standard",
      planDetail: "Free trial until Jun 3, 2025",
    });
    expect(planSummary(sub({ canceled_at: sec("2025-05-30T00:00:00Z") }), PRODUCTS, NOW)).toEqual({
      plan: "Standard",
      planDetail: "Access ends Jun 20, 2025",
    });
  });

  test("an ended or unpaid subscription is Free", () => {
    expect(planSummary(sub({ current_period_end: sec("2025-05-01T00:00:00Z") }), PRODUCTS, NOW).plan).toBe(
      "Free",
    );
    expect(planSummary(sub({ status: "canceled" }), PRODUCTS, NOW).plan).toBe("Free");
  });

  test("takes the plan from the API's answer when it sends one (the one rule of @vi/types)", () => {
    expect(planSummary(sub({ product_id: "prod_renamed" }), PRODUCTS, NOW, "professional").plan).toBe(
      "Professional",
    );
    expect(planSummary(sub({}), PRODUCTS, NOW, "free")).toEqual({ plan: "Free", planDetail: null });
    expect(
      planSummary(sub({ canceled_at: sec("2025-05-30T00:00:00Z") }), PRODUCTS, NOW, "standard").planDetail,
    ).toMatch(/^Access ends /);
  });
});
