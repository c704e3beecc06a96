// The channel feed for the early hourly snapshots (docs/decisions/video-history.md), against the YouTube
// emulator's feed (a per-channel cache rebuilt every 15 minutes, so 0 to 15 minutes behind its Data API):
// the lag is measured at each Data API refresh of a young video; a channel within 30 minutes gets its
// hourly snapshots from the feed (source 'feed'), the Data API going to every 6 hours; a feed that cannot
// be read keeps the Data API hourly.
import { FEED_CACHE_MS, feedBuiltAt, type YoutubeEmulator } from "@vi/emulators/youtube";
import { feedLagMs } from "@vi/metrics";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { DAY, HOUR, ingestContext, startTestEmulator, TestClock, testCatalog } from "../../test/youtube.ts";
import { channels, videoSnapshots } from "../db/schema.ts";
import { fetchAndStoreVideos, type IngestContext } from "../videos/ingest.ts";
import { parseChannelFeed } from "../youtube/client.ts";
import { FEED_MAX_LAG_MS, feedSnapshots, refreshVideos, staleVideoIds } from "./refresh.ts";

const catalog = testCatalog();
const START = catalog.anchor + 10 * DAY;
// A channel with a long-form upload between 2 and 20 hours before START.
const channel = catalog.channels.find((candidate) =>
  catalog
    .uploadsAt(candidate, START)
    .some(
      (video) =>
        !video.broadcast && START - video.publishedAt > 2 * HOUR && START - video.publishedAt < 20 * HOUR,
    ),
)!;
const young = catalog
  .uploadsAt(channel, START)
  .find(
    (video) =>
      !video.broadcast && START - video.publishedAt > 2 * HOUR && START - video.publishedAt < 20 * HOUR,
  )!;

forEachDatabase((t) => {
  const clock = new TestClock(START);
  let emulator: YoutubeEmulator;
  let ctx: IngestContext;
  const lag = async () =>
    (
      await t.db
        .select({ lag: channels.feedLagMs, at: channels.feedLagAt })
        .from(channels)
        .where(eq(channels.id, channel.id))
    )[0];

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
  });
  afterAll(async () => {
    await emulator.close();
  });
  beforeEach(async () => {
    clock.ms = START;
    await t.db.execute(sql`truncate channels, videos, video_snapshots, quota_usage cascade`);
    ctx = ingestContext(t.db, emulator, clock);
    await fetchAndStoreVideos(ctx, [young.id]);
  });

  test("the client reads the emulator's feed: the 15 newest videos and their counts as the cache had them", async () => {
    const feed = await ctx.youtube.channelFeed(channel.id);
    const built = feedBuiltAt(channel, clock.ms);
    expect(feed?.get(young.id)).toBe(catalog.videoStatsAt(young, built).viewCount);
    expect(feed?.size).toBeLessThanOrEqual(15);
    expect(await ctx.youtube.channelFeed("not a channel")).toBeNull();
    expect(
      parseChannelFeed(
        '<entry><yt:videoId>abc123def45</yt:videoId><media:statistics views="12"/></entry><entry><yt:videoId>bad</yt:videoId><media:statistics views="3"/></entry>',
      ),
    ).toEqual(new Map([["abc123def45", 12]]));
  });

  test("a Data API refresh of a young video measures the lag; the feed then takes the hourly snapshots", async () => {
    clock.advance(HOUR);
    await refreshVideos(ctx);
    const measured = await lag();
    expect(measured?.at?.getTime()).toBe(clock.ms);
    // The same figure by hand: the feed's count (as its cache was built) placed on the API's curve.
    const feedViews = catalog.videoStatsAt(young, feedBuiltAt(channel, clock.ms)).viewCount;
    const curve = (await t.db.select().from(videoSnapshots).where(eq(videoSnapshots.videoId, young.id))).map(
      (row) => ({ at: row.takenAt.getTime(), views: row.viewCount }),
    );
    expect(measured?.lag).toBe(Math.round(feedLagMs(curve, young.publishedAt, feedViews, clock.ms)!));
    expect(measured!.lag!).toBeLessThanOrEqual(FEED_CACHE_MS);
    expect(measured!.lag!).toBeLessThanOrEqual(FEED_MAX_LAG_MS);

    // An hour on: the Data API leaves the video to the feed (6-hourly for it now); the feed snapshots it.
    clock.advance(HOUR);
    expect(await staleVideoIds(ctx, 100)).not.toContain(young.id);
    expect(await feedSnapshots(ctx)).toEqual({ channels: 1, snapshots: 1 });
    const [fromFeed] = await t.db
      .select()
      .from(videoSnapshots)
      .where(and(eq(videoSnapshots.videoId, young.id), eq(videoSnapshots.source, "feed")));
    expect(fromFeed).toMatchObject({
      takenAt: new Date(clock.ms),
      viewCount: catalog.videoStatsAt(young, feedBuiltAt(channel, clock.ms)).viewCount,
      likeCount: null,
    });
    // Not again within the hour.
    clock.advance(30 * 60_000);
    expect(await feedSnapshots(ctx)).toEqual({ channels: 0, snapshots: 0 });
    // Six hours after the last Data API refresh, the Data API refreshes it again (and measures again).
    clock.advance(4.5 * HOUR);
    expect(await staleVideoIds(ctx, 100)).toContain(young.id);
  });

  test("a feed that cannot be read keeps the Data API hourly", async () => {
    const unreadable: IngestContext = { ...ctx, youtube: { ...ctx.youtube, channelFeed: async () => null } };
    clock.advance(HOUR);
    await refreshVideos(unreadable);
    expect(await lag()).toMatchObject({ lag: null });
    clock.advance(HOUR);
    expect(await staleVideoIds(ctx, 100)).toContain(young.id);
    expect(await feedSnapshots(ctx)).toEqual({ channels: 0, snapshots: 0 });
  });
});
