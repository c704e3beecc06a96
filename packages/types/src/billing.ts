import { z } from "zod";
import { HttpUrlSchema, SuccessResponseSchema } from "./common.ts";
import { SubscriptionLiveSchema } from "./user.ts";

/** Every billing call carries `livemode: true` (spec section 9). */
const LivemodeSchema = z.literal(true);
const StripeIdSchema = z.string().trim().min(1).max(255);

/** POST /createCheckoutSessionUrl */
export const CreateCheckoutSessionRequestSchema = z.object({
  priceId: StripeIdSchema,
  livemode: LivemodeSchema,
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

export const CreateCheckoutSessionResponseSchema = z.object({ checkoutSessionUrl: HttpUrlSchema });
export type CreateCheckoutSessionResponse = z.infer<typeof CreateCheckoutSessionResponseSchema>;

/** POST /stripeSessionId (no token): the payment return page confirms the checkout session. */
export const ConfirmStripeSessionRequestSchema = z.object({
  sessionId: StripeIdSchema,
  livemode: LivemodeSchema,
});
export type ConfirmStripeSessionRequest = z.infer<typeof ConfirmStripeSessionRequestSchema>;

export const ConfirmStripeSessionResponseSchema = SuccessResponseSchema;
export type ConfirmStripeSessionResponse = z.infer<typeof ConfirmStripeSessionResponseSchema>;

/** POST /cancelSubscription and POST /undoCancelSubscription body. */
export const LivemodeRequestSchema = z.object({ livemode: LivemodeSchema });
export type LivemodeRequest = z.infer<typeof LivemodeRequestSchema>;

/** The answers carry the new subscription_live, which replaces the local copy (spec section 4). */
export const CancelSubscriptionResponseSchema = z.object({ cancelResponse: SubscriptionLiveSchema });
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

export const UndoCancelSubscriptionResponseSchema = z.object({ undoCancelResponse: SubscriptionLiveSchema });
export type UndoCancelSubscriptionResponse = z.infer<typeof UndoCancelSubscriptionResponseSchema>;

/** POST /switchSubscription */
export const SwitchSubscriptionRequestSchema = z.object({
  priceId: StripeIdSchema,
  livemode: LivemodeSchema,
});
export type SwitchSubscriptionRequest = z.infer<typeof SwitchSubscriptionRequestSchema>;

export const SwitchSubscriptionResponseSchema = z.object({ switchResult: SubscriptionLiveSchema });
export type SwitchSubscriptionResponse = z.infer<typeof SwitchSubscriptionResponseSchema>;
