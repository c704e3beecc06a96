import { z } from "zod";

export const PLAN_IDS = ["free", "standard", "professional"] as const;
export const PlanIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

/** Spec section 3 plan card (fixed in the client; product and price ids come from config). */
export const PlanSchema = z.object({
  id: PlanIdSchema,
  planName: z.string().min(1),
  subtitle: z.string(),
  /** Monthly price in dollars, e.g. 4.99. */
  price: z.number().nonnegative(),
  /** Percent off the price; null for none (spec section 9). */
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

/** Daily allowance of one kind of analysis; null means unlimited. */
export type DailyAllowance = number | null;

export interface PlanEntitlements {
  commentAnalyses: DailyAllowance;
  channelAnalyses: DailyAllowance;
  resultAnalyses: DailyAllowance;
  transcriptDownloads: DailyAllowance;
}

/** Spec section 6: analyses per day by plan (every plan also has video and channel information). */
export const PLAN_ENTITLEMENTS: Readonly<Record<PlanId, Readonly<PlanEntitlements>>> = Object.freeze({
  free: Object.freeze({ commentAnalyses: 2, channelAnalyses: 2, resultAnalyses: 2, transcriptDownloads: 3 }),
  standard: Object.freeze({
    commentAnalyses: 10,
    channelAnalyses: 10,
    resultAnalyses: 10,
    transcriptDownloads: 12,
  }),
  professional: Object.freeze({
    commentAnalyses: null,
    channelAnalyses: null,
    resultAnalyses: null,
    transcriptDownloads: null,
  }),
});

/** Spec section 9: monthly prices in dollars. */
export const PLAN_PRICES: Readonly<Record<PlanId, number>> = Object.freeze({
  free: 0,
  standard: 4.99,
  professional: 9.99,
});
