// Paid plans on Stripe through the official SDK (docs/decisions/billing.md). `subscription_live` is written
// only from what Stripe says: every event and every action re-reads the subscription from Stripe, so events
// arriving late or twice cannot move it backwards. A user has one Stripe customer and at most one live
// subscription; a second one (two checkouts paid in two tabs) is canceled at once.
import {
  type BillingPlansResponse,
  type PlanId,
  type PlanProducts,
  planOf,
  SUBSCRIPTION_RUNNING_STATUSES,
  type SubscriptionChangeResponse,
  type SubscriptionLive,
  type SwitchSubscriptionPreviewResponse,
} from "@vi/types";
import { and, eq, isNull } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import type { Database } from "../db/index.ts";
import { stripeEvents, users } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { LimitRule, LimitStore } from "../rate-limit/store.ts";

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: the SDK's host, port and protocol come from it. */
  apiBase: string;
  prices: { standard: string; professional: string };
  products: PlanProducts;
  trialDays: number;
  discounts: { standard: number | null; professional: number | null };
  /** The website's origin: checkout and the portal send the browser back there. */
  webOrigin: string;
}

export interface Billing {
  plans(): BillingPlansResponse;
  createCheckout(uid: string, email: string, priceId: string): Promise<string>;
  /** Applies a completed, paid session's subscription; false for anything else. */
  confirmSession(sessionId: string): Promise<boolean>;
  cancel(uid: string): Promise<SubscriptionChangeResponse>;
  undoCancel(uid: string): Promise<SubscriptionChangeResponse>;
  switchPlan(uid: string, priceId: string): Promise<SubscriptionChangeResponse>;
  /** What switchPlan would charge now (Stripe's invoice preview); changes nothing. Rate-limited per user. */
  previewSwitch(uid: string, priceId: string): Promise<SwitchSubscriptionPreviewResponse>;
  portal(uid: string): Promise<string>;
  /**
   * Ends the user's billing at Stripe before the account goes: every subscription still running is canceled
   * at once and the customer deleted (Stripe erases its details and payment methods). Throws a 503 HttpError
   * when Stripe cannot be reached or refuses, so the caller deletes nothing.
   */
  closeCustomer(uid: string): Promise<void>;
  /** Checks the signature and applies the event once; throws a 400 HttpError for a bad signature. */
  webhook(rawBody: string, signature: string | undefined): Promise<void>;
  planOf(subscription: SubscriptionLive | null): PlanId;
}

/** Checkout and portal sessions cost Stripe calls: this many per user per window. */
export const BILLING_SESSIONS_PER_WINDOW = 10;
export const BILLING_WINDOW_SECONDS = 10 * 60;
/** The shared limit (src/rate-limit/store.ts) counting them: every API process counts against it. */
const BILLING_SESSIONS_LIMIT: LimitRule = {
  name: "billing-sessions",
  points: BILLING_SESSIONS_PER_WINDOW,
  windowSeconds: BILLING_WINDOW_SECONDS,
};

/**
 * A switch is invoiced at once: the confirmation says what is paid today (the preview of this same change),
 * and with Stripe's create_prorations the difference would wait for the next renewal instead.
 */
const SWITCH_PRORATION = "always_invoice";

/** What the product reads of Stripe's invoice preview (a third party's answer: checked). */
const PreviewInvoiceSchema = z.object({
  amount_due: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
});

const LIVE_STATUSES: readonly string[] = SUBSCRIPTION_RUNNING_STATUSES;
const isLive = (subscription: Stripe.Subscription) => LIVE_STATUSES.includes(subscription.status);

function stripeClient(config: Pick<BillingConfig, "secretKey" | "apiBase">): Stripe {
  const base = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** The stored shape of a subscription, from Stripe's object (the period is on its item since 2025 versions). */
function subscriptionLiveOf(subscription: Stripe.Subscription): SubscriptionLive {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const product = item.price.product;
  return {
    product_id: typeof product === "string" ? product : product.id,
    status: subscription.status,
    canceled_at: subscription.canceled_at,
    current_period_end: item.current_period_end,
    current_period_start: item.current_period_start,
    trial_end: subscription.trial_end,
  };
}

const customerIdOf = (customer: string | { id: string } | null) =>
  customer === null ? null : typeof customer === "string" ? customer : customer.id;

/** What the billing functions below work with: the database, Stripe, the limits' store, the clock. */
interface BillingContext {
  db: Database;
  config: BillingConfig;
  logger: Logger;
  now: () => Date;
  stripe: Stripe;
  /** The request limits' store; checkout and portal sessions are counted in it per user. */
  limits: LimitStore;
}

export function createBilling(deps: {
  db: Database;
  config: BillingConfig;
  logger: Logger;
  now: () => Date;
  stripe?: Stripe;
  /** The request limits' store; checkout and portal sessions are counted in it per user. */
  limits: LimitStore;
}): Billing {
  const ctx: BillingContext = { ...deps, stripe: deps.stripe ?? stripeClient(deps.config) };
  return {
    planOf: (subscription) => planOfSubscription(ctx, subscription),
    plans: () => billingPlans(ctx.config),
    createCheckout: (uid, email, priceId) => createCheckout(ctx, uid, email, priceId),
    confirmSession: (sessionId) => confirmSession(ctx, sessionId),
    cancel: (uid) => cancel(ctx, uid),
    undoCancel: (uid) => undoCancel(ctx, uid),
    switchPlan: (uid, priceId) => switchPlan(ctx, uid, priceId),
    previewSwitch: (uid, priceId) => previewSwitch(ctx, uid, priceId),
    portal: (uid) => portal(ctx, uid),
    closeCustomer: (uid) => closeCustomer(ctx, uid),
    webhook: (rawBody, signature) => webhook(ctx, rawBody, signature),
  };
}

const nowSeconds = (ctx: BillingContext) => Math.floor(ctx.now().getTime() / 1000);

function planOfSubscription(ctx: BillingContext, subscription: SubscriptionLive | null): PlanId {
  return planOf(subscription, ctx.config.products, nowSeconds(ctx));
}

function planOfPrice(ctx: BillingContext, priceId: string): "standard" | "professional" | null {
  return priceId === ctx.config.prices.standard
    ? "standard"
    : priceId === ctx.config.prices.professional
      ? "professional"
      : null;
}

async function userRow(ctx: BillingContext, uid: string) {
  const { db } = ctx;
  const [row] = await db
    .select({
      uid: users.uid,
      email: users.email,
      stripeCustomerId: users.stripeCustomerId,
      stripeSubscriptionId: users.stripeSubscriptionId,
      subscriptionLive: users.subscriptionLive,
    })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  if (!row) throw new HttpError(404, "NOT_FOUND", "No user record yet: sign in again and retry.");
  return row;
}

async function limited(ctx: BillingContext, uid: string) {
  const retryAfterSeconds = await ctx.limits.take([{ rule: BILLING_SESSIONS_LIMIT, key: uid }]);
  if (retryAfterSeconds > 0)
    throw new HttpError(429, "TOO_MANY_REQUESTS", "Too many billing requests. Try again in a few minutes.", {
      retryAfterSeconds,
    });
}

async function ensureCustomer(
  ctx: BillingContext,
  uid: string,
  email: string,
  known: string | null,
): Promise<string> {
  const { db, stripe } = ctx;
  if (known) return known;
  // The idempotency key makes two concurrent first checkouts create one customer.
  const customer = await stripe.customers.create(
    { email, metadata: { uid } },
    { idempotencyKey: `vi-customer-${uid}` },
  );
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.uid, uid), isNull(users.stripeCustomerId)));
  const row = await userRow(ctx, uid);
  return row.stripeCustomerId ?? customer.id;
}

/**
 * Stores Stripe's current state of a subscription for the user whose customer it belongs to. Returns
 * the stored value, or null when the subscription was not stored (not ours, older, or a duplicate).
 */
async function apply(ctx: BillingContext, subscriptionId: string): Promise<SubscriptionLive | null> {
  const { db, stripe, logger } = ctx;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId = customerIdOf(subscription.customer);
  if (!customerId) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({ uid: users.uid, stored: users.stripeSubscriptionId })
      .from(users)
      .where(eq(users.stripeCustomerId, customerId))
      .limit(1);
    if (!row) {
      logger.warn({ subscriptionId, customerId }, "stripe subscription of an unknown customer ignored");
      return null;
    }
    if (row.stored && row.stored !== subscription.id) {
      const current = await stripe.subscriptions.retrieve(row.stored);
      if (isLive(current)) {
        if (isLive(subscription)) {
          // A second live subscription for the same user: cancel it at once (Stripe refunds nothing by
          // itself; docs/decisions/billing.md says support refunds the charge).
          logger.warn(
            { uid: row.uid, kept: current.id, canceled: subscription.id },
            "duplicate subscription canceled",
          );
          await stripe.subscriptions.cancel(
            subscription.id,
            {},
            { idempotencyKey: `vi-dup-${subscription.id}` },
          );
        }
        return null;
      }
    }
    const live = subscriptionLiveOf(subscription);
    const written = await db
      .update(users)
      .set({ stripeSubscriptionId: subscription.id, subscriptionLive: live, updatedAt: ctx.now() })
      .where(
        and(
          eq(users.uid, row.uid),
          row.stored ? eq(users.stripeSubscriptionId, row.stored) : isNull(users.stripeSubscriptionId),
        ),
      )
      .returning({ uid: users.uid });
    if (written.length > 0) return live;
    // Another request stored a subscription meanwhile: decide again against it.
  }
  throw new Error(`subscription ${subscriptionId}: the user's record kept changing`);
}

async function ownSubscription(ctx: BillingContext, uid: string) {
  const { stripe } = ctx;
  const row = await userRow(ctx, uid);
  if (!row.stripeSubscriptionId) throw new HttpError(404, "NOT_FOUND", "No active subscription.");
  const subscription = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
  if (!isLive(subscription)) {
    await apply(ctx, subscription.id);
    throw new HttpError(404, "NOT_FOUND", "No active subscription.");
  }
  return subscription;
}

async function answer(
  ctx: BillingContext,
  uid: string,
  subscriptionId: string,
): Promise<SubscriptionChangeResponse> {
  const live = await apply(ctx, subscriptionId);
  if (!live) {
    // The account was deleted meanwhile (DELETE /user in parallel): 404 like every other route.
    await userRow(ctx, uid);
    throw new Error(`subscription ${subscriptionId} was not stored`);
  }
  return { subscription_live: live, plan: planOfSubscription(ctx, live) };
}

/**
 * Runs a change of a live subscription. Stripe refuses changes to a subscription that ended meanwhile (the
 * account being deleted, the portal in another tab): that is a 404 like any ended subscription.
 */
async function changeLive(
  ctx: BillingContext,
  uid: string,
  subscriptionId: string,
  change: () => Promise<unknown>,
) {
  const { stripe } = ctx;
  try {
    await change();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    if (isLive(current)) throw error;
    await apply(ctx, subscriptionId);
    await userRow(ctx, uid);
    throw new HttpError(404, "NOT_FOUND", "No active subscription.");
  }
}

/** The subscription a switch to `priceId` changes: 400 for an unknown price, 409 for the same plan. */
async function switchable(ctx: BillingContext, uid: string, priceId: string) {
  if (!planOfPrice(ctx, priceId))
    throw new HttpError(400, "BAD_REQUEST", "Unknown price: choose a plan on the pricing page.", {
      field: "priceId",
    });
  const subscription = await ownSubscription(ctx, uid);
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  if (item.price.id === priceId) throw new HttpError(409, "CONFLICT", "You are already on this plan.");
  return { subscription, item };
}

const STRIPE_UNREACHABLE =
  "We could not reach our payment provider to end your subscription, so nothing was deleted. Please try again in a few minutes.";

function billingPlans(config: BillingConfig): BillingPlansResponse {
  return {
    enabled: true,
    standard: { priceId: config.prices.standard, productId: config.products.standard[0] ?? "" },
    professional: {
      priceId: config.prices.professional,
      productId: config.products.professional[0] ?? "",
    },
    trialDays: config.trialDays,
    discounts: config.discounts,
  };
}

async function createCheckout(
  ctx: BillingContext,
  uid: string,
  email: string,
  priceId: string,
): Promise<string> {
  const { stripe, config } = ctx;
  const plan = planOfPrice(ctx, priceId);
  if (!plan)
    throw new HttpError(400, "BAD_REQUEST", "Unknown price: choose a plan on the pricing page.", {
      field: "priceId",
    });
  const row = await userRow(ctx, uid);
  if (row.subscriptionLive && LIVE_STATUSES.includes(row.subscriptionLive.status))
    throw new HttpError(409, "CONFLICT", "You already have a subscription: switch plans instead.");
  await limited(ctx, uid);
  const customer = await ensureCustomer(ctx, uid, email, row.stripeCustomerId);
  // A subscription whose webhook has not arrived yet (paid in another tab a moment ago) also counts.
  const existing = await stripe.subscriptions.list({ customer, status: "all", limit: 10 });
  const live = existing.data.find(isLive);
  if (live) {
    await apply(ctx, live.id);
    throw new HttpError(409, "CONFLICT", "You already have a subscription: switch plans instead.");
  }
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: uid,
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: `${config.webOrigin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${config.webOrigin}/cancelled`,
    metadata: { uid },
    subscription_data: {
      metadata: { uid },
      ...(config.trialDays > 0 ? { trial_period_days: config.trialDays } : {}),
    },
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return session.url;
}

async function confirmSession(ctx: BillingContext, sessionId: string): Promise<boolean> {
  const { stripe } = ctx;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
    throw error;
  }
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  if (session.mode !== "subscription" || session.status !== "complete" || !paid) return false;
  const subscriptionId = customerIdOf(session.subscription);
  if (!subscriptionId) return false;
  // Stored already (the webhook came first, or this is the second call): success.
  return (await apply(ctx, subscriptionId)) !== null || (await storedIs(ctx, subscriptionId));
}

async function cancel(ctx: BillingContext, uid: string): Promise<SubscriptionChangeResponse> {
  const { stripe } = ctx;
  const subscription = await ownSubscription(ctx, uid);
  if (!subscription.cancel_at_period_end)
    await changeLive(ctx, uid, subscription.id, () =>
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    );
  return answer(ctx, uid, subscription.id);
}

async function undoCancel(ctx: BillingContext, uid: string): Promise<SubscriptionChangeResponse> {
  const { stripe } = ctx;
  const subscription = await ownSubscription(ctx, uid);
  if (!subscription.cancel_at_period_end)
    throw new HttpError(409, "CONFLICT", "Your subscription is not set to cancel.");
  await changeLive(ctx, uid, subscription.id, () =>
    stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
  );
  return answer(ctx, uid, subscription.id);
}

async function switchPlan(
  ctx: BillingContext,
  uid: string,
  priceId: string,
): Promise<SubscriptionChangeResponse> {
  const { stripe } = ctx;
  const { subscription, item } = await switchable(ctx, uid, priceId);
  await changeLive(ctx, uid, subscription.id, () =>
    stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: SWITCH_PRORATION,
    }),
  );
  return answer(ctx, uid, subscription.id);
}

async function previewSwitch(
  ctx: BillingContext,
  uid: string,
  priceId: string,
): Promise<SwitchSubscriptionPreviewResponse> {
  const { stripe } = ctx;
  const { subscription, item } = await switchable(ctx, uid, priceId);
  await limited(ctx, uid);
  const customer = customerIdOf(subscription.customer);
  if (!customer) throw new Error(`subscription ${subscription.id} has no customer`);
  let invoice: Stripe.Invoice;
  try {
    invoice = await stripe.invoices.createPreview({
      customer,
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: priceId }],
        proration_behavior: SWITCH_PRORATION,
        proration_date: nowSeconds(ctx),
      },
    });
  } catch (error) {
    // Ended meanwhile (the portal in another tab, DELETE /user): a 404 like any ended subscription.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const current = await stripe.subscriptions.retrieve(subscription.id);
    if (isLive(current)) throw error;
    await apply(ctx, subscription.id);
    await userRow(ctx, uid);
    throw new HttpError(404, "NOT_FOUND", "No active subscription.");
  }
  const checked = PreviewInvoiceSchema.safeParse(invoice);
  if (!checked.success) throw new Error(`stripe invoice preview of ${subscription.id} is malformed`);
  return { amountDue: checked.data.amount_due, currency: checked.data.currency };
}

async function portal(ctx: BillingContext, uid: string): Promise<string> {
  const { stripe, config } = ctx;
  const row = await userRow(ctx, uid);
  if (!row.stripeCustomerId)
    throw new HttpError(404, "NOT_FOUND", "No billing account yet: choose a plan first.");
  await limited(ctx, uid);
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: row.stripeCustomerId,
      return_url: `${config.webOrigin}/account#subscription`,
    });
    return session.url;
  } catch (error) {
    // The customer was deleted meanwhile (DELETE /user in parallel): 404 like the rest of the account.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing"))
      throw error;
    await userRow(ctx, uid);
    throw new HttpError(404, "NOT_FOUND", "No billing account yet: choose a plan first.");
  }
}

async function closeCustomer(ctx: BillingContext, uid: string): Promise<void> {
  const { db, stripe, logger } = ctx;
  const [row] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  const customerId = row?.customerId;
  if (!customerId) return;
  try {
    const subscriptions = await stripe.subscriptions.list({
      customer: customerId,
      status: "all",
      limit: 100,
    });
    for (const subscription of subscriptions.data) {
      if (subscription.status === "canceled" || subscription.status === "incomplete_expired") continue;
      // At once, not at the period end: nobody could reach the subscription after the account is gone.
      await stripe.subscriptions.cancel(
        subscription.id,
        {},
        { idempotencyKey: `vi-close-${subscription.id}` },
      );
    }
    await stripe.customers.del(customerId);
  } catch (error) {
    // Deleted already (an earlier attempt that failed later on): nothing left to end.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
    logger.error({ err: error, uid, customerId }, "stripe customer could not be closed");
    throw new HttpError(503, "SERVICE_UNAVAILABLE", STRIPE_UNREACHABLE, { retryAfterSeconds: 60 });
  }
  logger.info({ uid, customerId }, "stripe customer closed");
}

async function webhook(ctx: BillingContext, rawBody: string, signature: string | undefined): Promise<void> {
  const { db, stripe, config, logger } = ctx;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", config.webhookSecret);
  } catch {
    throw new HttpError(400, "BAD_REQUEST", "Invalid Stripe signature.", { field: "body" });
  }
  const checked = StripeEventEnvelopeSchema.safeParse(event);
  if (!checked.success) {
    // Signed by Stripe (or whoever holds the secret) yet not an event: retrying will not fix it.
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? issue.path.join(".") : "body";
    logger.warn({ where, message: issue?.message }, "malformed stripe event refused");
    throw new HttpError(400, "BAD_REQUEST", `body: not a Stripe event (${where})`, { field: "body" });
  }
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, checked.data.id))
    .limit(1);
  if (seen) return;
  const subscriptionId = subscriptionIdOfEvent(checked.data);
  if (subscriptionId) {
    try {
      await apply(ctx, subscriptionId);
    } catch (error) {
      // An event about a subscription Stripe does not know (another account's, deleted test data):
      // recorded and answered 2xx, or Stripe would retry it for days.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing"))
        throw error;
      logger.warn(
        { eventId: event.id, type: event.type, subscriptionId },
        "stripe event about an unknown subscription ignored",
      );
    }
  }
  // Recorded after applying: a failure leaves the event to Stripe's retry.
  await db
    .insert(stripeEvents)
    .values({ id: checked.data.id, type: checked.data.type })
    .onConflictDoNothing();
}

async function storedIs(ctx: BillingContext, subscriptionId: string): Promise<boolean> {
  const { db } = ctx;
  const [row] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(eq(users.stripeSubscriptionId, subscriptionId))
    .limit(1);
  return Boolean(row);
}

/** Stripe's ids: a prefix, an underscore and letters or digits (no control characters, bounded). */
const STRIPE_ID = /^[a-z]{1,10}_[A-Za-z0-9]{1,250}$/;

/**
 * What the product reads of any event, checked before anything is stored: the signature proves who sent the
 * body, not that it is an event (a `[]` body, a null object, a NUL in the id).
 */
const StripeEventEnvelopeSchema = z.object({
  id: z.string().regex(STRIPE_ID, "id: not a Stripe event id"),
  type: z.string().regex(/^[a-z_.]{1,100}$/, "type: not a Stripe event type"),
  data: z.object({ object: z.looseObject({}) }),
});

const malformed = (what: string) =>
  new HttpError(400, "BAD_REQUEST", `body: the event's ${what} is malformed`, { field: "body" });

/** A reference to a Stripe object (its id, or the expanded object); null when absent. */
function referenceId(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  const id =
    typeof value === "string"
      ? value
      : typeof value === "object" && "id" in value && typeof value.id === "string"
        ? value.id
        : null;
  if (id === null || !STRIPE_ID.test(id)) throw malformed(what);
  return id;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The subscription an event is about, for the events the product handles; null for the others. The object
 * is read as untrusted JSON: a field of the wrong shape is a 400 (malformed), never a crash.
 */
function subscriptionIdOfEvent(event: {
  type: string;
  data: { object: Record<string, unknown> };
}): string | null {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
      return object.mode === "subscription" ? referenceId(object.subscription, "subscription") : null;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const id = referenceId(object.id, "subscription");
      if (id === null) throw malformed("subscription");
      return id;
    }
    case "invoice.payment_failed": {
      const details = asRecord(asRecord(object.parent)?.subscription_details);
      return details ? referenceId(details.subscription, "subscription") : null;
    }
    default:
      return null;
  }
}
