import { z } from "zod";

import { PLAN_IDS } from "./plan-constants.ts";

export {
  ANALYSIS_ALLOWANCE,
  ANALYSIS_KINDS,
  type AnalysisKind,
  API_KEY_CALLS_PER_DAY,
  type DailyAllowance,
  dailyAllowance,
  PLAN_ENTITLEMENTS,
  PLAN_IDS,
  PLAN_PRICES,
  type PlanEntitlements,
  type PlanId,
  TRACKED_CHANNELS_PER_DAY,
  WATCHLIST_CHANNELS,
  YOUTUBE_JOB_RESERVED_SHARE,
  YOUTUBE_LOOKUP_UNITS_PER_DAY,
} from "./plan-constants.ts";
export const PlanIdSchema = z.enum(PLAN_IDS);

/** A plan card (fixed in the client; product and price ids come from config). */
export const PlanSchema = z.object({
  id: PlanIdSchema,
  planName: z.string().min(1),
  subtitle: z.string(),
  /** Monthly price in dollars, e.g. 4.99. */
  price: z.number().nonnegative(),
  /** Percent off the price; null for none. */
  discount: z.number().gt(0).max(100).nullable(),
  features: z.array(z.string().min(1)),
  /** Stripe product and price; null for Free, which has no checkout. */
  productId: z.string().min(1).nullable(),
  priceId: z.string().min(1).nullable(),
  /** Label of the choose button, e.g. 'Get Standard'. */
  buttonText: z.string().min(1),
  /** Label when this is the user's current plan, e.g. 'Current Plan'. */
  currentPlanButtonText: z.string().min(1),
});
export type Plan = z.infer<typeof PlanSchema>;
