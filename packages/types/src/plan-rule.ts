// The one plan rule: which plan a stored Stripe subscription gives. Only the API runs it (with its
// configured product ids) and answers the result as the user info's `plan`; clients show that answer.
// Zod-free so the API's SQL-side copy and the tests can read the same constants.
import type { PlanId } from "./plan-constants.ts";

/** The fields of `subscription_live` the rule reads (SubscriptionLiveSchema in user.ts has them all). */
export interface SubscriptionState {
  product_id: string;
  status: string;
  current_period_start?: number | undefined;
  /** Not read by the rule; listed so a whole stored record passes. */
  current_period_end?: number;
  canceled_at?: number | null;
  trial_end?: number | null;
}

/** Stripe statuses under which a subscription gives paid access (docs/product.md, "Plans"). */
export const SUBSCRIPTION_PAID_STATUSES: readonly string[] = ["active", "trialing"];

/**
 * A renewal that failed (`past_due`) keeps paid access this long from the start of the unpaid period while
 * Stripe retries the card; after it, and for every other status (canceled, unpaid, incomplete...), Free.
 */
export const PAST_DUE_GRACE_SECONDS = 7 * 86_400;

/**
 * Statuses of a subscription Stripe still runs (it may still charge): a user with one cannot start a second
 * checkout, and a second one paid in another tab is canceled. Wider than the paid statuses: past_due runs on.
 */
export const SUBSCRIPTION_RUNNING_STATUSES: readonly string[] = ["active", "trialing", "past_due"];

/**
 * Whether a subscription gives paid access now: Stripe says it is active or trialing, or it is past_due
 * within PAST_DUE_GRACE_SECONDS of its unpaid period's start. A subscription canceled (at once, or at the
 * end of its period) is Free from the moment Stripe says so; until then a cancel-at-period-end one is still
 * active. The admin stats query applies the same rule in SQL with these constants.
 */
export function subscriptionInForce(subscription: SubscriptionState | null, nowSeconds: number): boolean {
  if (!subscription) return false;
  if (SUBSCRIPTION_PAID_STATUSES.includes(subscription.status)) return true;
  if (subscription.status !== "past_due" || subscription.current_period_start === undefined) return false;
  return nowSeconds < subscription.current_period_start + PAST_DUE_GRACE_SECONDS;
}

/** The Stripe product ids that stand for each paid plan (configured in the API's environment). */
export interface PlanProducts {
  standard: readonly string[];
  professional: readonly string[];
}

/**
 * The user's plan: the paid plan whose product the subscription is for, while that subscription is in
 * force; Free otherwise (no subscription, ended, or a product that is no plan of ours). The API answers it
 * as the user info's `plan`; quotas, lookups, the pricing badge and the popup all read that answer.
 */
export function planOf(
  subscription: SubscriptionState | null,
  products: PlanProducts,
  nowSeconds: number,
): PlanId {
  if (!subscription || !subscriptionInForce(subscription, nowSeconds)) return "free";
  if (products.professional.includes(subscription.product_id)) return "professional";
  if (products.standard.includes(subscription.product_id)) return "standard";
  return "free";
}
