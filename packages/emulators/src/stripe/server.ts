// A local stand-in for the few Stripe API endpoints the product uses (docs.stripe.com/api), answering in
// Stripe's shapes (API version 2025+: the billing period lives on the subscription item) so the official
// `stripe` SDK talks to it unchanged through its host/port/protocol settings. It also serves the hosted
// Checkout and customer-portal pages and delivers signed webhook events (Stripe-Signature: t=..,v1=HMAC).
// Its clock starts at real time and only moves when a test advances it: trials and periods end then.
import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  readBody as readRequestBody,
  redirect as redirectTo,
  sendJson as send,
  sendHtml,
  serve,
} from "../http.ts";
import { type FormObject, list, obj, parseStripeForm, str } from "./form.ts";
import { checkoutPage, notFoundPage, portalPage } from "./pages.ts";

/** The SDK pins this version; events carry it like real ones. */
export const EMULATOR_API_VERSION = "2026-10-28.endive";

export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

export interface SeedPrice {
  productId: string;
  productName: string;
  priceId: string;
  /** Cents. */
  unitAmount: number;
}

/** The two plans of the product, monthly, in dollars (Standard $4.99, Professional $9.99). */
export const DEFAULT_STRIPE_CATALOG: readonly SeedPrice[] = [
  {
    productId: "prod_VIStandard",
    productName: "Standard",
    priceId: "price_VIStandardMonthly",
    unitAmount: 499,
  },
  {
    productId: "prod_VIProfessional",
    productName: "Professional",
    priceId: "price_VIProfessionalMonthly",
    unitAmount: 999,
  },
];

export interface WebhookEndpoint {
  url: string;
  /** whsec_... used to sign deliveries. */
  secret: string;
}

export interface StripeEmulatorOptions {
  port?: number;
  host?: string;
  /** The secret key callers must send (Authorization: Bearer). */
  secretKey: string;
  webhooks?: readonly WebhookEndpoint[];
  catalog?: readonly SeedPrice[];
  /** Epoch seconds the clock starts at. Default: now. */
  startTime?: number;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string;
  status: number | null;
  error?: string;
}

type Json = Record<string, unknown>;

export interface StripeEmulator {
  /** Origin, e.g. http://127.0.0.1:8790 (STRIPE_API_BASE). */
  url: string;
  port: number;
  close(): Promise<void>;
  /** The emulator clock, epoch seconds. */
  now(): number;
  /** Moves the clock forward and runs what falls due (trial ends, renewals, scheduled cancellations). */
  advanceClock(seconds: number): Promise<void>;
  /** Every event created so far, oldest first. */
  events(): Json[];
  deliveries(): readonly WebhookDelivery[];
  /** Resolves when every queued webhook delivery has been attempted. */
  webhooksSettled(): Promise<void>;
  /** Holds deliveries in the queue until released (for out-of-order tests); release sends them in `order`. */
  holdWebhooks(): void;
  releaseWebhooks(order?: "fifo" | "lifo"): Promise<void>;
  /** Sends an already delivered event again, newly signed (Stripe retries the same event id). */
  redeliver(eventId: string): Promise<void>;
  /** Pays a session's hosted page as a browser would; returns the redirect address. */
  pay(sessionId: string, cardNumber: string): Promise<string>;
  /** The next renewal of this customer's subscriptions fails (past_due, invoice.payment_failed). */
  failNextRenewal(customerId: string): void;
  subscription(id: string): Json | undefined;
  subscriptionsOf(customerId: string): Json[];
  customers(): Json[];
  /** The signature header for a payload, as Stripe computes it. */
  sign(payload: string, secret: string, timestamp?: number): string;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += ALNUM[byte % ALNUM.length];
  return `${prefix}_${id}`;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string } = {},
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string, param = "id") =>
  new StripeError(404, "invalid_request_error", `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    param,
  });

const invalid = (message: string, param?: string) =>
  new StripeError(400, "invalid_request_error", message, {
    code: "parameter_invalid",
    ...(param ? { param } : {}),
  });

/** Adds calendar months in UTC, as Stripe's monthly billing does (Jan 31 + 1 month = Feb 28/29). */
function addMonths(epochSeconds: number, months: number): number {
  const date = new Date(epochSeconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const readBody = (req: IncomingMessage) =>
  readRequestBody(
    req,
    256 * 1024,
    () => new StripeError(413, "invalid_request_error", "Request body too large"),
  );

function sendJson(res: ServerResponse, status: number, body: unknown) {
  send(res, status, body, {
    "content-type": "application/json",
    "request-id": newId("req", 14),
    "stripe-version": EMULATOR_API_VERSION,
  });
}

const redirect = (res: ServerResponse, location: string) => redirectTo(res, 303, location);

export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/** The emulator's state: its catalog, the objects created, its clock, and the webhooks' queue. */
interface StripeState {
  options: StripeEmulatorOptions;
  catalog: readonly SeedPrice[];
  products: Map<string, Json>;
  prices: Map<string, Json>;
  customers: Map<string, Json>;
  deletedCustomers: Set<string>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  portalSessions: Map<string, Json>;
  events: Json[];
  idempotency: Map<string, { body: string; status: number; response: unknown }>;
  failingCustomers: Set<string>;
  endpoints: WebhookEndpoint[];
  deliveries: WebhookDelivery[];
  /** The emulator's clock (epoch seconds): advanceClock moves it. */
  clock: number;
  /** Its own origin, once it listens. */
  origin: string;
  /** Webhook events not delivered yet (one queue, in order, one at a time). */
  queue: Json[];
  held: boolean;
  /** The delivery in progress. */
  sending: Promise<void>;
}

export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const catalog = options.catalog ?? DEFAULT_STRIPE_CATALOG;
  const startTime = options.startTime ?? Math.floor(Date.now() / 1000);

  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  for (const seed of catalog) {
    products.set(seed.productId, {
      id: seed.productId,
      object: "product",
      active: true,
      created: startTime,
      default_price: seed.priceId,
      description: null,
      livemode: false,
      metadata: {},
      name: seed.productName,
      type: "service",
      updated: startTime,
      url: null,
    });
    prices.set(seed.priceId, {
      id: seed.priceId,
      object: "price",
      active: true,
      billing_scheme: "per_unit",
      created: startTime,
      currency: "usd",
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: seed.productId,
      recurring: {
        interval: "month",
        interval_count: 1,
        meter: null,
        trial_period_days: null,
        usage_type: "licensed",
      },
      tax_behavior: "unspecified",
      type: "recurring",
      unit_amount: seed.unitAmount,
      unit_amount_decimal: String(seed.unitAmount),
    });
  }
  const customers = new Map<string, Json>();
  const deletedCustomers = new Set<string>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const events: Json[] = [];
  const idempotency = new Map<string, { body: string; status: number; response: unknown }>();
  const failingCustomers = new Set<string>();

  // Webhooks: one queue, delivered in order, one at a time (Stripe does not promise order; tests hold and
  // reorder the queue to check that the product copes).
  const endpoints = [...(options.webhooks ?? [])];
  const deliveries: WebhookDelivery[] = [];

  const emu: StripeState = {
    options,
    catalog,
    products,
    prices,
    customers,
    deletedCustomers,
    sessions,
    subscriptions,
    invoices,
    portalSessions,
    events,
    idempotency,
    failingCustomers,
    endpoints,
    deliveries,
    clock: startTime,
    origin: "",
    queue: [],
    held: false,
    sending: Promise.resolve(),
  };

  const server = serve(
    (req, res) => {
      const url = new URL(req.url ?? "/", "http://emulator.local");
      if (url.pathname === "/healthz") return sendJson(res, 200, { ok: true });
      const handler = url.pathname.startsWith("/v1/")
        ? handleApi
        : url.pathname.startsWith("/_emulator/")
          ? handleControl
          : handlePages;
      return handler(emu, req, res, url);
    },
    (error, res) => {
      if (error instanceof StripeError) {
        return sendJson(res, error.status, {
          error: {
            type: error.type,
            message: error.message,
            ...error.extra,
            doc_url: error.extra.code
              ? `https://docs.stripe.com/error-codes/${error.extra.code.replaceAll("_", "-")}`
              : undefined,
          },
        });
      }
      sendJson(res, 500, { error: { type: "api_error", message: "The emulator failed on this request." } });
    },
  );

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host && options.host !== "0.0.0.0" ? options.host : "127.0.0.1";
  emu.origin = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;

  const controls: StripeEmulator = {
    url: emu.origin,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    now: () => emu.clock,
    advanceClock: (seconds) => advanceClock(emu, seconds),
    events: () => structuredClone(events),
    deliveries: () => deliveries,
    webhooksSettled: async () => {
      let current: Promise<void>;
      do {
        current = emu.sending;
        await current;
      } while (current !== emu.sending);
    },
    holdWebhooks() {
      emu.held = true;
    },
    async releaseWebhooks(order = "fifo") {
      emu.held = false;
      if (order === "lifo") emu.queue.reverse();
      await pump(emu);
    },
    async redeliver(eventId) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      emu.queue.push(event);
      await pump(emu);
    },
    async pay(sessionId, cardNumber) {
      const outcome = payCheckout(emu, sessionId, cardNumber);
      if ("error" in outcome) throw new Error(outcome.error);
      return outcome.location;
    },
    failNextRenewal(customerId) {
      failingCustomers.add(customerId);
    },
    subscription: (id) => structuredClone(subscriptions.get(id)),
    subscriptionsOf: (customerId) =>
      [...subscriptions.values()]
        .filter((subscription) => subscription.customer === customerId)
        .map((s) => structuredClone(s)),
    customers: () => [...customers.values()].map((customer) => structuredClone(customer)),
    sign: (payload, secret, timestamp = Math.floor(Date.now() / 1000)) =>
      signStripePayload(payload, secret, timestamp),
  };
  return controls;
}

async function deliver(emu: StripeState, event: Json) {
  const { endpoints, deliveries } = emu;
  const payload = JSON.stringify(event, null, 2);
  for (const endpoint of endpoints) {
    const header = signStripePayload(payload, endpoint.secret, Math.floor(Date.now() / 1000));
    const record: WebhookDelivery = {
      eventId: String(event.id),
      type: String(event.type),
      url: endpoint.url,
      status: null,
    };
    deliveries.push(record);
    try {
      const response = await fetch(endpoint.url, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      record.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
  }
}

function pump(emu: StripeState) {
  if (emu.held) return emu.sending;
  const batch = emu.queue;
  emu.queue = [];
  emu.sending = emu.sending.then(async () => {
    for (const event of batch) await deliver(emu, event);
  });
  return emu.sending;
}

function emit(emu: StripeState, type: string, object: Json, previousAttributes?: Json) {
  const { events, endpoints } = emu;
  const event: Json = {
    id: newId("evt", 24),
    object: "event",
    api_version: EMULATOR_API_VERSION,
    created: emu.clock,
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: endpoints.length,
    request: { id: null, idempotency_key: null },
    type,
  };
  events.push(event);
  emu.queue.push(event);
  void pump(emu);
  return event;
}

function getPrice(emu: StripeState, id: string, param = "price") {
  const { prices } = emu;
  const price = prices.get(id);
  if (!price) throw missing("price", id, param);
  return price;
}

function productName(emu: StripeState, price: Json) {
  const { products } = emu;
  return String(products.get(String(price.product))?.name ?? String(price.product));
}

// --- objects -----------------------------------------------------------------------------------
function createCustomer(emu: StripeState, params: FormObject): Json {
  const { customers } = emu;
  const customer: Json = {
    id: newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: emu.clock,
    currency: null,
    default_source: null,
    delinquent: false,
    description: str(params.description) ?? null,
    email: str(params.email) ?? null,
    invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null },
    livemode: false,
    metadata: obj(params.metadata),
    name: str(params.name) ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
  };
  customers.set(String(customer.id), customer);
  return customer;
}

function subscriptionItem(
  emu: StripeState,
  subscriptionId: string,
  price: Json,
  start: number,
  end: number,
): Json {
  return {
    id: newId("si", 14),
    object: "subscription_item",
    created: emu.clock,
    current_period_end: end,
    current_period_start: start,
    discounts: [],
    metadata: {},
    price: structuredClone(price),
    quantity: 1,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

function firstItem(subscription: Json): Json {
  const items = subscription.items as { data: Json[] };
  return items.data[0] as Json;
}

function createInvoice(
  emu: StripeState,
  subscription: Json,
  amount: number,
  reason: string,
  paid: boolean,
): Json {
  const { invoices } = emu;
  const item = firstItem(subscription);
  const invoice: Json = {
    id: newId("in", 24),
    object: "invoice",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    billing_reason: reason,
    created: emu.clock,
    currency: "usd",
    customer: subscription.customer,
    livemode: false,
    parent: {
      type: "subscription_details",
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    status: paid ? "paid" : "open",
    total: amount,
  };
  invoices.set(String(invoice.id), invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

function createSubscription(emu: StripeState, session: Json, price: Json): Json {
  const { subscriptions } = emu;
  const trialDays = Number((obj(session.subscription_data as FormObject).trial_period_days as string) ?? 0);
  const id = newId("sub", 24);
  const trialEnd = trialDays > 0 ? emu.clock + trialDays * 86_400 : null;
  const periodEnd = trialEnd ?? addMonths(emu.clock, 1);
  const subscription: Json = {
    id,
    object: "subscription",
    billing_cycle_anchor: periodEnd,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: emu.clock,
    currency: "usd",
    customer: session.customer,
    default_payment_method: newId("pm", 24),
    ended_at: null,
    items: {
      object: "list",
      data: [subscriptionItem(emu, id, price, emu.clock, periodEnd)],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: obj(obj(session.subscription_data as FormObject).metadata),
    start_date: emu.clock,
    status: trialEnd ? "trialing" : "active",
    trial_end: trialEnd,
    trial_start: trialEnd ? emu.clock : null,
  };
  subscriptions.set(id, subscription);
  createInvoice(emu, subscription, trialEnd ? 0 : Number(price.unit_amount), "subscription_create", true);
  return subscription;
}

function expandSession(emu: StripeState, session: Json, expand: string[]): Json {
  const { customers, subscriptions } = emu;
  const copy = structuredClone(session);
  if (expand.includes("subscription") && typeof copy.subscription === "string")
    copy.subscription = structuredClone(subscriptions.get(copy.subscription) ?? null);
  if (expand.includes("customer") && typeof copy.customer === "string")
    copy.customer = structuredClone(customers.get(copy.customer) ?? null);
  if (expand.includes("line_items")) copy.line_items = structuredClone(session._line_items);
  delete copy._line_items;
  delete copy.subscription_data;
  return copy;
}

function publicSession(emu: StripeState, session: Json) {
  return expandSession(emu, session, []);
}

function expandSubscription(emu: StripeState, subscription: Json, expand: string[]): Json {
  const { customers, invoices } = emu;
  const copy = structuredClone(subscription);
  if (expand.includes("customer") && typeof copy.customer === "string")
    copy.customer = structuredClone(customers.get(copy.customer) ?? null);
  if (expand.includes("latest_invoice") && typeof copy.latest_invoice === "string")
    copy.latest_invoice = structuredClone(invoices.get(copy.latest_invoice) ?? null);
  return copy;
}

function createCheckoutSession(emu: StripeState, params: FormObject): Json {
  const { customers, sessions } = emu;
  if (str(params.mode) !== "subscription")
    throw invalid("This emulator supports only `mode=subscription`.", "mode");
  const successUrl = str(params.success_url);
  if (!successUrl || !URL.canParse(successUrl.replace("{CHECKOUT_SESSION_ID}", "x")))
    throw invalid("Invalid URL: success_url", "success_url");
  const cancelUrl = str(params.cancel_url);
  if (cancelUrl !== undefined && !URL.canParse(cancelUrl))
    throw invalid("Invalid URL: cancel_url", "cancel_url");
  const lineItems = list(params.line_items).map(obj);
  if (lineItems.length !== 1)
    throw invalid("Exactly one line item is supported by this emulator.", "line_items");
  const priceId = str(lineItems[0]?.price) ?? "";
  const price = getPrice(emu, priceId, "line_items[0][price]");
  let customerId = str(params.customer) ?? null;
  if (customerId && !customers.has(customerId)) throw missing("customer", customerId, "customer");
  if (!customerId) customerId = String(createCustomer(emu, { email: params.customer_email ?? "" }).id);
  const id = newId("cs_test", 58);
  const session: Json = {
    id,
    object: "checkout.session",
    amount_subtotal: price.unit_amount,
    amount_total: price.unit_amount,
    cancel_url: cancelUrl ?? null,
    client_reference_id: str(params.client_reference_id) ?? null,
    created: emu.clock,
    currency: "usd",
    customer: customerId,
    customer_details: null,
    customer_email: str(params.customer_email) ?? null,
    expires_at: emu.clock + 24 * 3600,
    invoice: null,
    livemode: false,
    metadata: obj(params.metadata),
    mode: "subscription",
    payment_status: "unpaid",
    status: "open",
    subscription: null,
    subscription_data: obj(params.subscription_data),
    success_url: successUrl,
    url: `${emu.origin}/checkout/${id}`,
    _line_items: {
      object: "list",
      data: [
        {
          id: newId("li", 24),
          object: "item",
          amount_subtotal: price.unit_amount,
          amount_total: price.unit_amount,
          currency: "usd",
          description: productName(emu, price),
          price: structuredClone(price),
          quantity: 1,
        },
      ],
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
  };
  // subscription_data and _line_items are kept for the hosted page and the subscription it creates;
  // the API's answers leave them out (expandSession), as Stripe's do.
  sessions.set(id, session);
  return session;
}

function sessionPrice(session: Json): Json {
  const items = session._line_items as { data: Json[] };
  return (items.data[0] as Json).price as Json;
}

/** What the hosted page's Pay button does. Returns where the browser goes next. */
function payCheckout(
  emu: StripeState,
  sessionId: string,
  rawCard: string,
): { location: string } | { error: string; status: number } {
  const { customers, sessions, invoices } = emu;
  const session = sessions.get(sessionId);
  if (!session) return { error: "This checkout session does not exist.", status: 404 };
  if (session.status === "complete") return { location: successLocation(session) };
  if (session.status !== "open" || Number(session.expires_at) <= emu.clock)
    return { error: "This checkout session has expired.", status: 410 };
  const card = rawCard.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(card) || !luhnValid(card)) return { error: "Your card number is invalid.", status: 402 };
  if (card === TEST_CARDS.declined) {
    // Stripe's page would show 'Your card was declined.'; the product's brief sends the buyer back.
    return { location: String(session.cancel_url ?? session.success_url) };
  }
  const subscription = createSubscription(emu, session, sessionPrice(session));
  session.status = "complete";
  session.payment_status = subscription.status === "trialing" ? "no_payment_required" : "paid";
  session.subscription = subscription.id;
  session.invoice = subscription.latest_invoice;
  const customer = customers.get(String(session.customer));
  session.customer_details = { email: customer?.email ?? session.customer_email ?? null, name: null };
  emit(emu, "customer.subscription.created", subscription);
  emit(emu, "invoice.paid", invoices.get(String(subscription.latest_invoice)) ?? {});
  emit(emu, "checkout.session.completed", publicSession(emu, session));
  return { location: successLocation(session) };
}

function successLocation(session: Json) {
  return String(session.success_url).replaceAll("{CHECKOUT_SESSION_ID}", String(session.id));
}

function getSubscription(emu: StripeState, id: string) {
  const { subscriptions } = emu;
  const subscription = subscriptions.get(id);
  if (!subscription) throw missing("subscription", id);
  return subscription;
}

/**
 * A price change's proration at `at`: the unused time on the old price credited, the rest of the period on
 * the new one charged (two invoice lines, as Stripe itemizes them).
 */
function prorationLines(emu: StripeState, subscription: Json, price: Json, at: number): Json[] {
  const item = firstItem(subscription);
  const old = item.price as Json;
  const start = Number(item.current_period_start);
  const end = Number(item.current_period_end);
  const left = Math.max(0, end - at) / Math.max(1, end - start);
  const line = (of: Json, amount: number, description: string): Json => ({
    id: newId("il", 24),
    object: "line_item",
    amount,
    currency: "usd",
    description,
    period: { start: at, end },
    pricing: { type: "price_details", price_details: { price: of.id, product: of.product } },
    quantity: 1,
  });
  return [
    line(old, -Math.round(Number(old.unit_amount) * left), `Unused time on ${productName(emu, old)}`),
    line(price, Math.round(Number(price.unit_amount) * left), `Remaining time on ${productName(emu, price)}`),
  ];
}

/**
 * POST /v1/invoices/create_preview for a change of a subscription's price: with `always_invoice` the invoice
 * the change would charge at once (the proration); otherwise the next renewal's, prorations included.
 */
function previewInvoice(emu: StripeState, params: FormObject): Json {
  const subscriptionId = str(params.subscription);
  if (!subscriptionId) throw invalid("Missing required param: subscription.", "subscription");
  const subscription = getSubscription(emu, subscriptionId);
  const customer = str(params.customer);
  if (customer !== undefined && customer !== subscription.customer)
    throw invalid("The subscription does not belong to this customer.", "customer");
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired")
    throw invalid("A canceled subscription cannot be previewed.", "subscription");
  const details = obj(params.subscription_details);
  const items = list(details.items).map(obj);
  const item = firstItem(subscription);
  const change = items[0];
  if (items.length !== 1 || !change || str(change.id) !== item.id)
    throw invalid(
      "Pass the subscription's one item id in subscription_details[items][0][id].",
      "subscription_details[items][0][id]",
    );
  const price = getPrice(emu, str(change.price) ?? "", "subscription_details[items][0][price]");
  const behavior = str(details.proration_behavior) ?? "create_prorations";
  if (!["create_prorations", "none", "always_invoice"].includes(behavior))
    throw invalid("Invalid proration_behavior", "subscription_details[proration_behavior]");
  const dateParam = str(details.proration_date);
  const at = dateParam === undefined ? emu.clock : Number(dateParam);
  const start = Number(item.current_period_start);
  const end = Number(item.current_period_end);
  if (!Number.isInteger(at) || at < start || at > end)
    throw invalid(
      "proration_date must be within the subscription's current period.",
      "subscription_details[proration_date]",
    );
  const prorate = behavior !== "none" && subscription.status === "active";
  const lines = prorate ? prorationLines(emu, subscription, price, at) : [];
  if (behavior !== "always_invoice")
    lines.push({
      id: newId("il", 24),
      object: "line_item",
      amount: Number(price.unit_amount),
      currency: "usd",
      description: `1 x ${productName(emu, price)}`,
      period: { start: end, end: addMonths(end, 1) },
      pricing: { type: "price_details", price_details: { price: price.id, product: price.product } },
      quantity: 1,
    });
  const total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
  return {
    id: null,
    object: "invoice",
    amount_due: Math.max(0, total),
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    billing_reason: behavior === "always_invoice" ? "subscription_update" : "upcoming",
    created: emu.clock,
    currency: "usd",
    customer: subscription.customer,
    lines: listOf(lines, "/v1/invoices/upcoming/lines"),
    livemode: false,
    parent: {
      type: "subscription_details",
      subscription_details: {
        metadata: subscription.metadata,
        subscription: subscription.id,
        subscription_proration_date: at,
      },
    },
    period_start: behavior === "always_invoice" ? at : end,
    period_end: behavior === "always_invoice" ? at : addMonths(end, 1),
    status: "draft",
    subtotal: total,
    total,
  };
}

function updateSubscription(emu: StripeState, id: string, params: FormObject): Json {
  const subscription = getSubscription(emu, id);
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired")
    throw invalid(
      "A canceled subscription can only update its cancellation_details and metadata.",
      "subscription",
    );
  const previous: Json = {};
  const cancelAtPeriodEnd = str(params.cancel_at_period_end);
  if (cancelAtPeriodEnd !== undefined) {
    if (cancelAtPeriodEnd !== "true" && cancelAtPeriodEnd !== "false")
      throw invalid("Invalid boolean: cancel_at_period_end", "cancel_at_period_end");
    const cancel = cancelAtPeriodEnd === "true";
    if (cancel !== subscription.cancel_at_period_end) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      previous.canceled_at = subscription.canceled_at;
      previous.cancel_at = subscription.cancel_at;
      subscription.cancel_at_period_end = cancel;
      subscription.canceled_at = cancel ? emu.clock : null;
      subscription.cancel_at = cancel ? firstItem(subscription).current_period_end : null;
    }
  }
  const items = list(params.items).map(obj);
  if (items.length > 0) {
    const change = items[0] as FormObject;
    const item = firstItem(subscription);
    if (items.length > 1 || str(change.id) !== item.id)
      throw invalid("Pass the subscription's one item id in items[0][id].", "items[0][id]");
    const priceId = str(change.price);
    if (priceId) {
      const price = getPrice(emu, priceId, "items[0][price]");
      if ((item.price as Json).id !== price.id) {
        previous.items = structuredClone(subscription.items);
        const behavior = str(params.proration_behavior) ?? "create_prorations";
        if (!["create_prorations", "none", "always_invoice"].includes(behavior))
          throw invalid("Invalid proration_behavior", "proration_behavior");
        const proration = prorationLines(emu, subscription, price, emu.clock);
        item.price = structuredClone(price);
        if (behavior !== "none" && subscription.status === "active") {
          const amount = proration.reduce((sum, line) => sum + Number(line.amount), 0);
          const invoice = createInvoice(emu, subscription, Math.max(0, amount), "subscription_update", true);
          if (behavior === "always_invoice") emit(emu, "invoice.paid", invoice);
        }
      }
    }
  }
  if (params.metadata !== undefined) {
    previous.metadata = subscription.metadata;
    subscription.metadata = { ...(subscription.metadata as Json), ...obj(params.metadata) };
  }
  if (Object.keys(previous).length > 0) emit(emu, "customer.subscription.updated", subscription, previous);
  return subscription;
}

function cancelSubscriptionNow(emu: StripeState, subscription: Json): Json {
  if (subscription.status === "canceled") return subscription;
  subscription.status = "canceled";
  subscription.canceled_at = subscription.canceled_at ?? emu.clock;
  subscription.ended_at = emu.clock;
  subscription.cancel_at_period_end = false;
  emit(emu, "customer.subscription.deleted", subscription);
  return subscription;
}

/** Runs what falls due at the current clock: trial ends, period ends (cancel or renew). */
function runDue(emu: StripeState) {
  const { subscriptions, failingCustomers } = emu;
  for (const subscription of subscriptions.values()) {
    for (let guard = 0; guard < 240; guard++) {
      if (subscription.status === "canceled" || subscription.status === "incomplete_expired") break;
      const item = firstItem(subscription);
      const periodEnd = Number(item.current_period_end);
      if (periodEnd > emu.clock) break;
      if (subscription.cancel_at_period_end) {
        cancelSubscriptionNow(emu, subscription);
        break;
      }
      const previous: Json = {
        status: subscription.status,
        items: structuredClone(subscription.items),
      };
      item.current_period_start = periodEnd;
      item.current_period_end = addMonths(periodEnd, 1);
      subscription.billing_cycle_anchor = periodEnd;
      const customerId = String(subscription.customer);
      const amount = Number((item.price as Json).unit_amount);
      if (failingCustomers.has(customerId)) {
        failingCustomers.delete(customerId);
        subscription.status = "past_due";
        const invoice = createInvoice(emu, subscription, amount, "subscription_cycle", false);
        emit(emu, "invoice.payment_failed", invoice);
      } else {
        subscription.status = "active";
        const invoice = createInvoice(emu, subscription, amount, "subscription_cycle", true);
        emit(emu, "invoice.paid", invoice);
      }
      emit(emu, "customer.subscription.updated", subscription, previous);
    }
  }
}

function listOf(data: Json[], url: string) {
  return {
    object: "list",
    data,
    has_more: false,
    url,
  };
}

// --- HTTP ---------------------------------------------------------------------------------------
function checkKey(emu: StripeState, req: IncomingMessage) {
  const { options } = emu;
  const header = req.headers.authorization ?? "";
  const bearer = /^Bearer (.+)$/.exec(header)?.[1];
  const basic = /^Basic (.+)$/.exec(header)?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, "base64").toString().replace(/:$/, "") : undefined);
  if (!key)
    throw new StripeError(
      401,
      "invalid_request_error",
      "You did not provide an API key. You need to provide your API key in the Authorization header.",
    );
  if (key !== options.secretKey)
    throw new StripeError(401, "invalid_request_error", `Invalid API Key provided: ${key.slice(0, 8)}****`, {
      code: "invalid_api_key",
    });
}

function expandOf(params: FormObject) {
  return list(params.expand).map((value) => String(value));
}

async function api(emu: StripeState, method: string, path: string, params: FormObject): Promise<unknown> {
  const { products, prices, customers, deletedCustomers, sessions, subscriptions, portalSessions, events } =
    emu;
  const parts = path.split("/").filter(Boolean).slice(1); // drop "v1"
  const [resource, id, sub] = parts;
  const expand = expandOf(params);
  if (resource === "products" && method === "GET") {
    if (id) return structuredClone(products.get(id) ?? throwMissing("product", id));
    return listOf([...products.values()], "/v1/products");
  }
  if (resource === "prices" && method === "GET") {
    const expandProduct = (price: Json) =>
      expand.some((path) => path === "product" || path === "data.product")
        ? { ...price, product: structuredClone(products.get(String(price.product))) }
        : structuredClone(price);
    if (id) return expandProduct(getPrice(emu, id, "id"));
    const product = str(params.product);
    return listOf(
      [...prices.values()].filter((price) => !product || price.product === product).map(expandProduct),
      "/v1/prices",
    );
  }
  if (resource === "customers") {
    if (!id && method === "POST") return createCustomer(emu, params);
    if (id && method === "GET") {
      if (deletedCustomers.has(id)) return { id, object: "customer", deleted: true };
      return structuredClone(customers.get(id) ?? throwMissing("customer", id));
    }
    if (id && method === "DELETE") {
      // As Stripe: the customer's subscriptions end at once, its data is gone, a GET answers the stub.
      const customer = customers.get(id) ?? throwMissing("customer", id);
      for (const subscription of subscriptions.values())
        if (subscription.customer === id) cancelSubscriptionNow(emu, subscription);
      customers.delete(id);
      deletedCustomers.add(id);
      emit(emu, "customer.deleted", customer);
      return { id, object: "customer", deleted: true };
    }
    if (id && method === "POST") {
      const customer = customers.get(id) ?? throwMissing("customer", id);
      if (str(params.email) !== undefined) customer.email = str(params.email);
      if (params.metadata !== undefined)
        customer.metadata = { ...(customer.metadata as Json), ...obj(params.metadata) };
      return structuredClone(customer);
    }
  }
  if (resource === "checkout" && id === "sessions") {
    const sessionId = sub;
    if (!sessionId && method === "POST") return publicSession(emu, createCheckoutSession(emu, params));
    if (sessionId && method === "GET") {
      const session = sessions.get(sessionId) ?? throwMissing("checkout.session", sessionId);
      return expandSession(emu, session, expand);
    }
  }
  if (resource === "subscriptions") {
    if (!id && method === "GET") {
      const customer = str(params.customer);
      const status = str(params.status);
      const data = [...subscriptions.values()]
        .filter((subscription) => !customer || subscription.customer === customer)
        .filter((subscription) =>
          !status ? subscription.status !== "canceled" : status === "all" || subscription.status === status,
        )
        .sort((a, b) => Number(b.created) - Number(a.created));
      return listOf(
        data.map((subscription) => expandSubscription(emu, subscription, [])),
        "/v1/subscriptions",
      );
    }
    if (id && method === "GET") return expandSubscription(emu, getSubscription(emu, id), expand);
    if (id && method === "POST") return expandSubscription(emu, updateSubscription(emu, id, params), expand);
    if (id && method === "DELETE")
      return expandSubscription(emu, cancelSubscriptionNow(emu, getSubscription(emu, id)), []);
  }
  if (resource === "invoices" && id === "create_preview" && !sub && method === "POST")
    return previewInvoice(emu, params);
  if (resource === "billing_portal" && id === "sessions" && !sub && method === "POST") {
    const customerId = str(params.customer);
    if (!customerId) throw invalid("Missing required param: customer.", "customer");
    if (!customers.has(customerId)) throw missing("customer", customerId, "customer");
    const returnUrl = str(params.return_url) ?? null;
    if (returnUrl !== null && !URL.canParse(returnUrl))
      throw invalid("Invalid URL: return_url", "return_url");
    const portal: Json = {
      id: newId("bps", 24),
      object: "billing_portal.session",
      configuration: "bpc_emulator",
      created: emu.clock,
      customer: customerId,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: returnUrl,
      url: "",
    };
    portal.url = `${emu.origin}/portal/${portal.id}`;
    portalSessions.set(String(portal.id), portal);
    return structuredClone(portal);
  }
  if (resource === "events" && method === "GET") {
    if (id) return structuredClone(events.find((event) => event.id === id) ?? throwMissing("event", id));
    return listOf([...events].reverse(), "/v1/events");
  }
  throw new StripeError(
    404,
    "invalid_request_error",
    `Unrecognized request URL (${method}: ${path}). This emulator serves only the endpoints the product uses.`,
  );
}

function throwMissing(kind: string, id: string): never {
  throw missing(kind, id);
}

async function handleApi(emu: StripeState, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { idempotency } = emu;
  const method = req.method ?? "GET";
  checkKey(emu, req);
  const body = method === "POST" ? await readBody(req) : "";
  const params = parseStripeForm(method === "POST" ? new URLSearchParams(body) : url.searchParams);
  const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
  const idempotencyKey = typeof key === "string" ? `${url.pathname} ${key}` : null;
  if (idempotencyKey) {
    const earlier = idempotency.get(idempotencyKey);
    if (earlier) {
      if (earlier.body !== body) {
        throw new StripeError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      res.setHeader("idempotent-replayed", "true");
      return sendJson(res, earlier.status, earlier.response);
    }
  }
  const response = await api(emu, method, url.pathname, params);
  if (idempotencyKey) idempotency.set(idempotencyKey, { body, status: 200, response });
  sendJson(res, 200, response);
}

function portalView(emu: StripeState, portal: Json, notice: string | null) {
  const { customers, prices, subscriptions } = emu;
  const customerId = String(portal.customer);
  const customer = customers.get(customerId);
  return portalPage({
    sessionId: String(portal.id),
    email: (customer?.email as string | null) ?? null,
    returnUrl: String(portal.return_url ?? emu.origin),
    notice,
    prices: [...prices.values()].map((price) => ({
      id: String(price.id),
      productName: productName(emu, price),
      unitAmount: Number(price.unit_amount),
      currency: String(price.currency),
    })),
    subscriptions: [...subscriptions.values()]
      .filter((subscription) => subscription.customer === customerId && subscription.status !== "canceled")
      .map((subscription) => {
        const item = firstItem(subscription);
        const price = item.price as Json;
        return {
          id: String(subscription.id),
          productName: productName(emu, price),
          priceId: String(price.id),
          unitAmount: Number(price.unit_amount),
          currency: String(price.currency),
          status: String(subscription.status),
          cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
          periodEnd: new Date(Number(item.current_period_end) * 1000).toISOString().slice(0, 10),
        };
      }),
  });
}

async function handlePages(emu: StripeState, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { prices, customers, sessions, subscriptions, portalSessions } = emu;
  const [kind, id, action] = url.pathname.split("/").filter(Boolean);
  if (kind === "checkout" && id) {
    const session = sessions.get(id);
    if (!session) return sendHtml(res, 404, notFoundPage("This checkout session does not exist."));
    const showPage = (status: number, error: string | null) => {
      const price = sessionPrice(session);
      const customer = customers.get(String(session.customer));
      sendHtml(
        res,
        status,
        checkoutPage({
          sessionId: id,
          productName: productName(emu, price),
          unitAmount: Number(price.unit_amount),
          currency: String(price.currency),
          interval: "month",
          trialDays: Number(obj(session.subscription_data as FormObject).trial_period_days ?? 0),
          email: (customer?.email as string | null) ?? null,
          cancelUrl: String(session.cancel_url ?? session.success_url),
          error,
        }),
      );
    };
    if (!action && req.method === "GET") {
      if (session.status === "complete") return redirect(res, successLocation(session));
      return showPage(200, null);
    }
    if (action === "pay" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const outcome = payCheckout(emu, id, form.get("cardNumber") ?? "");
      if ("location" in outcome) return redirect(res, outcome.location);
      return showPage(outcome.status, outcome.error);
    }
  }
  if (kind === "portal" && id) {
    const portal = portalSessions.get(id);
    if (!portal) return sendHtml(res, 404, notFoundPage("This billing portal session does not exist."));
    if (!action && req.method === "GET") return sendHtml(res, 200, portalView(emu, portal, null));
    if (req.method === "POST" && action) {
      const form = new URLSearchParams(await readBody(req));
      const subscription = subscriptions.get(form.get("subscription") ?? "");
      if (!subscription || subscription.customer !== portal.customer)
        return sendHtml(res, 404, notFoundPage("No such subscription for this customer."));
      let notice = "";
      if (action === "cancel") {
        updateSubscription(emu, String(subscription.id), { cancel_at_period_end: "true" });
        notice = "Your plan will be canceled at the end of the period.";
      } else if (action === "renew") {
        updateSubscription(emu, String(subscription.id), { cancel_at_period_end: "false" });
        notice = "Your plan was renewed.";
      } else if (action === "switch") {
        const price = prices.get(form.get("price") ?? "");
        if (!price) return sendHtml(res, 404, notFoundPage("No such price."));
        updateSubscription(emu, String(subscription.id), {
          items: [{ id: String(firstItem(subscription).id), price: String(price.id) }],
          proration_behavior: "create_prorations",
        });
        notice = `Your plan was changed to ${productName(emu, price)}.`;
      } else {
        return sendHtml(res, 404, notFoundPage("Unknown action."));
      }
      return sendHtml(res, 200, portalView(emu, portal, notice));
    }
  }
  return sendHtml(res, 404, notFoundPage(`Nothing at ${url.pathname}`));
}

// Control endpoints for `npm run dev` and browser tests (not part of Stripe's API).
async function handleControl(emu: StripeState, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { events, deliveries } = emu;
  if (url.pathname === "/_emulator/clock" && req.method === "GET")
    return sendJson(res, 200, { now: emu.clock });
  if (url.pathname === "/_emulator/clock/advance" && req.method === "POST") {
    const body = JSON.parse((await readBody(req)) || "{}") as { seconds?: unknown };
    const seconds = Number(body.seconds);
    if (!Number.isInteger(seconds) || seconds < 0)
      return sendJson(res, 400, {
        error: { type: "invalid_request_error", message: "seconds must be a non-negative integer" },
      });
    await advanceClock(emu, seconds);
    return sendJson(res, 200, { now: emu.clock });
  }
  if (url.pathname === "/_emulator/events" && req.method === "GET")
    return sendJson(res, 200, { events, deliveries });
  return sendJson(res, 404, { error: { type: "invalid_request_error", message: "Unknown control" } });
}

/** Moves the clock on: renewals, trial and period ends that fall due run, their webhooks go out. */
async function advanceClock(emu: StripeState, seconds: number) {
  emu.clock += seconds;
  runDue(emu);
  await pump(emu);
}
