// GET /videos/history and GET /channels/curve against the moving emulator catalog: the clock advances
// through two weeks of a channel that uploads every few days, the jobs' refresh keeps the cadence, and the
// API answers the curve, the typical band and the outlier at the same age as @vi/metrics computes them.
import { feedBuiltAt, type YoutubeEmulator } from "@vi/emulators/youtube";
import { ChannelCurveResponseSchema, VideoHistoryResponseSchema } from "@vi/types";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import {
  DAY,
  HOUR,
  ingestContext,
  startTestEmulator,
  TestClock,
  testCatalog,
  youtubeVars,
} from "../../test/youtube.ts";
import { feedSnapshots, refreshVideos } from "../jobs/refresh.ts";
import { fetchAndStoreVideos } from "../videos/ingest.ts";

const catalog = testCatalog();
const channel = catalog.channels.find(
  (candidate) =>
    candidate.recentUploadIntervalMs <= 2 * DAY &&
    catalog.uploadsAt(candidate, catalog.anchor + 16 * DAY).filter((video) => !video.isShort).length > 0,
)!;
const START = catalog.anchor + 12 * HOUR;
const END = catalog.anchor + 16 * DAY;

forEachDatabase((t) => {
  const clock = new TestClock(START);
  let emulator: YoutubeEmulator;
  let user: TestUser;
  const app = () => createTestApp(t.connection, youtubeVars(emulator), { now: clock.now });
  const get = async (path: string) => {
    const response = await app().request(path, { headers: bearer(user) });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    user = await createTestUser();
    await t.db.execute(sql`truncate channels, videos, video_snapshots, video_changes cascade`);
    const ctx = ingestContext(t.db, emulator, clock);
    // Every 2 hours for 16 days: new uploads are picked up as they appear, due videos refreshed.
    const seen = new Set<string>();
    for (; clock.ms <= END; clock.advance(2 * HOUR)) {
      const fresh = catalog
        .uploadsAt(channel, clock.ms)
        .filter((video) => video.publishedAt > START - DAY && !seen.has(video.id));
      for (const video of fresh) seen.add(video.id);
      await fetchAndStoreVideos(
        ctx,
        fresh.map((video) => video.id),
      );
      // As the refresh job: the Data API's due videos, then the snapshots the channel's feed takes over.
      await refreshVideos(ctx);
      await feedSnapshots(ctx);
    }
  }, 600_000);
  afterAll(async () => {
    await emulator.close();
  });

  test("the history of a video: its snapshots at the cadence and its views now", async () => {
    const video = catalog
      .uploadsAt(channel, clock.ms)
      .find(
        (candidate) =>
          !candidate.broadcast && clock.ms - candidate.publishedAt > 3 * DAY && candidate.publishedAt > START,
      )!;
    const { status, body } = await get(`/videos/history?videoId=${video.id}`);
    expect(status).toBe(200);
    const history = VideoHistoryResponseSchema.parse(body);
    expect(history.video.videoId).toBe(video.id);
    const ages = history.snapshots.map((s) => (Date.parse(s.at) - video.publishedAt) / HOUR);
    // Every 2 hours (the test's step) through the first 48 hours, then every 6 to 8 hours.
    const early = ages.filter((age) => age <= 48);
    expect(early.length).toBeGreaterThanOrEqual(22);
    const later = ages.filter((age) => age > 50 && age < 72);
    expect(later.length).toBeGreaterThanOrEqual(2);
    expect(later.length, ages.map((age) => age.toFixed(1)).join(" ")).toBeLessThanOrEqual(4);
    // The Data API's counts at the instant; the feed's as its cache had them (0 to 15 minutes behind).
    for (const snapshot of history.snapshots) {
      const at = Date.parse(snapshot.at);
      const counted = snapshot.source === "feed" ? feedBuiltAt(channel, at) : at;
      expect(snapshot.views).toBe(catalog.videoStatsAt(video, counted).viewCount);
    }
    // The emulator's feed lags by at most 15 minutes: the feed took the hourly snapshots of the first 48 hours.
    expect(history.snapshots.some((s) => s.source === "feed")).toBe(true);
  });

  test("the channel's typical start and the outlier at the same age", async () => {
    const format = "long";
    const { status, body } = await get(`/channels/curve?channelId=${channel.id}&format=${format}`);
    expect(status).toBe(200);
    const curve = ChannelCurveResponseSchema.parse(body);
    expect(curve.points.map((point) => point.ageHours)).toEqual([1, 3, 6, 12, 24, 48, 168, 336, 720]);
    const at24 = curve.points[4]!;
    expect(at24.sampleSize).toBeGreaterThanOrEqual(5);
    expect(at24.p25!).toBeLessThanOrEqual(at24.median!);
    expect(at24.median!).toBeLessThanOrEqual(at24.p75!);
    // Nothing is 30 days old yet.
    expect(curve.points[8]).toMatchObject({ sampleSize: 0, median: null });

    const newest = catalog
      .uploadsAt(channel, clock.ms)
      .find((video) => !video.isShort && clock.ms - video.publishedAt > 6 * HOUR)!;
    const history = VideoHistoryResponseSchema.parse(
      (await get(`/videos/history?videoId=${newest.id}`)).body,
    );
    expect(history.video.outlierAtAgeSample).toBeGreaterThanOrEqual(5);
    expect(history.video.outlierAtAge).toBeGreaterThan(0);
  });

  test("bad or unknown input answers a clear 4xx", async () => {
    expect((await get("/videos/history?videoId=nope")).status).toBe(400);
    expect((await get(`/channels/curve?channelId=${channel.id}&format=medium`)).status).toBe(400);
    expect((await get("/channels/curve?channelId=UC0000000000000000000000&format=long")).status).toBe(404);
    expect((await app().request(`/channels/curve?channelId=${channel.id}&format=long`)).status).toBe(401);
  });
});
