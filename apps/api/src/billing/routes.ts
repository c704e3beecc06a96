// Paid plans: checkout, its confirmation, cancel / renew / switch, the billing portal and Stripe's webhook
// (src/billing/service.ts holds the rules). The uid always comes from the verified token; the webhook and
// the session confirmation carry none and act only on what Stripe itself answers.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { clientAddress, type LimitRule, type LimitStore } from "../rate-limit/index.ts";
import { BILLING_WINDOW_SECONDS, type Billing } from "./service.ts";

/** Session confirmations per client address per window: each one is a call to Stripe, and it needs no token. */
export const SESSION_CONFIRMATIONS_PER_WINDOW = 30;
const SESSION_CONFIRMATIONS_LIMIT: LimitRule = {
  name: "billing-confirmations",
  points: SESSION_CONFIRMATIONS_PER_WINDOW,
  windowSeconds: BILLING_WINDOW_SECONDS,
};

export function billingRoutes({
  auth,
  billing,
  limits,
  trustedProxyHops = 0,
}: {
  auth: AuthProvider;
  billing: Billing | null;
  /** The request limits' store (shared by the API processes): confirmations are counted per address. */
  limits: LimitStore;
  /** TRUST_PROXY_HOPS: how the client address of the token-less confirmation is read. */
  trustedProxyHops?: number;
}) {
  const app = new Hono<AppEnv>();
  const configured = (): Billing => {
    if (!billing)
      throw new ApiError(503, "SERVICE_UNAVAILABLE", "Paid plans are not configured on this server.");
    return billing;
  };

  contractRoute(app, contracts.getBillingPlans, {}, async () =>
    billing
      ? billing.plans()
      : {
          enabled: false,
          standard: null,
          professional: null,
          trialDays: 0,
          discounts: { standard: null, professional: null },
        },
  );

  contractRoute(
    app,
    contracts.createCheckoutSessionUrl,
    { auth, rateLimit: "costly" },
    async (c, { body }) => {
      const { uid, email } = c.var.user;
      if (!email) throw new ApiError(400, "BAD_REQUEST", "This sign-in account has no email address.");
      return { checkoutSessionUrl: await configured().createCheckout(uid, email, body.priceId) };
    },
  );

  contractRoute(app, contracts.stripeSessionId, {}, async (c, { body }) => {
    const service = configured();
    const retryAfterSeconds = await limits.take([
      { rule: SESSION_CONFIRMATIONS_LIMIT, key: clientAddress(c, trustedProxyHops) },
    ]);
    if (retryAfterSeconds > 0)
      throw new ApiError(429, "TOO_MANY_REQUESTS", "Too many requests. Try again in a few minutes.", {
        retryAfterSeconds,
      });
    return { success: await service.confirmSession(body.sessionId) };
  });

  contractRoute(app, contracts.cancelSubscription, { auth }, (c) => configured().cancel(c.var.user.uid));
  contractRoute(app, contracts.undoCancelSubscription, { auth }, (c) =>
    configured().undoCancel(c.var.user.uid),
  );
  contractRoute(app, contracts.switchSubscription, { auth }, (c, { body }) =>
    configured().switchPlan(c.var.user.uid, body.priceId),
  );
  contractRoute(app, contracts.switchSubscriptionPreview, { auth, rateLimit: "costly" }, (c, { body }) =>
    configured().previewSwitch(c.var.user.uid, body.priceId),
  );
  contractRoute(app, contracts.billingPortalSession, { auth, rateLimit: "costly" }, async (c) => ({
    url: await configured().portal(c.var.user.uid),
  }));

  // The raw body: the signature is over the exact bytes Stripe sent.
  contractRoute(app, contracts.stripeWebhook, {}, async (c) => {
    const service = configured();
    await service.webhook(await c.req.text(), c.req.header("stripe-signature"));
    return { received: true as const };
  });

  return app;
}
