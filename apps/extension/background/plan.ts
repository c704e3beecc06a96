import { PLAN_NAMES, type PlanId, type SubscriptionLive } from "@vi/types";
import type { AccountSummary } from "../shared/background-protocol.ts";

const dateLabel = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });

/**
 * The plan line of the popup: the plan is the API's answer (user info `plan`, from the one rule of
 * `@vi/types/core`); the subscription only adds when a trial or a canceled plan ends.
 */
export function planSummary(
  plan: PlanId,
  subscription: SubscriptionLive | null,
): Pick<AccountSummary, "plan" | "planDetail"> {
  if (plan === "free" || !subscription) return { plan: PLAN_NAMES[plan], planDetail: null };
  return { plan: PLAN_NAMES[plan], planDetail: detailOf(subscription) };
}

function detailOf(subscription: SubscriptionLive): string | null {
  if (subscription.status === "trialing" && subscription.trial_end !== null)
    return `Free trial until ${dateLabel(subscription.trial_end)}`;
  if (subscription.canceled_at !== null) return `Access ends ${dateLabel(subscription.current_period_end)}`;
  return null;
}
