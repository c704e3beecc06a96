// The same client, unchanged, against the local YouTube emulator on a free port.

import { generateCatalog, startYoutubeEmulator, type YoutubeEmulator } from "@vi/emulators/youtube";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createYoutubeClient, uploadsPlaylistIdForChannel, type YoutubeClient } from "./client.ts";
import { parseIsoDuration } from "./duration.ts";
import {
  QuotaBudgetExhaustedError,
  YoutubeApiError,
  YoutubeApiKeyError,
  YoutubeQuotaExceededError,
} from "./errors.ts";
import { createQuotaBudget, type QuotaBudget } from "./quota.ts";

const KEY = "emulator-test-key";
const DAY = 86_400_000;
const catalog = generateCatalog(42);
let now = catalog.anchor + 3 * DAY;
let emulator: YoutubeEmulator;

function makeClient(options: { apiKey?: string; budget?: QuotaBudget } = {}): {
  client: YoutubeClient;
  budget: QuotaBudget;
} {
  const budget = options.budget ?? createQuotaBudget({ dailyLimit: 10_000 });
  const client = createYoutubeClient({
    baseUrl: emulator.baseUrl,
    apiKey: options.apiKey ?? KEY,
    quota: budget,
    retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 5 },
  });
  return { client, budget };
}

beforeAll(async () => {
  emulator = await startYoutubeEmulator({ port: 0, apiKey: KEY, catalog, now: () => now });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  now = catalog.anchor + 3 * DAY;
  emulator.resetLog();
  emulator.setQuotaExceeded(false);
});

describe("client against the emulator", () => {
  it("fetches videos in batches of 50 and reports unknown and removed ids as missing", async () => {
    const { client, budget } = makeClient();
    const wanted = catalog.videosAt(now).slice(0, 120);
    const removed = catalog.channels
      .flatMap((channel) => Array.from({ length: 60 }, (_, upload) => catalog.video(channel.index, upload)))
      .find((video) => video.removedAt !== undefined && video.removedAt < now);
    if (!removed) throw new Error("the catalog has no removed video");
    const ids = [...wanted.map((video) => video.id), "dQw4w9WgXcQ", removed.id];

    const result = await client.videosList(ids);

    expect(emulator.counters().byEndpoint.videos).toBe(3);
    expect(emulator.requestLog.map((entry) => entry.params.id?.split(",").length)).toEqual([50, 50, 22]);
    expect(result.missingIds).toEqual(["dQw4w9WgXcQ", removed.id]);
    expect(result.items.map((item) => item.id)).toEqual(wanted.map((video) => video.id));
    const first = result.items[0];
    const expected = wanted[0];
    if (!first || !expected) throw new Error("no items");
    expect(first.snippet.title).toBe(expected.title);
    expect(first.snippet.channelId).toBe(expected.channelId);
    expect(first.statistics.viewCount).toBe(catalog.videoStatsAt(expected, now).viewCount);
    expect(Date.parse(first.snippet.publishedAt)).toBe(Math.floor(expected.publishedAt / 1000) * 1000);
    expect(result.items.map((item) => parseIsoDuration(item.contentDetails.duration))).toEqual(
      wanted.map((video) => video.durationSeconds),
    );
    expect(await budget.usedToday()).toBe(3);
    expect(emulator.counters().unitsUsed).toBe(3);
  });

  it("shows more views on a later call (snapshots differ)", async () => {
    const { client } = makeClient();
    const fresh = catalog
      .videosAt(now)
      .filter((video) => now - video.publishedAt < 10 * DAY && video.finalViews > 5_000);
    const ids = fresh.slice(0, 20).map((video) => video.id);
    const first = await client.videosList(ids);
    now += 6 * 3_600_000;
    const second = await client.videosList(ids);
    for (const [index, item] of second.items.entries()) {
      expect(item.statistics.viewCount).toBeGreaterThan(first.items[index]?.statistics.viewCount ?? Infinity);
    }
  });

  it("fetches channels in batches of 50 with the uploads playlist id", async () => {
    const { client } = makeClient();
    const channels = catalog.channels.slice(0, 60);
    const result = await client.channelsList(channels.map((channel) => channel.id));
    expect(emulator.counters().byEndpoint.channels).toBe(2);
    expect(result.missingIds).toEqual([]);
    for (const [index, item] of result.items.entries()) {
      const channel = channels[index];
      if (!channel) throw new Error("unexpected item");
      expect(item.id).toBe(channel.id);
      expect(item.contentDetails.relatedPlaylists.uploads).toBe(uploadsPlaylistIdForChannel(channel.id));
      expect(item.statistics.videoCount).toBe(catalog.uploadsAt(channel, now).length);
      if (!channel.hiddenSubscriberCount)
        expect(item.statistics.subscriberCount).toBe(channel.subscriberCount);
    }
  });

  it("pages a channel's uploads playlist to the end, newest first", async () => {
    const { client, budget } = makeClient();
    const channel = catalog.channels[7];
    if (!channel) throw new Error("no channel");
    const ids: string[] = [];
    for await (const item of client.uploads(channel.uploadsPlaylistId, { pageSize: 7 })) {
      ids.push(item.contentDetails.videoId);
    }
    const expected = catalog.uploadsAt(channel, now).map((video) => video.id);
    expect(ids).toEqual(expected);
    const pages = Math.ceil(expected.length / 7);
    expect(emulator.counters().byEndpoint.playlistItems).toBe(pages);
    expect(await budget.usedToday()).toBe(pages);

    // "latest 50 videos" is one request.
    emulator.resetLog();
    const latest: string[] = [];
    for await (const item of client.uploads(channel.uploadsPlaylistId, { limit: 50 })) {
      latest.push(item.contentDetails.videoId);
    }
    expect(latest).toEqual(expected.slice(0, 50));
    expect(emulator.counters().byEndpoint.playlistItems).toBe(1);
  });

  it("reports a playlist that does not exist as a 404 playlistNotFound", async () => {
    const { client } = makeClient();
    const error = await client.playlistItemsList("UUxxxxxxxxxxxxxxxxxxxxxx").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeApiError);
    expect(error).toMatchObject({ status: 404, reason: "playlistNotFound" });
  });

  it("answers quotaExceeded while switched on, and works again when switched off", async () => {
    const { client } = makeClient();
    const id = catalog.videosAt(now)[0]?.id ?? "";
    emulator.setQuotaExceeded(true);
    const error = await client.videosList([id]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeQuotaExceededError);
    expect(emulator.requestLog).toHaveLength(1); // not retried
    emulator.setQuotaExceeded(false);
    expect((await client.videosList([id])).items).toHaveLength(1);
  });

  it("rejects a bad key with YoutubeApiKeyError", async () => {
    const { client } = makeClient({ apiKey: "wrong-key" });
    const error = await client.channelsList([catalog.channels[0]?.id ?? ""]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeApiKeyError);
    expect(error).toMatchObject({ status: 400, reason: "API_KEY_INVALID" });
    expect(emulator.requestLog[0]?.params.key).toBe("***");
  });

  it("retries the emulator's injected 503s and succeeds", async () => {
    const { client, budget } = makeClient();
    emulator.failNext(2);
    const channel = catalog.channels[0];
    if (!channel) throw new Error("no channel");
    const result = await client.channelsList([channel.id]);
    expect(result.items).toHaveLength(1);
    expect(emulator.requestLog.map((entry) => entry.status)).toEqual([503, 503, 200]);
    expect(await budget.usedToday()).toBe(3);
  });

  it("lists comment threads and reports disabled comments", async () => {
    const { client } = makeClient();
    const popular = catalog
      .videosAt(now)
      .find((video) => !video.commentsDisabled && catalog.commentThreadsAt(video, now).length > 30);
    if (!popular) throw new Error("no video with comments");
    const page = await client.commentThreadsList(popular.id, { maxResults: 10, order: "time" });
    expect(page.items).toHaveLength(10);
    expect(page.nextPageToken).toBeDefined();
    expect(page.items.map((thread) => thread.id)).toEqual(
      catalog
        .commentThreadsAt(popular, now)
        .slice(0, 10)
        .map((comment) => comment.id),
    );
    const next = await client.commentThreadsList(popular.id, {
      maxResults: 10,
      pageToken: page.nextPageToken,
    });
    expect(next.items[0]?.id).toBe(catalog.commentThreadsAt(popular, now)[10]?.id);

    const disabled = catalog.videosAt(now).find((video) => video.commentsDisabled);
    if (!disabled) throw new Error("no video with comments disabled");
    const error = await client.commentThreadsList(disabled.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, reason: "commentsDisabled" });
  });

  it("refuses a call the budget cannot afford before sending it", async () => {
    const budget = createQuotaBudget({ dailyLimit: 1 });
    const { client } = makeClient({ budget });
    const [first, second] = catalog.channels;
    if (!first || !second) throw new Error("no channels");
    await client.channelsList([first.id]);
    await expect(client.channelsList([second.id])).rejects.toBeInstanceOf(QuotaBudgetExhaustedError);
    expect(emulator.counters()).toMatchObject({ requests: 1, unitsUsed: 1 });
  });
});
