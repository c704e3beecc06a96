// The catalog moves: uploads from the anchor on follow their channel's usual start, break out or stall,
// and now and then get a new title or thumbnail; the channel's Atom feed carries the 15 newest videos with
// view counts a cache behind the Data API's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalog, growthShare, trajectoryShare } from "./catalog.ts";
import { FEED_CACHE_MS, FEED_ENTRIES, feedBuiltAt } from "./feed.ts";
import { startYoutubeEmulator, type YoutubeEmulator } from "./server.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const catalog = generateCatalog(42, { channels: 120 });
const LATER = catalog.anchor + 40 * DAY;
const recent = catalog.channels.flatMap((channel) =>
  catalog.uploadsAt(channel, LATER).filter((video) => video.publishedAt >= catalog.anchor),
);

describe("the moving catalog", () => {
  it("keeps the uploads before the anchor as they were: usual start, no edits", () => {
    const old = catalog.channels.flatMap((channel) => catalog.uploadsAt(channel, catalog.anchor - DAY));
    expect(old.length).toBeGreaterThan(1000);
    expect(old.every((video) => video.trajectory.kind === "usual")).toBe(true);
    expect(old.every((video) => video.retitle === undefined && video.rethumbAt === undefined)).toBe(true);
  });

  it("has channels uploading every 1-3 days from the anchor on", () => {
    const frequent = catalog.channels.filter((channel) => channel.recentUploadIntervalMs <= 3 * DAY);
    expect(frequent.length / catalog.channels.length).toBeGreaterThan(0.2);
    expect(frequent.length / catalog.channels.length).toBeLessThan(0.5);
    for (const channel of frequent.slice(0, 5)) {
      const month = catalog.uploadsAt(channel, LATER).filter((video) => video.publishedAt > LATER - 30 * DAY);
      expect(month.length).toBeGreaterThanOrEqual(9);
    }
  });

  it("mixes usual starts with a few breakouts and stalls", () => {
    const kinds = { usual: 0, breakout: 0, stall: 0 };
    for (const video of recent) kinds[video.trajectory.kind]++;
    expect(kinds.usual / recent.length).toBeGreaterThan(0.75);
    expect(kinds.breakout).toBeGreaterThan(0);
    expect(kinds.stall).toBeGreaterThan(0);
  });

  it("breakouts take off and stalls flatten after their turn; views never go down", () => {
    const tau = 80;
    const breakout = { kind: "breakout", turnHours: 24, boost: 4 } as const;
    const stall = { kind: "stall", turnHours: 12 } as const;
    expect(trajectoryShare(12, tau, breakout)).toBe(growthShare(12, tau));
    expect(trajectoryShare(96, tau, breakout)).toBeGreaterThan(2 * growthShare(96, tau));
    const gainAfter = trajectoryShare(48, tau, stall) - trajectoryShare(12, tau, stall);
    expect(gainAfter).toBeCloseTo((growthShare(48, tau) - growthShare(12, tau)) / 20, 12);
    for (const video of recent.slice(0, 200)) {
      let last = -1;
      for (let h = 0; h <= 30 * 24; h += 7) {
        const views = catalog.videoStatsAt(video, video.publishedAt + h * HOUR).viewCount;
        expect(views).toBeGreaterThanOrEqual(last);
        last = views;
      }
    }
  });

  it("retitles some videos 6 to 72 hours in", () => {
    const retitled = recent.filter((video) => video.retitle);
    expect(retitled.length / recent.length).toBeGreaterThan(0.04);
    expect(retitled.length / recent.length).toBeLessThan(0.2);
    const video = retitled[0]!;
    const { at, title } = video.retitle!;
    expect(at - video.publishedAt).toBeGreaterThanOrEqual(6 * HOUR);
    expect(at - video.publishedAt).toBeLessThanOrEqual(72 * HOUR);
    expect(catalog.titleAt(video, at - 1)).toBe(video.title);
    expect(catalog.titleAt(video, at)).toBe(title);
    expect(title).not.toBe(video.title);
  });
});

describe("over HTTP", () => {
  let emulator: YoutubeEmulator;
  let now = LATER;
  beforeAll(async () => {
    emulator = await startYoutubeEmulator({ port: 0, apiKey: "k", catalog, now: () => now });
  });
  afterAll(async () => {
    await emulator.close();
  });
  const origin = () => new URL(emulator.baseUrl).origin;

  type VideoList = { items: { snippet: { title: string } }[] };
  it("videos.list answers the title of the moment", async () => {
    const video = recent.find((candidate) => candidate.retitle && candidate.retitle.at < LATER)!;
    now = video.retitle!.at - HOUR;
    const before = (await (
      await fetch(`${emulator.baseUrl}/videos?part=snippet&id=${video.id}&key=k`)
    ).json()) as VideoList;
    now = video.retitle!.at + HOUR;
    const after = (await (
      await fetch(`${emulator.baseUrl}/videos?part=snippet&id=${video.id}&key=k`)
    ).json()) as VideoList;
    expect(before.items[0]?.snippet.title).toBe(video.title);
    expect(after.items[0]?.snippet.title).toBe(video.retitle!.title);
  });

  it("a new thumbnail keeps its URL and changes its ETag (HEAD answers it too)", async () => {
    const video = recent.find(
      (candidate) => candidate.rethumbAt !== undefined && candidate.rethumbAt < LATER,
    )!;
    const url = `${origin()}/vi/${video.id}/mqdefault.jpg`;
    now = video.rethumbAt! - HOUR;
    const before = await fetch(url, { method: "HEAD" });
    now = video.rethumbAt! + HOUR;
    const after = await fetch(url);
    expect(before.status).toBe(200);
    expect(before.headers.get("etag")).toBe(`"${video.id}-1"`);
    expect(after.headers.get("etag")).toBe(`"${video.id}-2"`);
    expect(await after.text()).toContain("<svg");
  });

  it("serves a channel's Atom feed without a key: 15 newest videos, counts as of its cache", async () => {
    now = LATER + 7 * 60_000;
    const channel = catalog.channels.find((candidate) => candidate.recentUploadIntervalMs <= 3 * DAY)!;
    const response = await fetch(`${origin()}/feeds/videos.xml?channel_id=${channel.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    const built = feedBuiltAt(channel, now);
    expect(now - built).toBeGreaterThanOrEqual(0);
    expect(now - built).toBeLessThan(FEED_CACHE_MS);
    const newest = catalog.uploadsAt(channel, built).slice(0, FEED_ENTRIES);
    const ids = [...xml.matchAll(/<yt:videoId>([^<]+)<\/yt:videoId>/g)].map((m) => m[1]);
    expect(ids).toEqual(newest.map((video) => video.id));
    const views = [...xml.matchAll(/<media:statistics views="(\d+)"\/>/g)].map((m) => Number(m[1]));
    expect(views).toEqual(newest.map((video) => catalog.videoStatsAt(video, built).viewCount));
    expect(xml).toContain(`<yt:channelId>${channel.id}</yt:channelId>`);

    const missing = await fetch(`${origin()}/feeds/videos.xml?channel_id=UCnothere000000000000000`);
    expect(missing.status).toBe(404);
    expect(emulator.counters()).toMatchObject({ byEndpoint: { feed: 2 } });
  });
});
