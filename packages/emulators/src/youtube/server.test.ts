// The emulator's raw HTTP answers: list envelopes, parameter checks and error bodies in Google's shapes.
// (apps/api's client.emulator.test.ts reads the same answers through the client and its wire schemas.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateCatalog } from "./catalog.ts";
import type { GoogleErrorBody } from "./errors.ts";
import { startYoutubeEmulator, type YoutubeEmulator } from "./server.ts";

const KEY = "server-test-key";
const catalog = generateCatalog(42);
const now = catalog.anchor;
let emulator: YoutubeEmulator;

async function get(path: string, params: Record<string, string>, key: string | null = KEY) {
  const url = new URL(`${emulator.baseUrl}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (key !== null) url.searchParams.set("key", key);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function expectError(
  answer: { status: number; body: Record<string, unknown> },
  status: number,
  reason: string,
  domain?: string,
) {
  expect(answer.status).toBe(status);
  const { error } = answer.body as unknown as GoogleErrorBody;
  expect(error).toMatchObject({ code: status, message: expect.any(String) });
  expect(error.errors).toHaveLength(1);
  expect(error.errors[0]?.reason).toBe(reason);
  if (domain) expect(error.errors[0]?.domain).toBe(domain);
  return error;
}

beforeAll(async () => {
  emulator = await startYoutubeEmulator({ port: 0, apiKey: KEY, catalog, now: () => now, dailyQuota: 1_000 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => emulator.resetLog());

describe("list envelopes", () => {
  const channel = catalog.channels[3];
  const video = catalog.videosAt(now)[5];
  if (!channel || !video) throw new Error("empty catalog");

  it("videos: kind, etag, pageInfo and items with string counts", async () => {
    const { status, body } = await get("videos", { part: "snippet,statistics,contentDetails", id: video.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: "youtube#videoListResponse",
      pageInfo: { totalResults: 1, resultsPerPage: 1 },
    });
    expect(typeof body.etag).toBe("string");
    const item = (body.items as Array<Record<string, Record<string, unknown>>>)[0] ?? {};
    expect(item).toMatchObject({ kind: "youtube#video", id: video.id, etag: expect.any(String) });
    expect(item.snippet).toMatchObject({ title: video.title, channelId: video.channelId });
    expect(typeof item.statistics?.viewCount).toBe("string");
  });

  it("videos: contentDetails.duration in ISO 8601 (PT#H#M#S)", async () => {
    const batch = catalog.videosAt(now).slice(0, 50);
    const { body } = await get("videos", { part: "contentDetails", id: batch.map((v) => v.id).join(",") });
    const durations = (body.items as Array<{ contentDetails: { duration: string } }>).map((item) => {
      const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(item.contentDetails.duration);
      if (!match) return item.contentDetails.duration;
      const [h = 0, m = 0, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
      return h * 3600 + m * 60 + s;
    });
    expect(durations).toEqual(batch.map((v) => v.durationSeconds));
  });

  it("videos: renders only the requested parts", async () => {
    const { body } = await get("videos", { part: "statistics", id: video.id });
    const item = (body.items as Array<Record<string, unknown>>)[0] ?? {};
    expect(Object.keys(item).sort()).toEqual(["etag", "id", "kind", "statistics"]);
  });

  it("channels: by id, with the uploads playlist; by handle; other filters are not emulated", async () => {
    const byId = await get("channels", { part: "snippet,statistics,contentDetails", id: channel.id });
    const item = (byId.body.items as Array<Record<string, Record<string, unknown>>>)[0] ?? {};
    expect(item.snippet).toMatchObject({ title: channel.title, customUrl: channel.handle });
    expect(item.contentDetails).toEqual({
      relatedPlaylists: { likes: "", uploads: channel.uploadsPlaylistId },
    });
    expect(item.statistics?.videoCount).toBe(String(catalog.channelStatsAt(channel, now).videoCount));
    // forHandle ignores case and takes the handle with or without its '@'.
    for (const handle of [channel.handle, channel.handle.slice(1).toUpperCase()]) {
      const byHandle = await get("channels", { part: "id", forHandle: handle });
      expect((byHandle.body.items as Array<{ id: string }>).map((c) => c.id)).toEqual([channel.id]);
    }
    const none = await get("channels", { part: "id", forHandle: "@no-such-handle-anywhere" });
    expect(none.body.items).toEqual([]);
    expect(none.body.pageInfo).toEqual({ totalResults: 0, resultsPerPage: 5 });
    expectError(await get("channels", { part: "id", forUsername: "someone" }), 400, "unsupportedParameter");
  });

  it("search: videos whose title or tags hold every word, 100 units each, paged", async () => {
    const video = catalog.videosAt(now).find((v) => v.title.split(" ").length >= 3);
    if (!video) throw new Error("no video");
    const q = video.title.split(" ").slice(0, 2).join(" ");
    const before = emulator.counters().unitsUsed;
    const first = await get("search", { part: "snippet", q, type: "video", maxResults: "3" });
    expect(first.status).toBe(200);
    expect(emulator.counters().unitsUsed - before).toBe(100);
    expect(first.body).toMatchObject({ kind: "youtube#searchListResponse", regionCode: "US" });
    const items = first.body.items as Array<{
      kind: string;
      id: { kind: string; videoId: string };
      snippet: { title: string; channelId: string; publishTime: string };
    }>;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const result of items) {
      expect(result.kind).toBe("youtube#searchResult");
      expect(result.id.kind).toBe("youtube#video");
      const found = catalog.videoById(result.id.videoId, now);
      const text = `${found?.title} ${found?.tags.join(" ")}`.toLowerCase();
      for (const word of q.toLowerCase().split(" ")) expect(text).toContain(word);
    }
    const total = (first.body.pageInfo as { totalResults: number }).totalResults;
    if (total > 3) {
      const second = await get("search", {
        part: "snippet",
        q,
        type: "video",
        maxResults: "3",
        pageToken: first.body.nextPageToken as string,
      });
      const secondIds = (second.body.items as Array<{ id: { videoId: string } }>).map((r) => r.id.videoId);
      expect(secondIds.some((id) => items.some((r) => r.id.videoId === id))).toBe(false);
    }
    expectError(await get("search", { part: "snippet", q, maxResults: "51" }), 400, "invalidParameter");
  });

  it("playlistItems: default page of 5 with a nextPageToken, positions counting from the newest", async () => {
    const first = await get("playlistItems", {
      part: "snippet,contentDetails",
      playlistId: channel.uploadsPlaylistId,
    });
    const parsed = first.body as {
      items: Array<{ snippet: { position: number } }>;
      pageInfo: { totalResults: number };
      nextPageToken?: string;
    };
    expect(parsed.items).toHaveLength(5);
    expect(parsed.pageInfo.totalResults).toBe(catalog.uploadsAt(channel, now).length);
    expect(parsed.items.map((item) => item.snippet.position)).toEqual([0, 1, 2, 3, 4]);
    expect(parsed.nextPageToken).toBeTruthy();
    const second = await get("playlistItems", {
      part: "contentDetails",
      playlistId: channel.uploadsPlaylistId,
      pageToken: parsed.nextPageToken ?? "",
    });
    expect(
      (second.body.items as Array<{ contentDetails: { videoId: string } }>)[0]?.contentDetails.videoId,
    ).toBe(catalog.uploadsAt(channel, now)[5]?.id);
    expect(second.body.prevPageToken).toBeTruthy();
  });

  it("commentThreads: newest first, paged", async () => {
    const withComments = catalog
      .videosAt(now)
      .find(
        (candidate) => !candidate.commentsDisabled && catalog.commentThreadsAt(candidate, now).length > 3,
      );
    if (!withComments) throw new Error("no video with comments");
    const threads = await get("commentThreads", {
      part: "snippet",
      videoId: withComments.id,
      maxResults: "3",
    });
    expect(threads.body).toMatchObject({
      kind: "youtube#commentThreadListResponse",
      pageInfo: { totalResults: 3, resultsPerPage: 3 },
      nextPageToken: expect.any(String),
    });
    const ids = (threads.body.items as Array<{ id: string }>).map((thread) => thread.id);
    expect(ids).toEqual(
      catalog
        .commentThreadsAt(withComments, now)
        .slice(0, 3)
        .map((comment) => comment.id),
    );
  });
});

describe("errors in Google's shapes", () => {
  it("missing key: 403 forbidden; wrong key: 400 badRequest with API_KEY_INVALID; neither is charged", async () => {
    const missing = await get("videos", { part: "id", id: "x" }, null);
    expect(expectError(missing, 403, "forbidden").message).toBe("The request is missing a valid API key.");
    const wrong = await get("videos", { part: "id", id: "x" }, "nope");
    const error = expectError(wrong, 400, "badRequest");
    expect(error.message).toBe("API key not valid. Please pass a valid API key.");
    expect(error.details?.[0]?.reason).toBe("API_KEY_INVALID");
    expect(emulator.counters().unitsUsed).toBe(0);
  });

  it("part is required and checked; unknown parameters are refused; invalid requests still cost a unit", async () => {
    expectError(await get("videos", { id: "x" }), 400, "required");
    const unknownPart = expectError(
      await get("videos", { part: "snippet,bogus", id: "x" }),
      400,
      "unknownPart",
    );
    expect(unknownPart.message).toBe("bogus");
    expectError(await get("videos", { part: "id", ids: "x" }), 400, "badRequest");
    expectError(await get("videos", { part: "id" }), 400, "missingRequiredParameter", "youtube.parameter");
    expect(emulator.counters().unitsUsed).toBe(4);
  });

  it("more than 50 ids: 400 invalidFilters", async () => {
    const ids = catalog
      .videosAt(now)
      .slice(0, 51)
      .map((video) => video.id)
      .join(",");
    expectError(await get("videos", { part: "id", id: ids }), 400, "invalidFilters");
  });

  it("bad maxResults, page tokens from another query, unknown playlists and videos", async () => {
    const channel = catalog.channels[0];
    const other = catalog.channels[1];
    if (!channel || !other) throw new Error("no channels");
    expectError(
      await get("playlistItems", { part: "id", playlistId: channel.uploadsPlaylistId, maxResults: "51" }),
      400,
      "invalidParameter",
    );
    const first = await get("playlistItems", { part: "id", playlistId: channel.uploadsPlaylistId });
    expectError(
      await get("playlistItems", {
        part: "id",
        playlistId: other.uploadsPlaylistId,
        pageToken: String(first.body.nextPageToken),
      }),
      400,
      "invalidPageToken",
    );
    expectError(await get("playlistItems", { part: "id", playlistId: "UUnope" }), 404, "playlistNotFound");
    expectError(
      await get("commentThreads", { part: "snippet", videoId: "dQw4w9WgXcQ" }),
      404,
      "videoNotFound",
    );
  });

  it("answers quotaExceeded once its own daily quota is spent", async () => {
    const limited = await startYoutubeEmulator({
      port: 0,
      apiKey: KEY,
      catalog,
      now: () => now,
      dailyQuota: 2,
    });
    try {
      const url = (path: string) => `${limited.baseUrl}/${path}&key=${KEY}`;
      const uploads = catalog.channels[0]?.uploadsPlaylistId;
      expect((await fetch(url(`playlistItems?part=id&playlistId=${uploads}`))).status).toBe(200);
      expect((await fetch(url(`channels?part=id&id=${catalog.channels[0]?.id}`))).status).toBe(200);
      const refused = await fetch(url(`channels?part=id&id=${catalog.channels[0]?.id}`));
      expect(refused.status).toBe(403);
      const body = (await refused.json()) as GoogleErrorBody;
      expect(body.error.errors[0]).toMatchObject({ domain: "youtube.quota", reason: "quotaExceeded" });
      expect(limited.counters()).toMatchObject({
        unitsUsed: 2,
        byEndpoint: { playlistItems: 1, channels: 2 },
      });
    } finally {
      await limited.close();
    }
  });

  it("unknown paths are 404 in Google's error shape", async () => {
    for (const path of ["playlists", "activities"]) {
      const response = await fetch(`${emulator.baseUrl}/${path}?part=id&key=${KEY}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as GoogleErrorBody).error.errors[0]?.reason).toBe("notFound");
    }
  });
});

describe("thumbnails", () => {
  it("serves an SVG for every thumbnail URL it hands out, and a gray 404 for unknown videos", async () => {
    const video = catalog.videosAt(now)[0];
    if (!video) throw new Error("no video");
    const { body } = await get("videos", { part: "snippet", id: video.id });
    const thumbnails = (
      body.items as Array<{ snippet: { thumbnails: Record<string, { url: string; width: number }> } }>
    )[0]?.snippet.thumbnails;
    expect(Object.keys(thumbnails ?? {})).toEqual(["default", "medium", "high", "standard", "maxres"]);
    const high = await fetch(thumbnails?.high?.url ?? "");
    expect(high.status).toBe(200);
    expect(high.headers.get("content-type")).toBe("image/svg+xml");
    expect(await high.text()).toContain('width="480"');
    const missing = await fetch(`${emulator.url}/vi/dQw4w9WgXcQ/hqdefault.jpg`);
    expect(missing.status).toBe(404);
  });
});

describe("the clock control (clockControl)", () => {
  it("moves the emulator's clock forward over HTTP: new uploads appear, bad steps are refused", async () => {
    let base = catalog.anchor + 40 * 86_400_000;
    const controlled = await startYoutubeEmulator({
      port: 0,
      apiKey: KEY,
      catalog,
      now: () => base,
      clockControl: true,
    });
    try {
      const clock = async () =>
        (await (await fetch(`${controlled.url}/_emulator/clock`)).json()) as {
          now: string;
          offsetMs: number;
        };
      expect(await clock()).toEqual({ now: new Date(base).toISOString(), offsetMs: 0 });
      const advance = (body: unknown) =>
        fetch(`${controlled.url}/_emulator/clock/advance`, { method: "POST", body: JSON.stringify(body) });
      const moved = await advance({ ms: 3 * 86_400_000 });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toEqual({
        now: new Date(base + 3 * 86_400_000).toISOString(),
        offsetMs: 3 * 86_400_000,
      });
      // The offset adds to the underlying clock, which keeps moving.
      base += 1_000;
      expect((await clock()).now).toBe(new Date(base + 3 * 86_400_000).toISOString());
      for (const bad of [{ ms: -1 }, { ms: 0 }, { ms: 1.5 }, {}, "x"]) {
        expect((await advance(bad)).status, JSON.stringify(bad)).toBe(400);
      }
      // A channel's uploads list shows what the moved clock published.
      const channel = catalog.channels[0];
      if (!channel) throw new Error("no channel");
      const published = catalog.uploadsAt(channel, base + 3 * 86_400_000).length;
      expect(published).toBeGreaterThanOrEqual(catalog.uploadsAt(channel, base).length);
    } finally {
      await controlled.close();
    }
    // Without the option the control answers nothing.
    expect((await fetch(`${emulator.url}/_emulator/clock`)).status).not.toBe(200);
  });
});
