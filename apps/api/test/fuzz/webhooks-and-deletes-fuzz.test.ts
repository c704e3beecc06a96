// The contract fuzz run's two stateful extensions (issue 28): signed Stripe webhook events with odd bodies
// (the signature is valid, the body anything fast-check makes of an event), and requests of every kind
// racing DELETE /user on real parallel connections. Same rules as contracts-fuzz.test.ts (judge): no 5xx,
// every 4xx in the error shape naming its field, every 2xx in the response schema. Fixed seeds.
import { type StripeEmulator, TEST_CARDS } from "@vi/emulators/stripe";
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import { type Contract, contracts } from "@vi/types";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../src/app.ts";
import { createFirebaseAuth } from "../../src/auth/firebase.ts";
import { analyses, analysisUsage, savedVideos, users } from "../../src/db/schema.ts";
import { createLogger } from "../../src/logger.ts";
import { createServices, type Services } from "../../src/services.ts";
import { jsonRequest, testEnv } from "../app.ts";
import { bearer, createTestUser, type TestUser } from "../auth.ts";
import { forEachDatabase } from "../db.ts";
import {
  professionalPlan as professional,
  type StripeStack,
  standardPlan as standard,
  startStripeStack,
} from "../stripe.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../youtube.ts";
import { HOSTILE_STRINGS, hostileValue } from "./arbitraries.ts";
import { judge } from "./harness.ts";

const STRIPE_KEY = "sk_test_fuzz_races";
const WEBHOOK_SECRET = "whsec_fuzz_races";
const SEED = 20_261_128;
const WEBHOOK_RUNS = 150;
const DELETE_ROUNDS = 6;
const catalog = testCatalog();

const EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
  "invoice.paid",
  "radar.early_fraud_warning.created",
];

/** A Stripe object reference as an event may carry it: an id (known shape or not), an object, or junk. */
const reference = fc.oneof(
  fc.constantFrom("sub_UnknownToEveryone1", "sub_", "cs_test_1", "sub_a\u0000b", `sub_${"x".repeat(300)}`),
  fc.record({ id: fc.oneof(fc.constant("sub_UnknownObject9"), hostileValue) }),
  hostileValue,
);

/** Well-formed events about objects nobody knows (Stripe's other accounts, deleted test data). */
const unknownObjectEvent = fc.record({
  id: fc.stringMatching(/^evt_[A-Za-z0-9]{8,24}$/),
  object: fc.constant("event"),
  type: fc.constantFrom(...EVENT_TYPES),
  data: fc.record({
    object: fc.record({
      id: fc.stringMatching(/^sub_[A-Za-z0-9]{8,24}$/),
      mode: fc.constant("subscription"),
      subscription: fc.stringMatching(/^sub_[A-Za-z0-9]{8,24}$/),
      parent: fc.record({
        subscription_details: fc.record({ subscription: fc.stringMatching(/^sub_[A-Za-z0-9]{8,24}$/) }),
      }),
    }),
  }),
});

/** Bodies shaped more or less like an event, each part valid or hostile. */
const oddEvent = fc.oneof(
  { weight: 3, arbitrary: unknownObjectEvent },
  { weight: 1, arbitrary: fc.jsonValue() },
  { weight: 1, arbitrary: fc.constantFrom([], null, "evt_1", 0, {}, { id: "evt_1" }) },
  {
    weight: 6,
    arbitrary: fc.record(
      {
        id: fc.oneof(
          fc.stringMatching(/^evt_[A-Za-z0-9]{8,24}$/),
          fc.constantFrom(...HOSTILE_STRINGS),
          hostileValue,
        ),
        object: fc.constant("event"),
        type: fc.oneof(fc.constantFrom(...EVENT_TYPES), hostileValue),
        data: fc.oneof(
          fc.record({
            object: fc.oneof(
              fc.record(
                {
                  id: reference,
                  object: fc.constantFrom("subscription", "checkout.session", "invoice"),
                  mode: fc.constantFrom("subscription", "payment", 7),
                  subscription: reference,
                  parent: fc.oneof(
                    fc.record({
                      subscription_details: fc.oneof(fc.record({ subscription: reference }), hostileValue),
                    }),
                    hostileValue,
                  ),
                },
                { requiredKeys: [] },
              ),
              fc.constant(null),
              hostileValue,
            ),
          }),
          hostileValue,
        ),
      },
      { requiredKeys: [] },
    ),
  },
);

forEachDatabase((t) => {
  const clock = new TestClock();
  let youtube: YoutubeEmulator;
  let stripeStack: StripeStack;
  let stripe: StripeEmulator;
  let app: ReturnType<typeof createApp>;
  let services: Services;

  beforeAll(async () => {
    youtube = await startTestEmulator(clock);
    stripeStack = await startStripeStack({
      secretKey: STRIPE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      fetch: (request) => app.fetch(request),
    });
    stripe = stripeStack.stripe;
    const env = testEnv({ ...youtubeVars(youtube), ...stripeStack.vars });
    const logger = createLogger(process.env.FUZZ_LOG === "1" ? "error" : "silent");
    // The queue takes jobs (a channel analysis of a channel not in the store) but runs none.
    services = createServices({
      env,
      db: t.connection,
      logger,
      now: clock.now,
      queue: { pollingIntervalSeconds: 0.5, cron: false },
    });
    await services.queue.start({ work: false });
    app = createApp({
      env,
      db: t.connection,
      logger,
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
  });
  afterAll(async () => {
    await services?.queue.stop({ timeoutMs: 1_000 });
    await stripeStack?.close();
    await youtube?.close();
  });

  test("signed webhook events with odd bodies: 200 or a 400 naming the body, never 5xx", async () => {
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(oddEvent, async (event) => {
        const body = JSON.stringify(event) ?? "null";
        const response = await app.request("/stripe/webhook", {
          method: "POST",
          headers: { "stripe-signature": stripe.sign(body, WEBHOOK_SECRET) },
          body,
        });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const problem =
          judge(
            contracts.stripeWebhook as Contract,
            { token: "none", query: "", body },
            response.status,
            text,
          ) ??
          (response.status === 200 || response.status === 400 ? undefined : `answered ${response.status}`);
        if (problem) failures.push(`${problem} <- ${body.slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: WEBHOOK_RUNS },
    );
    console.info(`webhook fuzz (${t.kind}): ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
    // Both kinds of answer were exercised.
    expect(statuses[200]).toBeGreaterThan(0);
    expect(statuses[400]).toBeGreaterThan(0);
  }, 120_000);

  test("requests racing DELETE /user: 404, 401 or done, never 5xx, and nothing left behind", async () => {
    const videos = catalog.videosAt(clock.ms).filter((video) => !video.isShort);
    const requestsFor = (round: number): [Contract, string, unknown][] => {
      const video = videos[round]!;
      return [
        [contracts.updateUser, "/user", { name: `Racer ${round}`, youtube: [], isAdmin: false }],
        [contracts.saveVideo, "/savedVideos", { videoId: video.id }],
        [contracts.createCommentAnalysis, "/analyses/comments", { videoId: video.id }],
        [
          contracts.createTranscriptDownload,
          "/analyses/transcripts",
          { videoId: video.id, language: "en", autoGenerated: true, title: "A title" },
        ],
        [
          contracts.analyseResults,
          "/analyses/results",
          { query: "cooking tips", videoIds: videos.slice(10, 16).map((candidate) => candidate.id) },
        ],
        [contracts.startChannelAnalysis, "/analyses/channel", { channel: catalog.channels[30 + round]!.id }],
        [contracts.cancelSubscription, "/cancelSubscription", {}],
        [contracts.switchSubscription, "/switchSubscription", { priceId: professional.priceId }],
        [contracts.billingPortalSession, "/billingPortalSession", {}],
        [contracts.getUser, "/user", undefined],
        [contracts.getUsage, "/usage", undefined],
        [contracts.listAnalyses, "/analyses", undefined],
      ];
    };
    // Which requests race the deletion in each round, and whether the user pays first: fixed by the seed.
    const rounds = fc.sample(
      fc.record({
        picks: fc.subarray([...Array(12).keys()], { minLength: 3 }),
        paying: fc.boolean(),
      }),
      { seed: SEED, numRuns: DELETE_ROUNDS },
    );
    const failures: string[] = [];
    for (const [round, { picks, paying }] of rounds.entries()) {
      const user = await createTestUser();
      const created = await app.request(
        "/user",
        jsonRequest("POST", { email: user.email, timezone: "UTC" }, bearer(user)),
      );
      expect(created.status).toBe(201);
      if (paying) await subscribe(user);
      const chosen = requestsFor(round).filter((_, index) => picks.includes(index));
      const [deleted, ...answers] = await Promise.all([
        app.request("/user", { method: "DELETE", headers: bearer(user) }),
        ...chosen.map(([contract, path, body]) =>
          app.request(
            path,
            body === undefined ? { headers: bearer(user) } : jsonRequest(contract.method, body, bearer(user)),
          ),
        ),
      ]);
      expect(deleted.status).toBe(200);
      for (const [index, response] of answers.entries()) {
        const [contract, path, body] = chosen[index]!;
        const text = await response.text();
        const sent = {
          token: "caller" as const,
          query: "",
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        };
        const problem = judge(contract, sent, response.status, text);
        if (problem) failures.push(`round ${round} ${contract.method} ${path}: ${problem}`);
      }
      for (const table of [analyses, analysisUsage, savedVideos])
        expect(await t.db.select().from(table).where(eq(table.uid, user.uid))).toEqual([]);
      expect(await t.db.select().from(users).where(eq(users.uid, user.uid))).toEqual([]);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  async function subscribe(user: TestUser) {
    const response = await app.request(
      "/createCheckoutSessionUrl",
      jsonRequest("POST", { priceId: standard.priceId }, bearer(user)),
    );
    expect(response.status).toBe(200);
    const { checkoutSessionUrl } = (await response.json()) as { checkoutSessionUrl: string };
    await stripe.pay(checkoutSessionUrl.split("/").at(-1) ?? "", TEST_CARDS.success);
    await stripe.webhooksSettled();
  }
});
