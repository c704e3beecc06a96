// Channel and search-result analyses through the HTTP API, on the YouTube emulator and a real job queue.
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  ChannelAnalysisRunSchema,
  KEYWORD_SEARCHES_PER_DAY,
  QUOTA_EXCEEDED,
  ResultsReportSchema,
  YOUTUBE_LOOKUP_UNITS_PER_DAY,
} from "@vi/types";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { jsonRequest, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { channelAnalysisRuns, channels, userDailyUsage, users, videos, youtubeLinks } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services.ts";
import { pacificDay } from "../youtube/quota.ts";

const catalog = testCatalog();
const channel = catalog.channels[3]!;

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  let alice: TestUser;
  const running: Services[] = [];

  /** One API process: its services (queue started, with or without workers) and its app. */
  async function process({ work }: { work: boolean }) {
    const env = testEnv(youtubeVars(emulator));
    const services = createServices({
      env,
      db: t.connection,
      logger: createLogger("silent"),
      now: clock.now,
      queue: { pollingIntervalSeconds: 0.5, cron: false },
    });
    await services.queue.start({ work });
    running.push(services);
    const app = createApp({
      env,
      db: t.connection,
      logger: createLogger("silent"),
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
    return { services, app };
  }

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    alice = await createTestUser();
    const { app } = await process({ work: false });
    const created = await app.request(
      "/user",
      jsonRequest("POST", { email: alice.email, timezone: "UTC" }, bearer(alice)),
    );
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    for (const services of running.splice(0)) await services.queue.stop({ timeoutMs: 1_000 });
    await emulator.close();
  });
  beforeEach(async () => {
    await t.db.execute(sql`truncate analysis_usage, analyses, channel_analysis_runs, user_daily_usage`);
  });

  const start = (app: Awaited<ReturnType<typeof process>>["app"], channelRef: unknown, user = alice) =>
    app.request("/analyses/channel", jsonRequest("POST", { channel: channelRef }, bearer(user)));
  const get = (app: Awaited<ReturnType<typeof process>>["app"], id: string) =>
    app.request(`/analyses/channel?id=${id}`, { headers: bearer(alice) });

  describe("channel reference", () => {
    test.each([
      ["nonsense", "Enter a channel id"],
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "Enter a channel id"],
      ["@no-such-handle-at-all", "No YouTube channel has the handle"],
      ["UCzzzzzzzzzzzzzzzzzzzzzz", "No YouTube channel has the id"],
    ])("%s is refused with a 400 naming the channel field", async (reference, message) => {
      const { app } = await process({ work: false });
      const response = await start(app, reference);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { field?: string; message: string } };
      expect(body.error.field).toBe("channel");
      expect(body.error.message).toContain(message);
    });

    test("an id, an @handle and a channel URL all resolve to the same channel (one use)", async () => {
      const { app } = await process({ work: false });
      const runs = [];
      for (const reference of [
        channel.id,
        channel.handle.toUpperCase(),
        `https://www.youtube.com/channel/${channel.id}/videos`,
        `https://m.youtube.com/${channel.handle}`,
      ]) {
        const response = await start(app, reference);
        expect(response.status).toBe(202);
        runs.push(ChannelAnalysisRunSchema.parse(await response.json()));
      }
      // The same channel while the first run waits: that run again, not a new one.
      expect(new Set(runs.map((run) => run.id)).size).toBe(1);
      const usage = await app.request("/usage", { headers: bearer(alice) });
      expect(((await usage.json()) as { usage: { channel: { used: number } } }).usage.channel.used).toBe(1);
    });
  });

  test("an accepted analysis survives an API restart and is finished by the next process's worker", async () => {
    const first = await process({ work: false });
    const accepted = ChannelAnalysisRunSchema.parse(await (await start(first.app, channel.handle)).json());
    expect(accepted.status).toBe("queued");
    // The first process goes away before any worker ran the job.
    await first.services.queue.stop({ timeoutMs: 1_000 });

    const second = await process({ work: true });
    let run = accepted;
    await waitUntil(
      async () => {
        run = ChannelAnalysisRunSchema.parse(await (await get(second.app, accepted.id)).json());
        return run.status === "done" || run.status === "failed";
      },
      { timeoutMs: 60_000 },
    );
    expect(run.status).toBe("done");
    const uploads = catalog.uploadsAt(channel, clock.ms);
    expect(run.result?.channel.channelId).toBe(channel.id);
    expect(run.result?.videos.map((video) => video.videoId)).toEqual(
      uploads.slice(0, 200).map((video) => video.id),
    );
    expect(run.progress.stage).toBe("done");
    // Listed with the user's analyses, under the same id.
    const listed = await second.app.request(`/analysis?id=${accepted.id}`, { headers: bearer(alice) });
    expect(listed.status).toBe(200);
    // No worker runs in the later tests: they drive the job themselves.
    await second.services.queue.stop({ timeoutMs: 1_000 });
  }, 120_000);

  test("a run cut off mid-way (its worker died) is finished by the retry", async () => {
    const { app, services } = await process({ work: false });
    const accepted = ChannelAnalysisRunSchema.parse(
      await (await start(app, catalog.channels[10]!.id)).json(),
    );
    // What a worker that died while reading uploads leaves behind.
    await t.db
      .update(channelAnalysisRuns)
      .set({ status: "running", progress: { stage: "uploads", done: 50, total: 200 } })
      .where(eq(channelAnalysisRuns.id, accepted.id));
    const mid = ChannelAnalysisRunSchema.parse(await (await get(app, accepted.id)).json());
    expect(mid).toMatchObject({ status: "running", progress: { stage: "uploads", done: 50 } });
    expect(await services.channelAnalyses.process(accepted.id, { retryCount: 1 })).toEqual({
      status: "done",
    });
    const run = ChannelAnalysisRunSchema.parse(await (await get(app, accepted.id)).json());
    expect(run.status).toBe("done");
    expect(run.result?.channel.channelId).toBe(catalog.channels[10]!.id);
    // Running the job again changes nothing.
    expect(await services.channelAnalyses.process(accepted.id, { retryCount: 2 })).toEqual({
      status: "done",
    });
  });

  test("with a linked channel, its figures are read like the analysed channel's and shown beside them", async () => {
    const { app, services } = await process({ work: false });
    const mine = catalog.channels[12]!;
    // Nothing of the linked channel is stored yet: the comparison must read it from YouTube.
    expect(await t.db.select().from(videos).where(eq(videos.channelId, mine.id))).toEqual([]);
    await t.db.insert(youtubeLinks).values({
      channelId: mine.id,
      uid: alice.uid,
      title: mine.title,
      // Never read here: the comparison uses public data through the API key.
      accessToken: "unused",
      keyId: "unused",
      accessTokenExpiresAt: clock.now(),
      scope: "https://www.googleapis.com/auth/youtube.readonly",
    });
    try {
      const accepted = ChannelAnalysisRunSchema.parse(
        await (await start(app, catalog.channels[13]!.id)).json(),
      );
      expect(await services.channelAnalyses.process(accepted.id, { retryCount: 0 })).toEqual({
        status: "done",
      });
      const run = ChannelAnalysisRunSchema.parse(await (await get(app, accepted.id)).json());
      const own = run.result?.own;
      expect(own?.channelId).toBe(mine.id);
      const uploads = catalog.uploadsAt(mine, clock.ms);
      const stored = await t.db.select().from(videos).where(eq(videos.channelId, mine.id));
      expect(stored.length).toBe(Math.min(200, uploads.length));
      // The same summary the channel gets when it is the one analysed. Everything it needs is fresh in
      // the store now, so the POST answers the report itself (200), with no job to wait for.
      const alone = await start(app, mine.id);
      expect(alone.status).toBe(200);
      const direct = ChannelAnalysisRunSchema.parse(await alone.json());
      expect(direct).toMatchObject({ status: "done", progress: { stage: "done" } });
      expect(own).toEqual(direct.result?.channel);
      expect(ChannelAnalysisRunSchema.parse(await (await get(app, direct.id)).json()).result).toEqual(
        direct.result,
      );
      // Listed with the user's analyses, and the use counted.
      expect((await app.request(`/analysis?id=${direct.id}`, { headers: bearer(alice) })).status).toBe(200);
      const usage = await app.request("/usage", { headers: bearer(alice) });
      expect(((await usage.json()) as { usage: { channel: { used: number } } }).usage.channel.used).toBe(2);
      // Analysing one's own channel compares with nothing.
      expect(direct.result?.own).toBeNull();
    } finally {
      await t.db.delete(youtubeLinks).where(eq(youtubeLinks.uid, alice.uid));
    }
  });

  test("a failed run gives its use back", async () => {
    const { app, services } = await process({ work: false });
    // A channel nothing has read yet: its uploads must come from YouTube, which refuses.
    const accepted = ChannelAnalysisRunSchema.parse(await (await start(app, catalog.channels[9]!.id)).json());
    emulator.setQuotaExceeded(true);
    try {
      expect(await services.channelAnalyses.process(accepted.id, { retryCount: 0 })).toEqual({
        status: "failed",
      });
    } finally {
      emulator.setQuotaExceeded(false);
    }
    const run = ChannelAnalysisRunSchema.parse(await (await get(app, accepted.id)).json());
    expect(run.status).toBe("failed");
    expect(run.error).toBeTruthy();
    const usage = await app.request("/usage", { headers: bearer(alice) });
    expect(((await usage.json()) as { usage: { channel: { used: number } } }).usage.channel.used).toBe(0);
  });

  test("retention deletes runs older than the cut-off only", async () => {
    const { app, services } = await process({ work: false });
    expect((await start(app, catalog.channels[11]!.id)).status).toBe(202);
    expect(await services.channelAnalyses.deleteRunsOlderThan(new Date(clock.ms - 1))).toBe(0);
    expect(await services.channelAnalyses.deleteRunsOlderThan(new Date(clock.ms + 1))).toBe(1);
    expect(await t.db.select().from(channelAnalysisRuns)).toEqual([]);
  });

  describe("parallel starts of one channel (real parallel connections on PostgreSQL)", () => {
    async function usedChannel(app: Awaited<ReturnType<typeof process>>["app"]) {
      const response = await app.request("/usage", { headers: bearer(alice) });
      return ((await response.json()) as { usage: { channel: { used: number } } }).usage.channel.used;
    }

    test("fresh in the store: 4 at once answer one analysis, one use, no 500 or 429", async () => {
      const { app, services } = await process({ work: false });
      const target = catalog.channels[12]!;
      // A first analysis (run by the job) leaves the channel and its uploads fresh in the store.
      const first = ChannelAnalysisRunSchema.parse(await (await start(app, target.id)).json());
      expect(await services.channelAnalyses.process(first.id, { retryCount: 0 })).toEqual({ status: "done" });
      await t.db.execute(sql`truncate analysis_usage, analyses, channel_analysis_runs`);

      const responses = await Promise.all(Array.from({ length: 4 }, () => start(app, target.handle)));
      // The one that made the report answers it (200); one arriving while it was being made answers the
      // same run (202), which reads done at once.
      const statuses = responses.map((response) => response.status);
      expect(statuses).toContain(200);
      expect(statuses.every((status) => status === 200 || status === 202)).toBe(true);
      const runs = await Promise.all(
        responses.map(async (response) => ChannelAnalysisRunSchema.parse(await response.json())),
      );
      expect(new Set(runs.map((run) => run.id)).size).toBe(1);
      const done = ChannelAnalysisRunSchema.parse(await (await get(app, runs[0]!.id)).json());
      expect(done.status).toBe("done");
      expect(done.result).not.toBeNull();
      expect(await usedChannel(app)).toBe(1);
      expect(await t.db.select().from(channelAnalysisRuns)).toHaveLength(1);
    });

    test("not stored yet: 4 at once queue one run and charge one use", async () => {
      const { app, services } = await process({ work: false });
      const target = catalog.channels[37]!;
      expect(await t.db.select().from(channels).where(eq(channels.id, target.id))).toEqual([]);
      const responses = await Promise.all(Array.from({ length: 4 }, () => start(app, target.handle)));
      expect(responses.map((response) => response.status)).toEqual([202, 202, 202, 202]);
      const runs = await Promise.all(
        responses.map(async (response) => ChannelAnalysisRunSchema.parse(await response.json())),
      );
      expect(new Set(runs.map((run) => run.id)).size).toBe(1);
      expect(await usedChannel(app)).toBe(1);
      const stored = await t.db.select().from(channelAnalysisRuns);
      expect(stored).toHaveLength(1);
      expect(await services.channelAnalyses.process(runs[0]!.id, { retryCount: 0 })).toEqual({
        status: "done",
      });
      const done = ChannelAnalysisRunSchema.parse(await (await get(app, runs[0]!.id)).json());
      expect(done.result).not.toBeNull();
      const listed = await app.request("/analyses?kind=channel", { headers: bearer(alice) });
      expect(((await listed.json()) as { analyses: { id: string }[] }).analyses.map((a) => a.id)).toEqual([
        runs[0]!.id,
      ]);
    });
  });

  test("the third channel analysis of a Free day is refused with the quota message", async () => {
    const { app } = await process({ work: false });
    expect((await start(app, catalog.channels[4]!.id)).status).toBe(202);
    expect((await start(app, catalog.channels[5]!.id)).status).toBe(202);
    const third = await start(app, catalog.channels[6]!.id);
    expect(third.status).toBe(429);
    const body = (await third.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(QUOTA_EXCEEDED);
    expect(body.error.message).toContain("2 channel analyses");
  });

  describe("results", () => {
    const ids = () =>
      catalog
        .uploadsAt(catalog.channels[7]!, clock.ms)
        .slice(0, 12)
        .map((video) => video.id);

    test("POST /analyses/results analyses the page's videos, stores the report and spends a results use", async () => {
      const { app } = await process({ work: false });
      const before = emulator.counters().byEndpoint.search;
      const response = await app.request(
        "/analyses/results",
        jsonRequest("POST", { query: "cooking tips", videoIds: ids() }, bearer(alice)),
      );
      expect(response.status).toBe(200);
      const report = ResultsReportSchema.parse(await response.json());
      expect(report.source).toBe("page");
      expect(report.result.videos.map((video) => video.videoId)).toEqual(ids());
      expect(emulator.counters().byEndpoint.search).toBe(before); // read from the page: no search.list
      const again = ResultsReportSchema.parse(
        await (await app.request(`/analyses/results?id=${report.id}`, { headers: bearer(alice) })).json(),
      );
      expect(again).toEqual(report);
    });

    test("more than 50 ids is a 400 naming videoIds", async () => {
      const { app } = await process({ work: false });
      const many = Array.from({ length: 51 }, (_, i) => `v${String(i).padStart(10, "0")}`);
      const response = await app.request(
        "/analyses/results",
        jsonRequest("POST", { query: "q", videoIds: many }, bearer(alice)),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field?: string } }).error.field).toBe("videoIds");
    });

    const keyword = (app: Awaited<ReturnType<typeof process>>["app"], query: string) =>
      app.request("/analyses/keyword", jsonRequest("POST", { query }, bearer(alice)));

    async function aliceUsage() {
      const [user] = await t.db.select({ uid: users.uid }).from(users).where(eq(users.email, alice.email));
      const day = pacificDay(clock.ms);
      await t.db.insert(userDailyUsage).values({ uid: user!.uid, day }).onConflictDoNothing();
      const mine = and(eq(userDailyUsage.uid, user!.uid), eq(userDailyUsage.day, day));
      return {
        set: (values: Partial<typeof userDailyUsage.$inferInsert>) =>
          t.db.update(userDailyUsage).set(values).where(mine),
        get: async () => (await t.db.select().from(userDailyUsage).where(mine))[0],
      };
    }

    test("typed keywords: searches that YouTube failed still count; the sixth is refused before search.list", async () => {
      const { app } = await process({ work: false });
      const usage = await aliceUsage();
      await usage.set({ keywordSearches: 0, youtubeUnits: 0 });
      const before = emulator.counters().byEndpoint.search;
      emulator.failNext(KEYWORD_SEARCHES_PER_DAY);
      for (let i = 0; i < KEYWORD_SEARCHES_PER_DAY; i++) {
        expect((await keyword(app, `failing ${i}`)).status).toBe(503);
      }
      const refused = await keyword(app, "one more");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect(emulator.counters().byEndpoint.search).toBe(before + KEYWORD_SEARCHES_PER_DAY);
      expect((await usage.get())?.keywordSearches).toBe(KEYWORD_SEARCHES_PER_DAY);
      // The results uses were given back: those analyses never happened.
      const response = await app.request("/usage", { headers: bearer(alice) });
      expect(((await response.json()) as { usage: { results: { used: number } } }).usage.results.used).toBe(
        0,
      );
    });

    test("after the lookup allowance is spent, 5 more keyword analyses spend no more than one search.list", async () => {
      const { app } = await process({ work: false });
      const usage = await aliceUsage();
      await usage.set({ keywordSearches: 0, youtubeUnits: YOUTUBE_LOOKUP_UNITS_PER_DAY.free });
      const before = emulator.counters();
      for (let i = 0; i < 5; i++) expect((await keyword(app, `drain ${i}`)).status).toBe(429);
      const after = emulator.counters();
      expect(after.byEndpoint.search - before.byEndpoint.search).toBeLessThanOrEqual(1);
      expect(after.unitsUsed - before.unitsUsed).toBeLessThanOrEqual(100);
    });

    test("an @handle or channel id the store does not know costs the caller a unit before YouTube is asked", async () => {
      const { app } = await process({ work: false });
      const usage = await aliceUsage();
      await usage.set({ youtubeUnits: 0 });
      expect((await start(app, "@no-such-handle-here")).status).toBe(400);
      expect((await start(app, "UCzzzzzzzzzzzzzzzzzzzzzz")).status).toBe(400);
      expect((await usage.get())?.youtubeUnits).toBe(2);
      await usage.set({ youtubeUnits: YOUTUBE_LOOKUP_UNITS_PER_DAY.free });
      const before = emulator.counters().byEndpoint.channels;
      const refused = await start(app, "@another-unknown-one");
      expect(refused.status).toBe(429);
      expect(emulator.counters().byEndpoint.channels).toBe(before);
    });

    test("a typed keyword costs one search.list and answers the same report", async () => {
      const { app } = await process({ work: false });
      const word = catalog
        .titleAt(catalog.uploadsAt(catalog.channels[8]!, clock.ms)[0]!, clock.ms)
        .split(" ")[0]!;
      const before = emulator.counters().byEndpoint.search;
      const response = await app.request(
        "/analyses/keyword",
        jsonRequest("POST", { query: word }, bearer(alice)),
      );
      expect(response.status).toBe(200);
      const report = ResultsReportSchema.parse(await response.json());
      expect(report.source).toBe("keyword");
      expect(report.result.videos.length).toBeGreaterThan(0);
      expect(emulator.counters().byEndpoint.search).toBe(before + 1);
    });
  });
});
