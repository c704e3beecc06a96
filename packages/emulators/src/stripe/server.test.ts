// The emulator through the official SDK: the shapes the SDK reads, errors, idempotency, the hosted pages,
// signed webhooks that stripe.webhooks.constructEvent accepts, and the clock.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStripeForm } from "./form.ts";
import { DEFAULT_STRIPE_CATALOG, type StripeEmulator, startStripeEmulator, TEST_CARDS } from "./index.ts";

const SECRET = "whsec_test_secret";
const received: { body: string; signature: string }[] = [];
let hook: Server;
let emulator: StripeEmulator;
let stripe: Stripe;
const [standard, professional] = DEFAULT_STRIPE_CATALOG as [
  (typeof DEFAULT_STRIPE_CATALOG)[0],
  (typeof DEFAULT_STRIPE_CATALOG)[0],
];

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ body, signature: String(req.headers["stripe-signature"]) });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  const port = (hook.address() as AddressInfo).port;
  emulator = await startStripeEmulator({
    secretKey: "sk_test_123",
    webhooks: [{ url: `http://127.0.0.1:${port}/hook`, secret: SECRET }],
    startTime: Date.UTC(2026, 0, 31) / 1000,
  });
  stripe = new Stripe("sk_test_123", {
    host: "127.0.0.1",
    port: emulator.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await emulator?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

const checkout = (customer: string, price = standard.priceId, trialDays = 0) =>
  stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price, quantity: 1 }],
    success_url: "http://localhost:5173/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://localhost:5173/cancelled",
    client_reference_id: "user-1",
    ...(trialDays > 0 ? { subscription_data: { trial_period_days: trialDays } } : {}),
  });

describe("form encoding", () => {
  it("reads bracket paths into objects and arrays", () => {
    const parsed = parseStripeForm(
      new URLSearchParams(
        "line_items[0][price]=p1&line_items[0][quantity]=1&expand[]=a&expand[]=b&metadata[uid]=u",
      ),
    );
    expect(parsed).toEqual({
      line_items: [{ price: "p1", quantity: "1" }],
      expand: ["a", "b"],
      metadata: { uid: "u" },
    });
  });
});

describe("Stripe emulator through the SDK", () => {
  it("seeds the two monthly prices", async () => {
    const prices = await stripe.prices.list({ expand: ["data.product"] });
    expect(prices.object).toBe("list");
    expect(prices.data.map((price) => [price.unit_amount, price.recurring?.interval])).toEqual([
      [499, "month"],
      [999, "month"],
    ]);
    expect((prices.data[0]?.product as Stripe.Product | undefined)?.name).toBe("Standard");
  });

  it("answers Stripe's error shapes: unknown key, missing object", async () => {
    const bad = new Stripe("sk_test_wrong", { host: "127.0.0.1", port: emulator.port, protocol: "http" });
    await expect(bad.customers.create({})).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    await expect(stripe.subscriptions.retrieve("sub_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "resource_missing",
      statusCode: 404,
    });
  });

  it("replays an idempotent request and refuses the key with other parameters", async () => {
    const first = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "k1" });
    const again = await stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "k1" });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: "b@example.com" }, { idempotencyKey: "k1" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError" });
  });

  it("checkout with 4242 creates an active subscription and signed events constructEvent accepts", async () => {
    received.length = 0;
    const customer = await stripe.customers.create({ email: "buyer@example.com" });
    const session = await checkout(customer.id);
    expect(session.url).toBe(`${emulator.url}/checkout/${session.id}`);
    expect(session.status).toBe("open");

    const page = await fetch(session.url as string);
    expect(await page.text()).toContain("Subscribe to Standard");
    const paid = await fetch(`${emulator.url}/checkout/${session.id}/pay`, {
      method: "POST",
      body: new URLSearchParams({ cardNumber: "4242 4242 4242 4242" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://localhost:5173/success?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(done.status).toBe("complete");
    expect(done.payment_status).toBe("paid");
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe("active");
    expect(subscription.items.data[0]?.price.product).toBe(standard.productId);
    // Jan 31 + 1 month = Feb 28 (calendar months, as Stripe bills).
    expect(new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000).toISOString()).toMatch(
      /^2026-02-28/,
    );

    await emulator.webhooksSettled();
    const types = received.map(
      ({ body, signature }) => stripe.webhooks.constructEvent(body, signature, SECRET).type,
    );
    expect(types).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
    expect(() =>
      stripe.webhooks.constructEvent(received[0]?.body ?? "", received[0]?.signature ?? "", "whsec_other"),
    ).toThrow();
  });

  it("a declined card (4000 0000 0000 0002) returns to the cancel URL and creates nothing", async () => {
    const customer = await stripe.customers.create({});
    const session = await checkout(customer.id);
    expect(await emulator.pay(session.id, TEST_CARDS.declined)).toBe("http://localhost:5173/cancelled");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(emulator.subscriptionsOf(customer.id)).toEqual([]);
    await expect(emulator.pay(session.id, "4242 4242 4242 4241")).rejects.toThrow(/invalid/);
  });

  it("cancel at period end, undo, switch price with proration, cancel now", async () => {
    const customer = await stripe.customers.create({});
    const session = await checkout(customer.id);
    await emulator.pay(session.id, TEST_CARDS.success);
    const id = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;

    const canceled = await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    expect(canceled.cancel_at_period_end).toBe(true);
    expect(canceled.canceled_at).toBe(emulator.now());
    const undone = await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    expect(undone.canceled_at).toBeNull();

    const itemId = undone.items.data[0]?.id as string;
    const switched = await stripe.subscriptions.update(id, {
      items: [{ id: itemId, price: professional.priceId }],
      proration_behavior: "create_prorations",
    });
    expect(switched.items.data[0]?.price.id).toBe(professional.priceId);
    expect(switched.status).toBe("active");

    const ended = await stripe.subscriptions.cancel(id);
    expect(ended.status).toBe("canceled");
    await expect(stripe.subscriptions.update(id, { cancel_at_period_end: true })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it("previews a switch's invoice: the proration charged at once, or the next renewal's", async () => {
    const customer = await stripe.customers.create({});
    const session = await checkout(customer.id);
    await emulator.pay(session.id, TEST_CARDS.success);
    const id = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const subscription = await stripe.subscriptions.retrieve(id);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    // Halfway through the period: half of each price.
    const at = Math.floor((item.current_period_start + item.current_period_end) / 2);
    const half = (cents: number) =>
      Math.round(
        (cents * (item.current_period_end - at)) / (item.current_period_end - item.current_period_start),
      );
    const preview = (
      proration_behavior: "always_invoice" | "create_prorations",
      price = professional.priceId,
    ) =>
      stripe.invoices.createPreview({
        customer: customer.id,
        subscription: id,
        subscription_details: { items: [{ id: item.id, price }], proration_behavior, proration_date: at },
      });

    const now = await preview("always_invoice");
    const charge = half(professional.unitAmount) - half(standard.unitAmount);
    expect(now.amount_due).toBe(charge);
    expect(now.currency).toBe("usd");
    expect(now.lines.data.map((line) => line.amount)).toEqual([
      -half(standard.unitAmount),
      half(professional.unitAmount),
    ]);
    const renewal = await preview("create_prorations");
    expect(renewal.amount_due).toBe(charge + professional.unitAmount);
    expect(renewal.lines.data).toHaveLength(3);
    // A downgrade is a credit: nothing is due.
    await stripe.subscriptions.update(id, {
      items: [{ id: item.id, price: professional.priceId }],
      proration_behavior: "none",
    });
    expect((await preview("always_invoice", standard.priceId)).amount_due).toBe(0);
    // Nothing changed by a preview; bad input is refused as Stripe does.
    expect((await stripe.subscriptions.retrieve(id)).items.data[0]?.price.id).toBe(professional.priceId);
    await expect(
      stripe.invoices.createPreview({
        subscription: id,
        subscription_details: { items: [{ id: "si_nope", price: standard.priceId }] },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: "subscription_details[items][0][id]" });
    await expect(
      stripe.invoices.createPreview({
        subscription: id,
        subscription_details: {
          items: [{ id: item.id, price: standard.priceId }],
          proration_date: item.current_period_end + 86_400,
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      stripe.invoices.createPreview({ subscription: "sub_nope", subscription_details: { items: [] } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it("the clock ends trials, renews periods and ends canceled subscriptions", async () => {
    const customer = await stripe.customers.create({});
    const session = await checkout(customer.id, standard.priceId, 7);
    await emulator.pay(session.id, TEST_CARDS.success);
    const id = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    let subscription = await stripe.subscriptions.retrieve(id);
    expect(subscription.status).toBe("trialing");
    expect(subscription.trial_end).toBe(emulator.now() + 7 * 86_400);

    await emulator.advanceClock(7 * 86_400);
    subscription = await stripe.subscriptions.retrieve(id);
    expect(subscription.status).toBe("active");

    emulator.failNextRenewal(customer.id);
    await emulator.advanceClock(32 * 86_400);
    expect((await stripe.subscriptions.retrieve(id)).status).toBe("past_due");
    expect(emulator.events().some((event) => event.type === "invoice.payment_failed")).toBe(true);

    await stripe.subscriptions.update(id, { cancel_at_period_end: true });
    await emulator.advanceClock(40 * 86_400);
    subscription = await stripe.subscriptions.retrieve(id);
    expect(subscription.status).toBe("canceled");
    expect(emulator.events().at(-1)?.type).toBe("customer.subscription.deleted");
  });

  it("deleting a customer ends its subscriptions at once; the clock renews nothing after", async () => {
    const customer = await stripe.customers.create({ email: "leaving@example.com" });
    const session = await checkout(customer.id);
    await emulator.pay(session.id, TEST_CARDS.success);
    const id = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const deleted = await stripe.customers.del(customer.id);
    expect(deleted).toMatchObject({ id: customer.id, deleted: true });
    expect((await stripe.subscriptions.retrieve(id)).status).toBe("canceled");
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
    expect(emulator.customers().some((known) => known.id === customer.id)).toBe(false);
    const before = emulator.events().length;
    await emulator.advanceClock(40 * 86_400);
    const about = (event: Record<string, unknown>) =>
      JSON.stringify(event).includes(customer.id) || JSON.stringify(event).includes(id);
    expect(emulator.events().slice(before).filter(about)).toEqual([]);
    await expect(stripe.customers.del(customer.id)).rejects.toMatchObject({ code: "resource_missing" });
  });

  it("portal session: its page lists the plan and cancels it", async () => {
    const customer = await stripe.customers.create({ email: "portal@example.com" });
    const session = await checkout(customer.id);
    await emulator.pay(session.id, TEST_CARDS.success);
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://localhost:5173/account#subscription",
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("Standard");
    expect(html).toContain("Switch to Professional");
    const subscriptionId = emulator.subscriptionsOf(customer.id)[0]?.id as string;
    const after = await fetch(`${portal.url}/cancel`, {
      method: "POST",
      body: new URLSearchParams({ subscription: subscriptionId }),
    });
    expect(await after.text()).toContain("Renew plan");
    expect((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
  });
});
