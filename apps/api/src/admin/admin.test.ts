import type { AdminStats } from "@vi/types";
import { AdminQueuesSchema, AdminStatsSchema } from "@vi/types";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { createTestApp, jsonRequest, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import { insertChannels, insertVideos } from "../../test/videos.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { trackedChannels, users } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { createDatabaseQuotaBudget } from "../videos/quota-budget.ts";

forEachDatabase((t) => {
  let admin: TestUser;
  let member: TestUser;
  const vars = { YOUTUBE_API_KEY: "k", YOUTUBE_DAILY_QUOTA: "5000" };
  const app = () => createTestApp(t.connection, vars);
  const future = Math.floor(Date.now() / 1000) + 86_400;

  beforeAll(async () => {
    [admin, member] = [await createTestUser(), await createTestUser()];
    await t.db.insert(users).values([
      { uid: admin.uid, email: admin.email, isAdmin: true },
      { uid: member.uid, email: member.email },
      {
        uid: "paying",
        email: "p@example.com",
        subscriptionLive: {
          product_id: "prod_standard",
          status: "active",
          canceled_at: null,
          current_period_end: future,
          trial_end: null,
        },
      },
      {
        uid: "cancelled-in-period",
        email: "c@example.com",
        subscriptionLive: {
          product_id: "prod_standard",
          status: "canceled",
          canceled_at: future - 2 * 86_400,
          current_period_end: future,
          trial_end: null,
        },
      },
      {
        uid: "past-due-in-grace",
        email: "g@example.com",
        subscriptionLive: {
          product_id: "prod_standard",
          status: "past_due",
          canceled_at: null,
          current_period_start: future - 2 * 86_400,
          current_period_end: future + 28 * 86_400,
          trial_end: null,
        },
      },
      {
        uid: "past-due-beyond-grace",
        email: "b@example.com",
        subscriptionLive: {
          product_id: "prod_standard",
          status: "past_due",
          canceled_at: null,
          current_period_start: future - 9 * 86_400,
          current_period_end: future + 21 * 86_400,
          trial_end: null,
        },
      },
      {
        uid: "lapsed",
        email: "l@example.com",
        subscriptionLive: {
          product_id: "prod_pro",
          status: "canceled",
          canceled_at: 1_700_000_000,
          current_period_end: 1_700_000_000,
          trial_end: null,
        },
      },
    ]);
    const channels = [{ n: 1 }, { n: 2 }];
    await insertChannels(t.db, channels);
    await insertVideos(
      t.db,
      [
        { n: 1, channel: 1, format: "short", durationSeconds: 30, durationIso: "PT30S" },
        { n: 2, channel: 1, outlierScore: null },
        { n: 3, channel: 2 },
      ],
      new Map(channels.map((channel) => [channel.n, channel])),
    );
    await t.db.insert(trackedChannels).values([
      {
        channelId: "UC0000000000000000000001",
        source: "seed",
        requestedAt: new Date(),
        trackedAt: new Date(),
      },
      { channelId: "UC0000000000000000000009", source: "lookup", requestedAt: new Date() },
    ]);
    await createDatabaseQuotaBudget({ db: t.db, dailyLimit: 5000 }).spend(42);
    await app().request(
      "/affiliateApplications",
      jsonRequest("POST", {
        name: "Ada",
        email: "ada@example.com",
        website: "https://ada.example.com",
        followers: "0-1000",
        message: "Hello",
      }),
    );
  });

  test("admins get users by plan, the store, today's quota and the job state", async () => {
    const response = await app().request("/admin/stats", { headers: bearer(admin) });
    expect(response.status).toBe(200);
    // The website validates the answer with the shared schema: it must pass as it is.
    const stats: AdminStats = AdminStatsSchema.parse(await response.json());
    // Issue 28, #3: canceled is Free even inside its period; past_due only within the grace period.
    expect(stats.users).toEqual({
      total: 7,
      admins: 1,
      byPlan: [
        { plan: "free", users: 5 },
        { plan: "prod_standard", users: 2 },
      ],
    });
    expect(stats.store).toMatchObject({
      videos: 3,
      shorts: 1,
      videosWithOutlierScore: 2,
      channels: 2,
      trackedChannels: 2,
      channelsAwaitingFirstTrack: 1,
      channelsFailing: 0,
    });
    expect(stats.quota).toMatchObject({ usedToday: 42, dailyLimit: 5000 });
    expect(stats.affiliateApplications).toEqual({ total: 1, last7Days: 1 });
  });

  test("without a YouTube key there is no quota to show", async () => {
    const response = await createTestApp(t.connection).request("/admin/stats", { headers: bearer(admin) });
    expect(((await response.json()) as AdminStats).quota).toBeNull();
  });

  test("non-admins get 403, signed-out callers 401", async () => {
    expect((await app().request("/admin/stats", { headers: bearer(member) })).status).toBe(403);
    expect((await app().request("/admin/stats")).status).toBe(401);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.uid, admin.uid));
    expect((await app().request("/admin/stats", { headers: bearer(admin) })).status).toBe(403);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.uid, admin.uid));
  });

  test("the queues before any worker started: every defined job, nothing run", async () => {
    const response = await app().request("/admin/queues", { headers: bearer(admin) });
    expect(response.status).toBe(200);
    const answer = AdminQueuesSchema.parse(await response.json());
    expect(answer.youtubeEnabled).toBe(true);
    expect(answer.queues.map((queue) => queue.name)).toEqual([
      "discovery",
      "track",
      "refresh",
      "retention",
      "analyze",
      "recap_plan",
      "recap_send",
      "channel_analysis",
      "channel_analysis_retention",
      "analyses_retention",
      "watchlist_websub",
      "watchlist_uploads",
      "watchlist_breakouts",
      "watchlist_tracking",
    ]);
    expect(answer.queues.find((queue) => queue.name === "track")).toEqual({
      name: "track",
      cron: "* * * * *",
      queued: 0,
      active: 0,
      failed: 0,
      lastRuns: [],
    });
    expect((await app().request("/admin/queues", { headers: bearer(member) })).status).toBe(403);
    expect((await app().request("/admin/queues")).status).toBe(401);
  });

  test("a worker's runs show on /admin/queues with what the job returned", async () => {
    const env = testEnv();
    const logger = createLogger("silent");
    // No YouTube key: only the bookkeeping jobs do work, so the test needs no YouTube.
    const services = createServices({
      env,
      db: t.connection,
      logger,
      queue: { pollingIntervalSeconds: 0.5 },
    });
    const auth = createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID });
    const app = createApp({ env, db: t.connection, logger, auth, services });
    await services.queue.start({ work: true });
    try {
      const id = await services.queue.send("retention", {});
      expect(id).toEqual(expect.any(String));
      const retention = async () => {
        const response = await app.request("/admin/queues", { headers: bearer(admin) });
        const answer = AdminQueuesSchema.parse(await response.json());
        return answer.queues.find((queue) => queue.name === "retention");
      };
      await waitUntil(async () => (await retention())?.lastRuns[0]?.state === "completed");
      const queue = await retention();
      expect(queue).toMatchObject({ cron: "15 * * * *", queued: 0, active: 0, failed: 0 });
      expect(queue?.lastRuns[0]).toMatchObject({ id, state: "completed", retryCount: 0 });
      expect(queue?.lastRuns[0]?.output).toMatchObject({ videosDeleted: 0 });
      expect(queue?.lastRuns[0]?.durationMs).toBeGreaterThanOrEqual(0);
    } finally {
      await services.queue.stop({ timeoutMs: 1_000 });
    }
  });
});
