// Premieres, live streams, hidden likes and disabled comments: the shapes real videos.list and
// commentThreads.list answers have (see apps/api/src/youtube/fixtures/real), from the emulator.
import { afterEach, describe, expect, it } from "vitest";
import {
  broadcastStateAt,
  type CatalogVideo,
  generateCatalog,
  listedFrom,
  PREMIERE_LEAD_MS,
} from "./catalog.ts";
import { startYoutubeEmulator, type YoutubeEmulator } from "./server.ts";

const HOUR = 3_600_000;
/** The API's timestamps: whole seconds, no fraction. */
const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
const KEY = "broadcast-test-key";
const catalog = generateCatalog(42);
const at = catalog.anchor;

/** Every upload of the first channels up to the anchor, aired or not. */
function uploadsOfFirstChannels(count: number): CatalogVideo[] {
  return catalog.channels
    .slice(0, count)
    .flatMap((channel) =>
      Array.from({ length: catalog.uploadCountAt(channel, at) + 5 }, (_, upload) =>
        catalog.video(channel.index, upload),
      ),
    );
}

const sample = uploadsOfFirstChannels(40);
const premiere = sample.find(
  (video) => video.broadcast?.kind === "premiere" && video.removedAt === undefined,
);
const stream = sample.find((video) => video.broadcast?.kind === "stream" && video.removedAt === undefined);
const plain = sample.find((video) => !video.broadcast && !video.isShort && video.removedAt === undefined);
if (!premiere || !stream || !plain) throw new Error("the sample has no premiere, stream or ordinary upload");

let emulator: YoutubeEmulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function videoAt(video: CatalogVideo, now: number) {
  emulator = await startYoutubeEmulator({ port: 0, apiKey: KEY, catalog, now: () => now, dailyQuota: 1_000 });
  const url = new URL(`${emulator.baseUrl}/videos`);
  url.searchParams.set("part", "snippet,contentDetails,statistics,liveStreamingDetails");
  url.searchParams.set("id", video.id);
  url.searchParams.set("key", KEY);
  const body = (await (await fetch(url)).json()) as { items: Record<string, Record<string, unknown>>[] };
  await emulator.close();
  emulator = undefined;
  return body.items[0];
}

describe("premieres and live streams", () => {
  it("are decided apart from the other fields: a small share of long uploads, never Shorts", () => {
    const long = sample.filter((video) => !video.isShort);
    const premieres = long.filter((video) => video.broadcast?.kind === "premiere").length;
    const streams = long.filter((video) => video.broadcast?.kind === "stream").length;
    expect(premieres / long.length).toBeGreaterThan(0.01);
    expect(premieres / long.length).toBeLessThan(0.06);
    expect(streams / long.length).toBeGreaterThan(0.02);
    expect(streams / long.length).toBeLessThan(0.09);
    expect(sample.filter((video) => video.isShort && video.broadcast)).toEqual([]);
    // Same catalog again: the same videos are premieres and streams.
    const again = generateCatalog(42);
    expect(again.video(premiere.channelIndex, premiere.upload)).toEqual(premiere);
  });

  it("an upcoming premiere: listed PREMIERE_LEAD_MS ahead, liveBroadcastContent upcoming, P0D, no views, scheduledStartTime", async () => {
    const before = premiere.publishedAt - HOUR;
    expect(broadcastStateAt(premiere, before)).toBe("upcoming");
    expect(catalog.videoById(premiere.id, listedFrom(premiere) - 1)).toBeUndefined();
    expect(catalog.videoById(premiere.id, before)).toBe(premiere);
    const channel = catalog.channels[premiere.channelIndex];
    if (!channel) throw new Error("no channel");
    expect(catalog.upcomingAt(channel, before)).toContain(premiere);
    expect(catalog.uploadsAt(channel, before)).not.toContain(premiere);

    const item = await videoAt(premiere, before);
    expect(item?.snippet).toMatchObject({
      liveBroadcastContent: "upcoming",
      publishedAt: iso(premiere.publishedAt - PREMIERE_LEAD_MS),
    });
    expect(item?.contentDetails?.duration).toBe("P0D");
    expect(item?.statistics?.viewCount).toBe("0");
    expect(item?.liveStreamingDetails).toEqual({
      scheduledStartTime: iso(premiere.publishedAt),
    });

    const aired = await videoAt(premiere, premiere.publishedAt + 48 * HOUR);
    expect(aired?.snippet?.liveBroadcastContent).toBe("none");
    expect(aired?.contentDetails?.duration).not.toBe("P0D");
    expect(aired?.liveStreamingDetails).toHaveProperty("actualEndTime");
  });

  it("a live stream: liveBroadcastContent live, P0D and concurrentViewers while it streams; a recording after", async () => {
    const during = stream.publishedAt + HOUR;
    const live = await videoAt(stream, during);
    expect(live?.snippet?.liveBroadcastContent).toBe("live");
    expect(live?.contentDetails?.duration).toBe("P0D");
    expect(live?.liveStreamingDetails).toMatchObject({
      actualStartTime: iso(stream.publishedAt),
      concurrentViewers: expect.stringMatching(/^\d+$/),
    });
    expect(live?.liveStreamingDetails).not.toHaveProperty("actualEndTime");

    const liveMs = stream.broadcast?.kind === "stream" ? stream.broadcast.liveMs : 0;
    const recording = await videoAt(stream, stream.publishedAt + liveMs + HOUR);
    expect(recording?.snippet?.liveBroadcastContent).toBe("none");
    expect(recording?.contentDetails?.duration).toMatch(/^PT/);
    expect(recording?.liveStreamingDetails).toHaveProperty("actualEndTime");
  });

  it("an ordinary upload has no liveStreamingDetails even when asked for", async () => {
    const item = await videoAt(plain, at);
    expect(item?.snippet?.liveBroadcastContent).toBe("none");
    expect(item).not.toHaveProperty("liveStreamingDetails");
  });
});

describe("hidden counts", () => {
  const videos = catalog.videosAt(at);

  it("a video with hidden likes has no likeCount; one with comments off has no commentCount and answers commentThreads with 403 commentsDisabled", async () => {
    const hidden = videos.find((video) => video.likesHidden);
    const disabled = videos.find((video) => video.commentsDisabled);
    if (!hidden || !disabled) throw new Error("no video with hidden likes or disabled comments");
    expect((await videoAt(hidden, at))?.statistics).not.toHaveProperty("likeCount");
    expect((await videoAt(disabled, at))?.statistics).not.toHaveProperty("commentCount");

    emulator = await startYoutubeEmulator({
      port: 0,
      apiKey: KEY,
      catalog,
      now: () => at,
      dailyQuota: 1_000,
    });
    const url = new URL(`${emulator.baseUrl}/commentThreads`);
    url.searchParams.set("part", "snippet");
    url.searchParams.set("videoId", disabled.id);
    url.searchParams.set("key", KEY);
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 403, errors: [{ domain: "youtube.commentThread", reason: "commentsDisabled" }] },
    });
  });
});
