import type { PlanId, SubscriptionLive } from "@vi/types";
import type { AccountSummary } from "../shared/background-protocol.ts";

export interface PlanProducts {
  standard: string;
  professional: string;
}

const dateLabel = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });

/**
 * The plan line of the popup from the user's subscription: none is Free; trialing shows the trial
 * end; canceled but still in period shows when access ends; an ended subscription is Free.
 */
export function planSummary(
  subscription: SubscriptionLive | null,
  products: PlanProducts,
  nowMs: number,
  /** The API's answer from the one plan rule (user info `plan`); wins over the local product ids. */
  serverPlan?: PlanId,
): Pick<AccountSummary, "plan" | "planDetail"> {
  const free = { plan: "Free", planDetail: null };
  if (serverPlan === "free") return free;
  if (serverPlan && subscription) {
    const plan = serverPlan === "standard" ? "Standard" : "Professional";
    return { plan, planDetail: detailOf(subscription) };
  }
  if (!subscription) return free;
  const nowSec = nowMs / 1000;
  if (subscription.current_period_end <= nowSec) return free;
  if (!["active", "trialing", "past_due"].includes(subscription.status)) return free;
  const plan =
    subscription.product_id === products.standard
      ? "Standard"
      : subscription.product_id === products.professional
        ? "Professional"
        : "Paid plan";
  return { plan, planDetail: detailOf(subscription) };
}

function detailOf(subscription: SubscriptionLive): string | null {
  if (subscription.status === "trialing" && subscription.trial_end !== null)
    return `Free trial until ${dateLabel(subscription.trial_end)}`;
  if (subscription.canceled_at !== null) return `Access ends ${dateLabel(subscription.current_period_end)}`;
  return null;
}
