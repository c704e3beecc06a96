// Billing end to end through the API: the real app served on a port (the Stripe emulator delivers its signed
// webhooks to it), the official stripe SDK talking to the emulator, the Firebase Auth emulator, PGlite and
// PostgreSQL.
import { type StripeEmulator, TEST_CARDS } from "@vi/emulators/stripe";
import {
  GetUserResponseSchema,
  PAST_DUE_GRACE_SECONDS,
  SubscriptionChangeResponseSchema,
  SwitchSubscriptionPreviewResponseSchema,
} from "@vi/types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonRequest, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import {
  professionalPlan as professional,
  type StripeStack,
  standardPlan as standard,
  startStripeStack,
} from "../../test/stripe.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { stripeEvents, users } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { SESSION_CONFIRMATIONS_PER_WINDOW } from "./routes.ts";
import { BILLING_SESSIONS_PER_WINDOW } from "./service.ts";

const SECRET_KEY = "sk_test_api_suite";
const WEBHOOK_SECRET = "whsec_api_suite";
const DAY = 86_400;

forEachDatabase((t) => {
  let stripeStack: StripeStack;
  let stripe: StripeEmulator;
  let app: ReturnType<typeof createApp>;

  function build(vars: Record<string, string> = {}) {
    const env = testEnv({ ...stripeStack.vars, ...vars });
    const logger = createLogger("silent");
    // The API's clock is the emulator's: plans end when the emulator's periods do.
    const services = createServices({
      env,
      db: t.connection,
      logger,
      now: () => new Date(stripe.now() * 1000),
    });
    return createApp({
      env,
      db: t.connection,
      logger,
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
  }

  beforeAll(async () => {
    // Webhooks reach whatever `app` is when they arrive.
    stripeStack = await startStripeStack({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      fetch: (request) => app.fetch(request),
    });
    stripe = stripeStack.stripe;
    app = build();
  });
  afterAll(async () => {
    await stripeStack?.close();
  });

  async function signUp(): Promise<TestUser> {
    const user = await createTestUser();
    const response = await app.request(
      "/user",
      jsonRequest("POST", { email: user.email, timezone: "UTC" }, bearer(user)),
    );
    expect(response.status).toBe(201);
    return user;
  }

  const post = (path: string, body: unknown, user?: TestUser) =>
    app.request(path, jsonRequest("POST", body, user ? bearer(user) : {}));

  async function checkout(user: TestUser, priceId = standard.priceId): Promise<string> {
    const response = await post("/createCheckoutSessionUrl", { priceId, livemode: true }, user);
    expect(response.status).toBe(200);
    const { checkoutSessionUrl } = (await response.json()) as { checkoutSessionUrl: string };
    expect(checkoutSessionUrl.startsWith(`${stripe.url}/checkout/cs_test_`)).toBe(true);
    return checkoutSessionUrl.split("/").at(-1) ?? "";
  }

  async function userInfo(user: TestUser) {
    const response = await app.request("/user", { headers: bearer(user) });
    return GetUserResponseSchema.parse(await response.json()).userInfo;
  }

  async function subscribe(user: TestUser, priceId = standard.priceId) {
    const sessionId = await checkout(user, priceId);
    const location = await stripe.pay(sessionId, TEST_CARDS.success);
    expect(location).toBe(`http://localhost:5173/success?session_id=${sessionId}`);
    await stripe.webhooksSettled();
    return sessionId;
  }

  async function expectError(response: Response, status: number, message: RegExp, field?: string) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string; field?: string } };
    expect(body.error.message).toMatch(message);
    if (field) expect(body.error.field).toBe(field);
  }

  async function storedRow(user: TestUser) {
    const [row] = await t.db.select().from(users).where(eq(users.uid, user.uid));
    return row;
  }

  describe("checkout", () => {
    test("the plans are public; a signed-out checkout is refused", async () => {
      const plans = await app.request("/billingPlans");
      expect(await plans.json()).toMatchObject({
        enabled: true,
        standard: { priceId: standard.priceId, productId: standard.productId },
        trialDays: 0,
      });
      expect((await post("/createCheckoutSessionUrl", { priceId: standard.priceId })).status).toBe(401);
    });

    test("4242: checkout -> webhook -> Standard; the session route answers success, twice", async () => {
      const user = await signUp();
      expect((await userInfo(user)).plan).toBe("free");
      const sessionId = await subscribe(user);

      const info = await userInfo(user);
      expect(info.plan).toBe("standard");
      expect(info.subscription_live).toMatchObject({
        product_id: standard.productId,
        status: "active",
        canceled_at: null,
        trial_end: null,
      });
      expect(info.subscription_live?.current_period_end).toBeGreaterThan(stripe.now() + 27 * DAY);
      // One customer per user, stored; Stripe has it with the uid.
      const row = await storedRow(user);
      expect(stripe.customers().filter((customer) => customer.id === row?.stripeCustomerId)).toHaveLength(1);

      for (let i = 0; i < 2; i++) {
        const confirm = await post("/stripeSessionId", { sessionId, livemode: true });
        expect(await confirm.json()).toEqual({ success: true });
      }
      expect((await userInfo(user)).subscription_live).toEqual(info.subscription_live);
    });

    test("the session route without the webhook still applies a paid session", async () => {
      const user = await signUp();
      const sessionId = await checkout(user);
      stripe.holdWebhooks();
      await stripe.pay(sessionId, TEST_CARDS.success);
      const confirm = await post("/stripeSessionId", { sessionId });
      expect(await confirm.json()).toEqual({ success: true });
      expect((await userInfo(user)).plan).toBe("standard");
      await stripe.releaseWebhooks();
      await stripe.webhooksSettled();
      expect((await userInfo(user)).plan).toBe("standard");
    });

    test("the session route: unpaid, unknown and malformed sessions fail", async () => {
      const user = await signUp();
      const sessionId = await checkout(user);
      expect(await (await post("/stripeSessionId", { sessionId })).json()).toEqual({ success: false });
      const unknown = await post("/stripeSessionId", { sessionId: "cs_test_doesnotexist" });
      expect(await unknown.json()).toEqual({ success: false });
      await expectError(
        await post("/stripeSessionId", { sessionId: "sub_123" }),
        400,
        /Checkout/,
        "sessionId",
      );
      expect((await userInfo(user)).plan).toBe("free");
    });

    test(`session confirmations are limited to ${SESSION_CONFIRMATIONS_PER_WINDOW} per address per window`, async () => {
      // The count is shared by every app on this database (src/rate-limit/store.ts): an address of its own
      // (one trusted proxy hop) keeps the other tests' confirmations out of it.
      const fresh = build({ TRUST_PROXY_HOPS: "1" });
      const from = { "x-forwarded-for": "198.51.100.77" };
      const confirm = () =>
        fresh.request("/stripeSessionId", jsonRequest("POST", { sessionId: "cs_test_unknownsession" }, from));
      for (let i = 0; i < SESSION_CONFIRMATIONS_PER_WINDOW; i++) expect((await confirm()).status).toBe(200);
      const limited = await confirm();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    test("a declined card leaves the user on Free", async () => {
      const user = await signUp();
      const sessionId = await checkout(user);
      expect(await stripe.pay(sessionId, TEST_CARDS.declined)).toBe("http://localhost:5173/cancelled");
      await stripe.webhooksSettled();
      const info = await userInfo(user);
      expect(info.plan).toBe("free");
      expect(info.subscription_live).toBeNull();
    });

    test("refuses an unknown price, and a checkout while a subscription is in force", async () => {
      const user = await signUp();
      await expectError(
        await post("/createCheckoutSessionUrl", { priceId: "price_Unknown" }, user),
        400,
        /Unknown price/,
        "priceId",
      );
      await subscribe(user);
      await expectError(
        await post("/createCheckoutSessionUrl", { priceId: professional.priceId }, user),
        409,
        /switch/,
      );
    });

    test("two tabs paid: the second subscription is canceled at once", async () => {
      const user = await signUp();
      const first = await checkout(user);
      const second = await checkout(user, professional.priceId);
      await stripe.pay(first, TEST_CARDS.success);
      await stripe.webhooksSettled();
      await stripe.pay(second, TEST_CARDS.success);
      await stripe.webhooksSettled();

      const row = await storedRow(user);
      const live = stripe
        .subscriptionsOf(row?.stripeCustomerId ?? "")
        .filter((subscription) => subscription.status !== "canceled");
      expect(live.map((subscription) => subscription.id)).toEqual([row?.stripeSubscriptionId]);
      const info = await userInfo(user);
      expect(info.plan).toBe("standard");
      expect(info.subscription_live?.status).toBe("active");
      // The paid-twice session is not reported as a success: support refunds it.
      expect(await (await post("/stripeSessionId", { sessionId: second })).json()).toEqual({
        success: false,
      });
    });

    test("a checkout while the other tab's payment has not reached us yet is refused", async () => {
      const user = await signUp();
      const first = await checkout(user);
      stripe.holdWebhooks();
      await stripe.pay(first, TEST_CARDS.success);
      await expectError(
        await post("/createCheckoutSessionUrl", { priceId: professional.priceId }, user),
        409,
        /switch/,
      );
      await stripe.releaseWebhooks();
      await stripe.webhooksSettled();
      expect((await userInfo(user)).plan).toBe("standard");
    });

    test(`checkout sessions are limited to ${BILLING_SESSIONS_PER_WINDOW} per user per window`, async () => {
      const user = await signUp();
      for (let i = 0; i < BILLING_SESSIONS_PER_WINDOW; i++) await checkout(user);
      const limited = await post("/createCheckoutSessionUrl", { priceId: standard.priceId }, user);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another user is not affected.
      await checkout(await signUp());
    });
  });

  describe("cancel, renew, switch, portal", () => {
    test("cancel -> Access ends; undo; switch to Professional; clear errors", async () => {
      const user = await signUp();
      await expectError(await post("/cancelSubscription", { livemode: true }, user), 404, /No active/);
      await subscribe(user);

      const canceled = SubscriptionChangeResponseSchema.parse(
        await (await post("/cancelSubscription", { livemode: true }, user)).json(),
      );
      expect(canceled.subscription_live.canceled_at).toBe(stripe.now());
      expect(canceled.plan).toBe("standard");
      expect((await userInfo(user)).subscription_live).toEqual(canceled.subscription_live);

      const renewed = SubscriptionChangeResponseSchema.parse(
        await (await post("/undoCancelSubscription", { livemode: true }, user)).json(),
      );
      expect(renewed.subscription_live.canceled_at).toBeNull();
      await expectError(await post("/undoCancelSubscription", {}, user), 409, /not set to cancel/);

      await expectError(
        await post("/switchSubscription", { priceId: standard.priceId }, user),
        409,
        /already on this plan/,
      );
      await expectError(
        await post("/switchSubscription", { priceId: "price_Nope" }, user),
        400,
        /Unknown price/,
        "priceId",
      );
      const switched = SubscriptionChangeResponseSchema.parse(
        await (
          await post("/switchSubscription", { priceId: professional.priceId, livemode: true }, user)
        ).json(),
      );
      expect(switched.plan).toBe("professional");
      expect(switched.subscription_live.product_id).toBe(professional.productId);
      await stripe.webhooksSettled();
      expect((await userInfo(user)).plan).toBe("professional");
    });

    // Issue 30, #8: the switch confirmation says what is paid today.
    test("the switch preview: what the switch then charges at once; 404 without a plan, 409 for the same", async () => {
      const user = await signUp();
      const preview = (priceId: string) =>
        post("/switchSubscriptionPreview", { priceId, livemode: true }, user);
      expect((await post("/switchSubscriptionPreview", { priceId: professional.priceId })).status).toBe(401);
      await expectError(await preview(professional.priceId), 404, /No active subscription/);
      await subscribe(user);
      await expectError(await preview(standard.priceId), 409, /already on this plan/);
      await expectError(await preview("price_Nope"), 400, /Unknown price/, "priceId");

      // Ten days into the period: the rest of it on Professional less the unused part of Standard.
      await stripe.advanceClock(10 * DAY);
      const response = await preview(professional.priceId);
      expect(response.status).toBe(200);
      const body = SwitchSubscriptionPreviewResponseSchema.parse(await response.json());
      const row = await storedRow(user);
      const live = row?.subscriptionLive;
      const period = (live?.current_period_end ?? 0) - (live?.current_period_start ?? 0);
      const left = (live?.current_period_end ?? 0) - stripe.now();
      const part = (cents: number) => Math.round((cents * left) / period);
      expect(body).toEqual({
        amountDue: part(professional.unitAmount) - part(standard.unitAmount),
        currency: "usd",
      });
      expect(body.amountDue).toBeGreaterThan(0);
      // A preview changes nothing.
      expect((await userInfo(user)).plan).toBe("standard");

      // The switch charges that amount at once (an invoice paid now, not added to the next renewal).
      const paidInvoices = () =>
        stripe
          .events()
          .filter((event) => event.type === "invoice.paid")
          .map((event) => (event.data as { object: Record<string, unknown> }).object)
          .filter((invoice) => invoice.customer === row?.stripeCustomerId);
      const before = paidInvoices().length;
      expect((await post("/switchSubscription", { priceId: professional.priceId }, user)).status).toBe(200);
      const paid = paidInvoices();
      expect(paid).toHaveLength(before + 1);
      expect(paid.at(-1)).toMatchObject({
        amount_paid: body.amountDue,
        billing_reason: "subscription_update",
      });
      // Back to Standard is a credit: nothing is due today.
      expect(
        SwitchSubscriptionPreviewResponseSchema.parse(await (await preview(standard.priceId)).json()),
      ).toEqual({
        amountDue: 0,
        currency: "usd",
      });
    });

    test(`switch previews count with checkout and portal sessions: ${BILLING_SESSIONS_PER_WINDOW} per user per window`, async () => {
      const user = await signUp();
      await subscribe(user); // its checkout counted once
      for (let i = 1; i < BILLING_SESSIONS_PER_WINDOW; i++)
        expect(
          (await post("/switchSubscriptionPreview", { priceId: professional.priceId }, user)).status,
        ).toBe(200);
      const refused = await post("/switchSubscriptionPreview", { priceId: professional.priceId }, user);
      expect(refused.status).toBe(429);
    });

    test("a canceled plan ends with its period (the clock); then a new checkout is allowed", async () => {
      const user = await signUp();
      await subscribe(user);
      await post("/cancelSubscription", {}, user);
      await stripe.advanceClock(32 * DAY);
      await stripe.webhooksSettled();
      const info = await userInfo(user);
      expect(info.subscription_live?.status).toBe("canceled");
      expect(info.plan).toBe("free");
      await expectError(await post("/cancelSubscription", {}, user), 404, /No active/);
      await subscribe(user, professional.priceId);
      expect((await userInfo(user)).plan).toBe("professional");
    });

    // Issue 28, #3: past_due counted as paid without limit.
    test(`a failed renewal stores past_due: the plan lasts ${PAST_DUE_GRACE_SECONDS / DAY} days, then Free`, async () => {
      const user = await signUp();
      await subscribe(user);
      const row = await storedRow(user);
      stripe.failNextRenewal(row?.stripeCustomerId ?? "");
      await stripe.advanceClock(32 * DAY);
      await stripe.webhooksSettled();
      const info = await userInfo(user);
      expect(info.subscription_live?.status).toBe("past_due");
      expect(info.plan).toBe("standard");
      const start = info.subscription_live?.current_period_start ?? 0;
      await stripe.advanceClock(start + PAST_DUE_GRACE_SECONDS - stripe.now());
      const after = await userInfo(user);
      expect(after.subscription_live?.status).toBe("past_due");
      expect(after.plan).toBe("free");
    });

    // Issue 28, #3: a subscription canceled at once at Stripe (refund, fraud) kept the plan to its period end.
    test("a subscription canceled at once at Stripe is Free at once", async () => {
      const user = await signUp();
      await subscribe(user, professional.priceId);
      const row = await storedRow(user);
      const ended = await fetch(`${stripe.url}/v1/subscriptions/${row?.stripeSubscriptionId}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${SECRET_KEY}` },
      });
      expect(ended.status).toBe(200);
      await stripe.webhooksSettled();
      const info = await userInfo(user);
      expect(info.subscription_live?.status).toBe("canceled");
      expect(info.subscription_live?.current_period_end).toBeGreaterThan(stripe.now());
      expect(info.plan).toBe("free");
    });

    // Issue 28, #8: a change racing DELETE /user stored nothing and answered 500.
    test.each([
      ["/cancelSubscription", {}],
      ["/switchSubscription", { priceId: professional.priceId }],
    ])("%s racing DELETE /user answers 404 (or succeeds), never 500", async (path, body) => {
      for (let round = 0; round < 4; round++) {
        const user = await signUp();
        await subscribe(user);
        const row = await storedRow(user);
        const [change, deleted] = await Promise.all([
          post(path, body, user),
          app.request("/user", { method: "DELETE", headers: bearer(user) }),
        ]);
        expect(deleted.status).toBe(200);
        expect([200, 401, 404]).toContain(change.status);
        expect(stripe.subscription(row?.stripeSubscriptionId ?? "")?.status).toBe("canceled");
        expect(await storedRow(user)).toBeUndefined();
      }
    });

    test("billing portal: an address for users with a customer, none before", async () => {
      const user = await signUp();
      await expectError(await post("/billingPortalSession", {}, user), 404, /No billing account/);
      await subscribe(user);
      const response = await post("/billingPortalSession", { livemode: true }, user);
      const { url } = (await response.json()) as { url: string };
      expect(url.startsWith(`${stripe.url}/portal/bps_`)).toBe(true);
      expect(await (await fetch(url)).text()).toContain("Standard");
    });
  });

  describe("webhook", () => {
    test("a forged or unsigned event is refused with 400 and changes nothing", async () => {
      const user = await signUp();
      await subscribe(user);
      const before = (await userInfo(user)).subscription_live;
      const event = stripe.events().at(-1);
      const payload = JSON.stringify(event);
      const forged = await app.request("/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": stripe.sign(payload, "whsec_not_ours") },
        body: payload,
      });
      await expectError(forged, 400, /signature/, "body");
      const unsigned = await app.request("/stripe/webhook", { method: "POST", body: payload });
      await expectError(unsigned, 400, /signature/, "body");
      expect((await userInfo(user)).subscription_live).toEqual(before);
    });

    test("a replayed event is applied once", async () => {
      const user = await signUp();
      await subscribe(user);
      const event = stripe.events().findLast((candidate) => candidate.type === "checkout.session.completed");
      const count = async () =>
        (
          await t.db
            .select({ n: sql<number>`count(*)::int` })
            .from(stripeEvents)
            .where(eq(stripeEvents.id, String(event?.id)))
        )[0]?.n;
      expect(await count()).toBe(1);
      await stripe.redeliver(String(event?.id));
      expect(stripe.deliveries().at(-1)).toMatchObject({ eventId: event?.id, status: 200 });
      expect(await count()).toBe(1);
    });

    test("events delivered out of order leave Stripe's current state", async () => {
      const user = await signUp();
      await subscribe(user);
      stripe.holdWebhooks();
      await post("/cancelSubscription", {}, user);
      await post("/undoCancelSubscription", {}, user);
      await post("/cancelSubscription", {}, user);
      // The oldest update (canceled, then renewed...) arrives last.
      await stripe.releaseWebhooks("lifo");
      await stripe.webhooksSettled();
      const info = await userInfo(user);
      expect(info.subscription_live?.canceled_at).not.toBeNull();
      expect(info.plan).toBe("standard");
    });
  });

  // Issue 28, #1: DELETE /user answered 200 while the subscription stayed active and kept renewing.
  describe("deleting a paying account", () => {
    test("ends the subscription and deletes the customer at Stripe; no invoice after", async () => {
      const user = await signUp();
      await subscribe(user);
      const row = await storedRow(user);
      const customerId = row?.stripeCustomerId ?? "";
      const deleted = await app.request("/user", { method: "DELETE", headers: bearer(user) });
      expect(deleted.status).toBe(200);
      expect(stripe.subscription(row?.stripeSubscriptionId ?? "")).toMatchObject({
        status: "canceled",
        cancel_at_period_end: false,
      });
      expect(stripe.customers().some((customer) => customer.id === customerId)).toBe(false);
      expect(await storedRow(user)).toBeUndefined();
      await stripe.webhooksSettled();
      const from = stripe.events().length;
      await stripe.advanceClock(40 * DAY);
      await stripe.webhooksSettled();
      const later = stripe.events().slice(from);
      expect(later.filter((event) => JSON.stringify(event).includes(customerId))).toEqual([]);
      // The subscription's own events reached an API whose rows were gone: answered, not retried.
      expect(stripe.deliveries().filter((delivery) => delivery.status !== 200)).toEqual([]);
    });

    test("a user who never paid is deleted without asking Stripe", async () => {
      const user = await signUp();
      const customersBefore = stripe.customers().length;
      const deleted = await app.request("/user", { method: "DELETE", headers: bearer(user) });
      expect(deleted.status).toBe(200);
      expect(stripe.customers()).toHaveLength(customersBefore);
    });

    test("Stripe unreachable: 503 naming the reason, and nothing is deleted", async () => {
      const user = await signUp();
      await subscribe(user);
      const row = await storedRow(user);
      const unreachable = build({ STRIPE_API_BASE: "http://127.0.0.1:9" });
      const response = await unreachable.request("/user", { method: "DELETE", headers: bearer(user) });
      await expectError(response, 503, /payment provider.*nothing was deleted/);
      expect(await storedRow(user)).toEqual(row);
      expect(stripe.subscription(row?.stripeSubscriptionId ?? "")?.status).toBe("active");
      expect((await userInfo(user)).plan).toBe("standard");
      // Stripe back: the same request now goes through.
      expect((await app.request("/user", { method: "DELETE", headers: bearer(user) })).status).toBe(200);
      expect(stripe.subscription(row?.stripeSubscriptionId ?? "")?.status).toBe("canceled");
    }, 30_000);

    test("a server without Stripe refuses to delete a paying account (503)", async () => {
      const user = await signUp();
      await subscribe(user);
      const off = createApp({
        env: testEnv(),
        db: t.connection,
        logger: createLogger("silent"),
        auth: createFirebaseAuth({ projectId: "demo-vidinsight" }),
      });
      const response = await off.request("/user", { method: "DELETE", headers: bearer(user) });
      expect(response.status).toBe(503);
      expect(await storedRow(user)).toBeDefined();
    });
  });

  // Issue 28, #9: signed events of odd shapes answered 500, which Stripe retries for days.
  describe("signed webhook events of odd shapes", () => {
    const send = (payload: string) =>
      app.request("/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": stripe.sign(payload, WEBHOOK_SECRET) },
        body: payload,
      });
    const event = (fields: Record<string, unknown>) =>
      JSON.stringify({
        id: `evt_odd${Math.random().toString(36).slice(2)}`,
        object: "event",
        type: "customer.subscription.updated",
        data: { object: { id: "sub_NotKnownAnywhere123", object: "subscription" } },
        ...fields,
      });

    test("an event about a subscription nobody knows: 200, recorded once, nothing stored", async () => {
      const payload = event({});
      const response = await send(payload);
      expect(response.status).toBe(200);
      const id = (JSON.parse(payload) as { id: string }).id;
      expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toHaveLength(1);
      expect((await send(payload)).status).toBe(200);
      // Unknown types are acknowledged too.
      expect((await send(event({ type: "radar.early_fraud_warning.created" }))).status).toBe(200);
    });

    test.each([
      ["a [] body", "[]"],
      ["a null body", "null"],
      ["a string body", '"evt_1"'],
      ["data.object null", event({ data: { object: null } })],
      ["no data", event({ data: undefined })],
      ["no event id", event({ id: undefined })],
      ["a NUL in the id", event({ id: "evt_abc\u0000def" })],
      ["a numeric id", event({ id: 42 })],
      ["no type", event({ type: undefined })],
      ["a subscription without its id", event({ data: { object: { object: "subscription" } } })],
      ["a subscription id with a NUL", event({ data: { object: { id: "sub_a\u0000b" } } })],
      [
        "a failed invoice whose subscription is a number",
        event({
          type: "invoice.payment_failed",
          data: { object: { parent: { subscription_details: { subscription: 7 } } } },
        }),
      ],
      [
        "a completed checkout whose subscription is an object without id",
        event({
          type: "checkout.session.completed",
          data: { object: { mode: "subscription", subscription: {} } },
        }),
      ],
    ])("%s: 400 naming the body, nothing recorded", async (_name, payload) => {
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents);
      const response = await send(payload);
      await expectError(response, 400, /event/, "body");
      const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(stripeEvents);
      expect(after).toEqual(before);
    });
  });

  describe("configuration", () => {
    test("a free trial (STRIPE_TRIAL_DAYS) makes the plan trialing until it ends", async () => {
      const trialApp = build({ STRIPE_TRIAL_DAYS: "7" });
      const previous = app;
      app = trialApp;
      try {
        const user = await signUp();
        await subscribe(user);
        const info = await userInfo(user);
        expect(info.subscription_live).toMatchObject({
          status: "trialing",
          trial_end: stripe.now() + 7 * DAY,
        });
        expect(info.plan).toBe("standard");
      } finally {
        app = previous;
      }
    });

    test("without a Stripe key the routes answer 503 and /billingPlans says billing is off", async () => {
      const off = createApp({
        env: testEnv(),
        db: t.connection,
        logger: createLogger("silent"),
        auth: createFirebaseAuth({ projectId: "demo-vidinsight" }),
      });
      expect(await (await off.request("/billingPlans")).json()).toMatchObject({ enabled: false });
      const response = await off.request("/stripe/webhook", { method: "POST", body: "{}" });
      expect(response.status).toBe(503);
    });
  });
});
