// Channel and search-result analyses through the HTTP API, on the YouTube emulator and a real job queue.
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  ChannelAnalysisRunSchema,
  KEYWORD_SEARCHES_PER_DAY,
  QUOTA_EXCEEDED,
  ResultsReportSchema,
} from "@vi/types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { jsonRequest, testEnv } from "../../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../../test/auth.ts";
import { forEachDatabase } from "../../../test/db.ts";
import { waitUntil } from "../../../test/queue.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../../test/youtube.ts";
import { createApp } from "../../app.ts";
import { createFirebaseAuth } from "../../auth/firebase.ts";
import { analyses, channelAnalysisRuns, users, videos, youtubeLinks } from "../../db/schema.ts";
import { createLogger } from "../../logger.ts";
import { createServices, type Services } from "../../services.ts";

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
    await t.db.execute(sql`truncate analysis_usage, analyses, channel_analysis_runs`);
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
    const listed = await second.app.request("/analysis?id=" + accepted.id, { headers: bearer(alice) });
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

    test("typed keywords are limited per user per day (before any use or unit is spent)", async () => {
      const { app } = await process({ work: false });
      const [user] = await t.db.select({ uid: users.uid }).from(users).where(eq(users.email, alice.email));
      const day = clock.now().toISOString().slice(0, 10);
      await t.db.insert(analyses).values(
        Array.from({ length: KEYWORD_SEARCHES_PER_DAY }, (_, i) => ({
          uid: user!.uid,
          kind: "results" as const,
          day,
          key: `keyword:earlier ${i}`,
          target: `earlier ${i}`,
          result: {},
        })),
      );
      const before = emulator.counters().byEndpoint.search;
      const response = await app.request(
        "/analyses/keyword",
        jsonRequest("POST", { query: "one more" }, bearer(alice)),
      );
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBeTruthy();
      expect(emulator.counters().byEndpoint.search).toBe(before);
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
