// The jobs against the YouTube emulator, on a clock the test moves (the emulator answers at the same
// instant, so view counts grow between refreshes exactly as the catalog says).

import type { CatalogChannel, CatalogVideo, YoutubeEmulator } from "@vi/emulators/youtube";
import { lifetimeVph, outlierScore, recentVph } from "@vi/metrics";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { waitUntil } from "../../test/queue.ts";
import { DAY, HOUR, ingestContext, startTestEmulator, TestClock, testCatalog } from "../../test/youtube.ts";
import {
  apiKeyUsage,
  channels,
  savedVideos,
  trackedChannels,
  users,
  videoChanges,
  videoSnapshots,
  videos,
} from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createJobQueue, type JobQueue } from "../queue/index.ts";
import { fetchAndStoreVideos, type IngestContext } from "../videos/ingest.ts";
import { createDatabaseQuotaBudget } from "../videos/quota-budget.ts";
import { requestTracking } from "../videos/tracking.ts";
import { QuotaBudgetExhaustedError } from "../youtube/errors.ts";
import { seedDemoChannels } from "./demo.ts";
import { discoverChannels } from "./discovery.ts";
import { refreshVideos, staleVideoIds } from "./refresh.ts";
import { applyRetention } from "./retention.ts";
import { defineStoreJobs, STORE_JOBS } from "./store-jobs.ts";
import { LATEST_UPLOADS, trackDueChannels } from "./track.ts";

const catalog = testCatalog();
const START = Date.UTC(2026, 10, 21, 12);
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

forEachDatabase((t) => {
  const clock = new TestClock(START);
  let emulator: YoutubeEmulator;
  let ctx: IngestContext;

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
  });
  afterAll(async () => {
    await emulator.close();
  });
  beforeEach(async () => {
    clock.ms = START;
    emulator.resetLog();
    emulator.setQuotaExceeded(false);
    await t.db.execute(
      sql`truncate channels, videos, video_snapshots, tracked_channels, quota_usage, users cascade`,
    );
    ctx = ingestContext(t.db, emulator, clock);
  });

  const latestUploads = (channel: CatalogChannel) =>
    catalog.uploadsAt(channel, clock.ms).slice(0, LATEST_UPLOADS);
  const storedIds = async (channelId: string) =>
    (
      await t.db
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.channelId, channelId))
        .orderBy(asc(videos.id))
    ).map((row) => row.id);

  async function track(...indexes: number[]) {
    await requestTracking(
      t.db,
      indexes.map((index) => catalog.channels[index]!.id),
      "seed",
      clock.now(),
    );
    return trackDueChannels(ctx, { limit: 50 });
  }

  describe("track", () => {
    test("stores the channel and its latest 50 uploads for 3 quota units", async () => {
      const channel = catalog.channels[0]!;
      const result = await track(0);
      expect(result).toEqual({ channels: 1, videosStored: LATEST_UPLOADS, failed: 0 });
      expect(await storedIds(channel.id)).toEqual(
        latestUploads(channel)
          .map((video) => video.id)
          .sort(),
      );
      const [row] = await t.db.select().from(channels).where(eq(channels.id, channel.id));
      expect(row).toMatchObject({
        title: channel.title,
        uploadsPlaylistId: channel.uploadsPlaylistId,
        videoCount: catalog.channelStatsAt(channel, clock.ms).videoCount,
        fetchedAt: clock.now(),
      });
      expect(emulator.counters().byEndpoint).toMatchObject({ channels: 1, playlistItems: 1, videos: 1 });
      expect(await t.db.select().from(trackedChannels)).toMatchObject([
        { channelId: channel.id, trackedAt: clock.now(), failures: 0 },
      ]);
      const budget = createDatabaseQuotaBudget({ db: t.db, dailyLimit: 10_000, now: () => clock.ms });
      expect(await budget.usedToday()).toBe(3);
    });

    test("outlier scores and VPH computed end to end from emulator data equal @vi/metrics", async () => {
      const indexes = [0, 1, 2, 3, 4, 5];
      await track(...indexes);
      let scored = 0;
      for (const index of indexes) {
        const channel = catalog.channels[index]!;
        const uploads = latestUploads(channel);
        // The channel's videos as YouTube reports them at this instant (publishedAt in whole seconds).
        const reported = uploads.map((video) => ({
          videoId: video.id,
          views: catalog.videoStatsAt(video, clock.ms).viewCount,
          publishedAt: seconds(video.publishedAt),
          durationSeconds: video.durationSeconds,
        }));
        const rows = await t.db
          .select({ id: videos.id, outlierScore: videos.outlierScore, lifetimeVph: videos.lifetimeVph })
          .from(videos)
          .where(eq(videos.channelId, channel.id));
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const video of reported) {
          const expected = outlierScore(video, reported, clock.now());
          expect(byId.get(video.videoId)?.outlierScore, video.videoId).toBe(expected);
          expect(byId.get(video.videoId)?.lifetimeVph).toBe(
            lifetimeVph(video.views, video.publishedAt, clock.now()),
          );
          if (expected !== null) scored++;
        }
      }
      // The check means something only if most videos have enough history for a score.
      expect(scored).toBeGreaterThan(200);
    });

    test("a channel YouTube does not know is dropped from the store and recorded as failing", async () => {
      const ghost = "UCAAAAAAAAAAAAAAAAAAAAAA";
      await requestTracking(t.db, [ghost], "seed", clock.now());
      const result = await trackDueChannels(ctx);
      expect(result.failed).toBe(1);
      const [row] = await t.db.select().from(trackedChannels).where(eq(trackedChannels.channelId, ghost));
      expect(row).toMatchObject({ failures: 1, lastError: "channel not found on YouTube" });
      // Backs off: not tried again an hour later.
      clock.advance(HOUR / 2);
      expect((await trackDueChannels(ctx)).failed).toBe(0);
      clock.advance(2 * HOUR);
      expect((await trackDueChannels(ctx)).failed).toBe(1);
    });

    test("a tracked channel is looked at again after a day; fresh videos are not fetched twice", async () => {
      await track(0);
      emulator.resetLog();
      clock.advance(2 * HOUR);
      expect((await trackDueChannels(ctx)).channels).toBe(0);
      clock.advance(23 * HOUR);
      const again = await trackDueChannels(ctx);
      expect(again.channels).toBe(1);
      expect(emulator.counters().byEndpoint).toMatchObject({ channels: 1, playlistItems: 1 });
    });
  });

  describe("refresh", () => {
    test("refreshes stale videos in batches of 50; two snapshots give recent VPH", async () => {
      const channel = catalog.channels[0]!;
      await track(0);
      const first = new Map(
        latestUploads(channel).map((video) => [video.id, catalog.videoStatsAt(video, clock.ms).viewCount]),
      );
      const firstAt = clock.now();
      clock.advance(25 * HOUR);
      emulator.resetLog();

      const result = await refreshVideos(ctx);
      expect(result).toEqual({ refreshed: LATEST_UPLOADS, deleted: 0 });
      // The channel (fetched a day ago) is the track job's to refresh: only videos.list here.
      expect(emulator.counters().byEndpoint).toMatchObject({ videos: 1, channels: 0, playlistItems: 0 });

      const rows = await t.db.select().from(videos).where(eq(videos.channelId, channel.id));
      let growing = 0;
      for (const row of rows) {
        const video = catalog.videoById(row.id, clock.ms) as CatalogVideo;
        const views = catalog.videoStatsAt(video, clock.ms).viewCount;
        expect(row.viewCount).toBe(views);
        expect(row.fetchedAt).toEqual(clock.now());
        const expected = recentVph(
          [
            { at: firstAt, views: first.get(row.id)! },
            { at: clock.now(), views },
          ],
          clock.now(),
        );
        expect(row.recentVph).toBe(expected);
        if ((expected ?? 0) > 0) growing++;
      }
      expect(growing).toBeGreaterThan(0);
      const snapshots = await t.db
        .select()
        .from(videoSnapshots)
        .where(
          inArray(
            videoSnapshots.videoId,
            rows.map((row) => row.id),
          ),
        );
      expect(snapshots).toHaveLength(2 * LATEST_UPLOADS);
      // Nothing is stale right after a refresh.
      expect(await staleVideoIds(ctx, 1_000)).toEqual([]);
    });

    test("a channel not tracked for 3 days is fetched again by the refresh, in one batch", async () => {
      await track(0, 1, 2);
      clock.advance(4 * DAY);
      emulator.resetLog();
      await refreshVideos(ctx);
      expect(emulator.counters().byEndpoint).toMatchObject({ channels: 1, videos: 3 });
      const rows = await t.db.select({ fetchedAt: channels.fetchedAt }).from(channels);
      expect(rows.every((row) => row.fetchedAt.getTime() === clock.ms)).toBe(true);
    });

    test("videos of the last week are stale after 6 hours, the others after a day", async () => {
      await track(0, 1, 2);
      clock.advance(7 * HOUR);
      const rows = await t.db.select({ id: videos.id, publishedAt: videos.publishedAt }).from(videos);
      const recent = rows
        .filter((row) => clock.ms - row.publishedAt.getTime() < 7 * DAY)
        .map((row) => row.id);
      expect(recent.length).toBeGreaterThan(0);
      expect((await staleVideoIds(ctx, 1_000)).sort()).toEqual(recent.sort());
    });

    test("a new thumbnail at the same URL is seen by its ETag (read without quota) at a refresh", async () => {
      const video = catalog.channels
        .flatMap((channel) => catalog.uploadsAt(channel, catalog.anchor + 20 * DAY))
        .find((candidate) => candidate.rethumbAt !== undefined && candidate.retitle === undefined)!;
      clock.ms = video.rethumbAt! - 2 * HOUR;
      await fetchAndStoreVideos(ctx, [video.id]);
      await refreshVideos(ctx, { ids: [video.id] });
      expect(await t.db.select().from(videoChanges)).toEqual([]);
      clock.ms = video.rethumbAt! + HOUR;
      await refreshVideos(ctx, { ids: [video.id] });
      const changes = await t.db.select().from(videoChanges);
      expect(changes.map((c) => [c.kind, c.before.split("#etag=")[1], c.after.split("#etag=")[1]])).toEqual([
        ["thumbnail", `"${video.id}-1"`, `"${video.id}-2"`],
      ]);
      // Three videos.list and one channels.list: reading the ETags costs no quota.
      expect(emulator.counters().unitsUsed).toBe(4);
    });

    test("a video YouTube no longer serves is deleted on refresh", async () => {
      const removed = catalog.channels
        .flatMap((channel) => Array.from({ length: 60 }, (_, upload) => catalog.video(channel.index, upload)))
        .find((video) => video.removedAt !== undefined && video.removedAt > video.publishedAt + 2 * HOUR);
      if (!removed?.removedAt) throw new Error("the test catalog has no removed video");
      clock.ms = removed.removedAt - HOUR;
      await fetchAndStoreVideos(ctx, [removed.id]);
      expect(await storedIds(removed.channelId)).toEqual([removed.id]);
      clock.ms = removed.removedAt + HOUR;
      expect(await refreshVideos(ctx, { ids: [removed.id] })).toEqual({ refreshed: 0, deleted: 1 });
      expect(await storedIds(removed.channelId)).toEqual([]);
    });
  });

  describe("retention", () => {
    test("statistics older than 30 days are deleted unless refreshed; old snapshots go", async () => {
      const channel = catalog.channels[0]!;
      await track(0);
      const ids = await storedIds(channel.id);
      clock.advance(29 * DAY);
      await refreshVideos(ctx, { ids: ids.slice(0, 25) });
      clock.advance(2 * DAY);

      const result = await applyRetention(ctx);
      expect(result).toMatchObject({ videosDeleted: 25, channelsDeleted: 0, snapshotsDeleted: 25 });
      expect(await storedIds(channel.id)).toEqual(ids.slice(0, 25));

      // Nothing refreshed for another month: the channel goes, and its videos with it.
      clock.advance(30 * DAY);
      expect(await applyRetention(ctx)).toMatchObject({ channelsDeleted: 1 });
      expect(await t.db.select().from(videos)).toEqual([]);
    });

    test("channels queued by lookups expire after 30 days without a request; seeds stay", async () => {
      await requestTracking(t.db, [catalog.channels[1]!.id], "lookup", clock.now());
      await requestTracking(t.db, [catalog.channels[2]!.id], "seed", clock.now());
      clock.advance(20 * DAY);
      // Asked for again: the clock restarts.
      await requestTracking(t.db, [catalog.channels[1]!.id], "lookup", clock.now());
      clock.advance(15 * DAY);
      expect((await applyRetention(ctx)).channelsUntracked).toBe(0);
      clock.advance(16 * DAY);
      expect((await applyRetention(ctx)).channelsUntracked).toBe(1);
      expect((await t.db.select().from(trackedChannels)).map((row) => row.channelId)).toEqual([
        catalog.channels[2]!.id,
      ]);
    });

    test("personal API keys' daily call counters go after a week; recent days stay", async () => {
      await t.db.insert(users).values([
        { uid: "k1", email: "k1@example.com" },
        { uid: "k2", email: "k2@example.com" },
      ]);
      // START is 2026-11-21 12:00 UTC: the cutoff day is 2026-11-14.
      await t.db.insert(apiKeyUsage).values([
        { uid: "k1", day: "2026-11-01", calls: 5 },
        { uid: "k1", day: "2026-11-13", calls: 7 },
        { uid: "k1", day: "2026-11-14", calls: 9 },
        { uid: "k1", day: "2026-11-21", calls: 3 },
        { uid: "k2", day: "2026-11-10", calls: 1 },
        // The daily key-call limit reads the user's own day: today, or yesterday or tomorrow in UTC.
        { uid: "k2", day: "2026-11-20", calls: 4 },
        { uid: "k2", day: "2026-11-22", calls: 2 },
      ]);
      expect((await applyRetention(ctx)).apiKeyUsageDeleted).toBe(3);
      const left = await t.db.select().from(apiKeyUsage).orderBy(asc(apiKeyUsage.day), asc(apiKeyUsage.uid));
      expect(left).toEqual([
        { uid: "k1", day: "2026-11-14", calls: 9 },
        { uid: "k2", day: "2026-11-20", calls: 4 },
        { uid: "k1", day: "2026-11-21", calls: 3 },
        { uid: "k2", day: "2026-11-22", calls: 2 },
      ]);
      // Eight days on (cutoff 2026-11-22) all but the last are more than a week old.
      clock.advance(8 * DAY);
      expect((await applyRetention(ctx)).apiKeyUsageDeleted).toBe(3);
      expect((await t.db.select().from(apiKeyUsage)).map((row) => row.day)).toEqual(["2026-11-22"]);
      clock.advance(DAY);
      expect((await applyRetention(ctx)).apiKeyUsageDeleted).toBe(1);
      expect(await t.db.select().from(apiKeyUsage)).toEqual([]);
    });
  });

  test("discovery queues the seed list, saved videos' channels and linked users' subscriptions", async () => {
    const [seed, linked, subscribed, savedStored, savedMissing] = [7, 8, 9, 10, 11].map(
      (index) => catalog.channels[index]!,
    );
    await t.db.insert(users).values({
      uid: "u1",
      email: "u1@example.com",
      youtube: [
        {
          channelId: linked!.id,
          title: linked!.title,
          subscriptions: [{ channelId: subscribed!.id, title: subscribed!.title }],
        },
      ],
    });
    const storedVideo = latestUploads(savedStored!)[0]!;
    const missingVideo = latestUploads(savedMissing!)[0]!;
    await fetchAndStoreVideos(ctx, [storedVideo.id]);
    await t.db.insert(savedVideos).values([
      { uid: "u1", videoId: storedVideo.id },
      { uid: "u1", videoId: missingVideo.id },
    ]);

    const result = await discoverChannels(ctx, { seedChannelIds: [seed!.id] });
    expect(result).toEqual({ queued: 5, savedVideosFetched: 1 });
    const rows = await t.db
      .select({ channelId: trackedChannels.channelId, source: trackedChannels.source })
      .from(trackedChannels);
    expect(new Map(rows.map((row) => [row.channelId, row.source]))).toEqual(
      new Map([
        [seed!.id, "seed"],
        [savedStored!.id, "saved"],
        [savedMissing!.id, "saved"],
        [linked!.id, "subscription"],
        [subscribed!.id, "subscription"],
      ]),
    );
    // Idempotent.
    expect((await discoverChannels(ctx, { seedChannelIds: [seed!.id] })).queued).toBe(0);
  });

  test("the database quota budget never lets concurrent spenders pass the daily limit", async () => {
    const a = createDatabaseQuotaBudget({ db: t.db, dailyLimit: 10, now: () => clock.ms });
    const b = createDatabaseQuotaBudget({ db: t.db, dailyLimit: 10, now: () => clock.ms });
    const outcomes = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).spend(1)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(QuotaBudgetExhaustedError);
    expect(await a.usedToday()).toBe(10);
    await expect(b.spend(11)).rejects.toBeInstanceOf(QuotaBudgetExhaustedError);
    // Google's quota day is Pacific time: the next day starts from zero.
    clock.advance(DAY);
    expect(await a.usedToday()).toBe(0);
    await a.spend(10);
  });

  describe("on the job queue", () => {
    const logger = createLogger("silent");
    let queue: JobQueue | null = null;
    afterEach(async () => {
      await queue?.stop({ timeoutMs: 1_000 });
      queue = null;
    });

    /** A worker with the store's jobs (no cron: the test sends them). */
    async function startWorker(youtube: IngestContext["youtube"] | null, config = {}) {
      queue = createJobQueue({
        database: t.connection.queue,
        db: t.db,
        logger,
        config: { pollingIntervalSeconds: 0.5, cron: false },
      });
      defineStoreJobs(queue, { db: t.db, youtube, logger, now: clock.now, config });
      await queue.start({ work: true });
      return queue;
    }
    async function lastRun(name: string, id: string | null) {
      const state = (await queue!.state()).find((entry) => entry.name === name);
      return state?.lastRuns.find((run) => run.id === id);
    }
    async function runToEnd(name: string) {
      const id = await queue!.send(name, {});
      await waitUntil(async () => (await lastRun(name, id))?.state === "completed");
      return (await lastRun(name, id))?.output;
    }

    test("track works through queued channels in batches, sending itself again while a backlog remains", async () => {
      await requestTracking(
        t.db,
        [0, 1, 2].map((index) => catalog.channels[index]!.id),
        "seed",
        clock.now(),
      );
      await startWorker(ctx.youtube, { trackBatch: 2, drainDelaySeconds: 0 });
      expect(await runToEnd(STORE_JOBS.track)).toEqual({ channels: 2, videosStored: 100, failed: 0 });
      // The follow-up batch was queued by the first run.
      await waitUntil(async () => (await t.db.select().from(channels)).length === 3);
      await waitUntil(async () => {
        const track = (await queue!.state()).find((entry) => entry.name === STORE_JOBS.track);
        return track?.queued === 0 && track.active === 0;
      });
    });

    test("a spent quota pauses the worker's YouTube jobs until Google's day ends", async () => {
      await requestTracking(t.db, [catalog.channels[0]!.id], "seed", clock.now());
      emulator.setQuotaExceeded(true);
      await startWorker(ctx.youtube);
      const output = (await runToEnd(STORE_JOBS.track)) as { paused: boolean; until: string; reason: string };
      expect(output.paused).toBe(true);
      expect(Date.parse(output.until)).toBeGreaterThan(clock.ms);
      expect(output.reason).toMatch(/quota/i);
      emulator.resetLog();
      expect(await runToEnd(STORE_JOBS.refresh)).toMatchObject({ paused: true });
      expect(emulator.requestLog).toHaveLength(0);
    });

    test("without a YouTube client the YouTube jobs skip and the bookkeeping runs", async () => {
      await startWorker(null);
      expect(await runToEnd(STORE_JOBS.track)).toEqual({ skipped: "YOUTUBE_API_KEY is not set" });
      expect(await runToEnd(STORE_JOBS.retention)).toMatchObject({ videosDeleted: 0 });
      expect(await runToEnd(STORE_JOBS.discovery)).toMatchObject({ queued: 0 });
    });
  });

  test("demo data: the emulator catalog's channels are queued once, on an empty store only", async () => {
    const channelIds = catalog.channels.slice(0, 12).map((channel) => channel.id);
    expect(await seedDemoChannels(t.db, { channelIds, now: clock.now() })).toBe(12);
    const rows = await t.db.select().from(trackedChannels);
    expect(new Set(rows.map((row) => row.channelId))).toEqual(
      new Set(catalog.channels.slice(0, 12).map((channel) => channel.id)),
    );
    expect(rows.every((row) => row.source === "demo")).toBe(true);
    expect(await seedDemoChannels(t.db, { channelIds, now: clock.now() })).toBe(0);
  });
});
