// Paid plans on Stripe (docs/product.md#plans-and-billing): what the website sends to start a checkout,
// confirm it, cancel, renew and switch, and what the API answers.
import { z } from "zod";
import { HttpUrlSchema } from "./common.ts";
import { PlanIdSchema } from "./plans.ts";
import { SubscriptionLiveSchema } from "./user.ts";

/** A Stripe price id (price_...). */
export const PriceIdSchema = z.string().regex(/^price_[A-Za-z0-9_]{1,200}$/, "Not a Stripe price id");

/** A Checkout Session id as Stripe puts it in the success URL (cs_test_... / cs_live_...). */
export const CheckoutSessionIdSchema = z
  .string()
  .regex(/^cs_(test|live)_[A-Za-z0-9]{1,200}$/, "Not a Checkout Session id");

/**
 * The website sends `livemode: true` with every billing call (docs/product.md); the server's Stripe key
 * decides the mode, so the flag is accepted and not used.
 */
const livemode = z.boolean().optional();

export const CreateCheckoutSessionRequestSchema = z.object({ priceId: PriceIdSchema, livemode });
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;
export const CreateCheckoutSessionResponseSchema = z.object({ checkoutSessionUrl: HttpUrlSchema });
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponseSchema>;

export const StripeSessionIdRequestSchema = z.object({ sessionId: CheckoutSessionIdSchema, livemode });
export type StripeSessionIdRequest = z.infer<typeof StripeSessionIdRequestSchema>;
/** Only success or failure: the session's details stay between Stripe and the server. */
export const StripeSessionIdResponseSchema = z.object({ success: z.boolean() });
export type StripeSessionIdResponse = z.infer<typeof StripeSessionIdResponseSchema>;

export const BillingActionRequestSchema = z.object({ livemode });
export type BillingActionRequest = z.infer<typeof BillingActionRequestSchema>;

export const SwitchSubscriptionRequestSchema = z.object({ priceId: PriceIdSchema, livemode });
export type SwitchSubscriptionRequest = z.infer<typeof SwitchSubscriptionRequestSchema>;

/** What a switch to another plan costs now (Stripe's invoice preview of the prorated change). */
export const SwitchSubscriptionPreviewResponseSchema = z.object({
  /** Charged at once, in the currency's smallest unit (cents); 0 when the change is a credit. */
  amountDue: z.number().int().nonnegative(),
  /** ISO 4217, lower case as Stripe writes it ("usd"). */
  currency: z.string().regex(/^[a-z]{3}$/, "Not a currency code"),
});
export type SwitchSubscriptionPreviewResponse = z.infer<typeof SwitchSubscriptionPreviewResponseSchema>;

/** The subscription as Stripe now has it, and the plan it gives (the website replaces its copy with it). */
export const SubscriptionChangeResponseSchema = z.object({
  subscription_live: SubscriptionLiveSchema,
  plan: PlanIdSchema,
});
export type SubscriptionChangeResponse = z.infer<typeof SubscriptionChangeResponseSchema>;

export const BillingPortalSessionResponseSchema = z.object({ url: HttpUrlSchema });
export type BillingPortalSessionResponse = z.infer<typeof BillingPortalSessionResponseSchema>;

export const StripeWebhookResponseSchema = z.object({ received: z.literal(true) });
export type StripeWebhookResponse = z.infer<typeof StripeWebhookResponseSchema>;

const PaidPlanPriceSchema = z.object({ priceId: PriceIdSchema, productId: z.string().min(1) });

/** The configured Stripe prices of the paid plans (null when billing is not set up on the server). */
export const BillingPlansResponseSchema = z.object({
  enabled: z.boolean(),
  standard: PaidPlanPriceSchema.nullable(),
  professional: PaidPlanPriceSchema.nullable(),
  /** Free trial days of a new paid plan; 0 for none. */
  trialDays: z.number().int().nonnegative(),
  /** Percent off each plan's price; null for none (docs/product.md: the price shown is rounded down to cents). */
  discounts: z.object({
    standard: z.number().gt(0).max(100).nullable(),
    professional: z.number().gt(0).max(100).nullable(),
  }),
});
export type BillingPlansResponse = z.infer<typeof BillingPlansResponseSchema>;
