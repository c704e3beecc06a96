// Paid plans on Stripe: checkout, its confirmation, cancel / renew / switch, the billing portal and
// Stripe's webhook (docs/product.md#plans-and-billing).
import {
  BillingActionRequestSchema,
  BillingPlansResponseSchema,
  BillingPortalSessionResponseSchema,
  CreateCheckoutSessionRequestSchema,
  CreateCheckoutSessionResponseSchema,
  StripeSessionIdRequestSchema,
  StripeSessionIdResponseSchema,
  StripeWebhookResponseSchema,
  SubscriptionChangeResponseSchema,
  SwitchSubscriptionPreviewResponseSchema,
  SwitchSubscriptionRequestSchema,
} from "../billing.ts";
import { defineContract } from "./define.ts";
import { BODY_TOO_LARGE, contractError, inputErrors, NO_USER_RECORD, signedInErrors } from "./errors.ts";

/** How a plan switch and its preview fail: the same checks run before either asks Stripe. */
function switchErrors() {
  return [
    ...signedInErrors(),
    ...inputErrors({ body: true }),
    NO_USER_RECORD,
    contractError(400, "BAD_REQUEST", "The price is no plan's"),
    contractError(404, "NOT_FOUND", "The user has no active subscription"),
    contractError(409, "CONFLICT", "The user is already on this plan"),
    contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
  ];
}

export const billingContracts = {
  getBillingPlans: defineContract({
    id: "getBillingPlans",
    method: "GET",
    path: "/billingPlans",
    auth: "none",
    summary: "The paid plans' Stripe prices, the free trial and discounts, as configured on the server",
    response: BillingPlansResponseSchema,
    errors: [
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
  createCheckoutSessionUrl: defineContract({
    id: "createCheckoutSessionUrl",
    method: "POST",
    path: "/createCheckoutSessionUrl",
    auth: "user",
    summary:
      "A Stripe Checkout address for a paid plan (409 while a subscription is in force: switch instead); rate-limited per user",
    body: CreateCheckoutSessionRequestSchema,
    response: CreateCheckoutSessionResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(400, "BAD_REQUEST", "The price is no plan's, or the sign-in account has no email"),
      contractError(409, "CONFLICT", "The user already has a running subscription"),
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
  stripeSessionId: defineContract({
    id: "stripeSessionId",
    method: "POST",
    path: "/stripeSessionId",
    auth: "none",
    summary:
      "Applies a completed, paid Checkout Session's subscription to its user (idempotent); answers success or failure only",
    body: StripeSessionIdRequestSchema,
    response: StripeSessionIdResponseSchema,
    errors: [
      ...inputErrors({ body: true }),
      contractError(
        429,
        "TOO_MANY_REQUESTS",
        "Too many confirmations from this address (Retry-After says when to retry)",
      ),
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
  cancelSubscription: defineContract({
    id: "cancelSubscription",
    method: "POST",
    path: "/cancelSubscription",
    auth: "user",
    summary:
      "Cancels the user's subscription at the end of the paid period; answers the updated subscription",
    body: BillingActionRequestSchema,
    response: SubscriptionChangeResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(404, "NOT_FOUND", "The user has no active subscription"),
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
  undoCancelSubscription: defineContract({
    id: "undoCancelSubscription",
    method: "POST",
    path: "/undoCancelSubscription",
    auth: "user",
    summary: "Renews a subscription set to cancel at the end of its period; answers the updated subscription",
    body: BillingActionRequestSchema,
    response: SubscriptionChangeResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(404, "NOT_FOUND", "The user has no active subscription"),
      contractError(409, "CONFLICT", "The subscription is not set to cancel"),
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
  switchSubscription: defineContract({
    id: "switchSubscription",
    method: "POST",
    path: "/switchSubscription",
    auth: "user",
    summary:
      "Moves the user's subscription to another plan's price, prorated; answers the updated subscription",
    body: SwitchSubscriptionRequestSchema,
    response: SubscriptionChangeResponseSchema,
    errors: switchErrors(),
  }),
  switchSubscriptionPreview: defineContract({
    id: "switchSubscriptionPreview",
    method: "POST",
    path: "/switchSubscriptionPreview",
    auth: "user",
    summary:
      "What switching to another plan's price charges now (Stripe's invoice preview, prorated); changes nothing; rate-limited per user",
    body: SwitchSubscriptionRequestSchema,
    response: SwitchSubscriptionPreviewResponseSchema,
    errors: switchErrors(),
  }),
  billingPortalSession: defineContract({
    id: "billingPortalSession",
    method: "POST",
    path: "/billingPortalSession",
    auth: "user",
    summary:
      "A Stripe billing portal address for the user (cancel, change plan, invoices); rate-limited per user",
    body: BillingActionRequestSchema,
    response: BillingPortalSessionResponseSchema,
    errors: [
      ...signedInErrors(),
      ...inputErrors({ body: true }),
      NO_USER_RECORD,
      contractError(404, "NOT_FOUND", "The user has no billing account yet"),
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
  stripeWebhook: defineContract({
    id: "stripeWebhook",
    method: "POST",
    path: "/stripe/webhook",
    auth: "none",
    summary:
      "Stripe's events, raw body checked against Stripe-Signature (400 otherwise); each event id applied once",
    response: StripeWebhookResponseSchema,
    errors: [
      contractError(400, "BAD_REQUEST", "The Stripe signature is missing or wrong"),
      BODY_TOO_LARGE,
      contractError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured, or Stripe does not answer"),
    ],
  }),
} as const;
