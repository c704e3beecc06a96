import type { CatalogVideo, YoutubeEmulator } from "@vi/emulators/youtube";
import { formatIsoDuration } from "@vi/format";
import { isShort, lifetimeVph } from "@vi/metrics";
import { type VideoInsight, VideoInsightsResponseSchema } from "@vi/types";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { trackedChannels, videos } from "../db/schema.ts";

const catalog = testCatalog();

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  let user: TestUser;
  const app = () => createTestApp(t.connection, youtubeVars(emulator), { now: clock.now });

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    user = await createTestUser();
  });
  afterAll(async () => {
    await emulator.close();
  });
  beforeEach(() => {
    emulator.setQuotaExceeded(false);
    emulator.resetLog();
  });

  /** 30 public videos from each of channels 0-3: 120 ids, interleaved so batches mix channels. */
  function someVideos(): CatalogVideo[] {
    const perChannel = [0, 1, 2, 3].map((index) =>
      catalog.uploadsAt(catalog.channels[index]!, clock.ms).slice(0, 30),
    );
    return perChannel[0]!.flatMap((_, i) => perChannel.map((list) => list[i]!));
  }

  /** What the extension must get for a catalog video: YouTube's data at the clock, through @vi/metrics. */
  function expectedInsight(video: CatalogVideo): Omit<VideoInsight, "videoOutlier" | "recentVph"> {
    const channel = catalog.channels[video.channelIndex]!;
    const views = catalog.videoStatsAt(video, clock.ms);
    const publishedAt = new Date(Math.floor(video.publishedAt / 1000) * 1000);
    return {
      videoId: video.id,
      videoTitle: catalog.titleAt(video, clock.ms),
      videoViewCount: views.viewCount,
      videoLikeCount: video.likesHidden ? 0 : views.likeCount,
      videoCommentCount: video.commentsDisabled ? 0 : views.commentCount,
      videoPublishedAt: publishedAt.toISOString(),
      videoVph: lifetimeVph(views.viewCount, publishedAt, clock.now())!,
      videoDuration: formatIsoDuration(video.durationSeconds),
      channelTitle: channel.title,
      channelSubscriberCount: channel.hiddenSubscriberCount ? 0 : channel.subscriberCount,
      channelVideoCount: catalog.channelStatsAt(channel, clock.ms).videoCount,
      tags: video.tags,
      channelId: channel.id,
      format: isShort(video.durationSeconds) ? "short" : "long",
    };
  }

  async function insights(ids: unknown, application = app()) {
    const response = await application.request(
      "/videos/insights",
      jsonRequest("POST", { ids }, bearer(user)),
    );
    expect(response.status).toBe(200);
    return VideoInsightsResponseSchema.parse(await response.json()).insights;
  }

  test("unknown ids are fetched from YouTube in batches of 50, stored, and answered in the order asked", async () => {
    const wanted = someVideos();
    const asked = [...wanted].reverse();
    const answer = await insights(asked.map((video) => video.id));

    expect(answer.map((row) => row.videoId)).toEqual(asked.map((video) => video.id));
    for (const [i, row] of answer.entries()) {
      expect(row).toMatchObject(expectedInsight(asked[i]!));
    }
    const calls = emulator.requestLog.filter((entry) => entry.endpoint === "videos");
    // Batches run concurrently: any arrival order.
    expect(calls.map((entry) => entry.params.id?.split(",").length).sort()).toEqual([20, 50, 50]);
    // The four channels, in one channels.list call.
    expect(emulator.requestLog.filter((entry) => entry.endpoint === "channels")).toHaveLength(1);
    expect(await t.db.select({ id: videos.id }).from(videos)).toHaveLength(120);
    // Their channels are queued for tracking (which brings the history an outlier score needs).
    const queued = await t.db.select().from(trackedChannels).where(eq(trackedChannels.source, "lookup"));
    expect(queued.map((row) => row.channelId).sort()).toEqual(
      [0, 1, 2, 3].map((index) => catalog.channels[index]!.id).sort(),
    );
  });

  test("stored ids are answered from the store without calling YouTube", async () => {
    const ids = someVideos()
      .slice(0, 40)
      .map((video) => video.id);
    const answer = await insights(ids);
    expect(answer.map((row) => row.videoId)).toEqual(ids);
    expect(emulator.requestLog).toHaveLength(0);
  });

  test("an id asked twice is answered once; ids YouTube does not have are left out", async () => {
    const [first] = someVideos();
    const answer = await insights([first!.id, "dQw4w9WgXcQ", first!.id]);
    expect(answer.map((row) => row.videoId)).toEqual([first!.id]);
    expect(await t.db.select().from(videos).where(eq(videos.id, "dQw4w9WgXcQ"))).toEqual([]);
  });

  test("with YouTube's quota spent, stored videos are still answered and unknown ones left out", async () => {
    emulator.setQuotaExceeded(true);
    const stored = someVideos()[0]!;
    const fresh = catalog.uploadsAt(catalog.channels[5]!, clock.ms)[0]!;
    const answer = await insights([fresh.id, stored.id]);
    expect(answer.map((row) => row.videoId)).toEqual([stored.id]);
  });

  test("without a YouTube API key only stored videos are answered", async () => {
    const fresh = catalog.uploadsAt(catalog.channels[6]!, clock.ms)[0]!;
    const stored = someVideos()[0]!;
    const answer = await insights([fresh.id, stored.id], createTestApp(t.connection));
    expect(answer.map((row) => row.videoId)).toEqual([stored.id]);
    expect(emulator.requestLog).toHaveLength(0);
  });

  test("needs a signed-in caller", async () => {
    const response = await app().request("/videos/insights", jsonRequest("POST", { ids: ["dQw4w9WgXcQ"] }));
    expect(response.status).toBe(401);
  });

  describe("bad bodies -> 400 naming the field", () => {
    test.each([
      ["no ids", {}],
      ["an empty list", { ids: [] }],
      ["201 ids", { ids: Array.from({ length: 201 }, (_, i) => `v${String(i).padStart(10, "0")}`) }],
      ["a malformed id", { ids: ["not-an-id"] }],
      ["ids not a list", { ids: "dQw4w9WgXcQ" }],
    ])("%s", async (_label, body) => {
      const response = await app().request("/videos/insights", jsonRequest("POST", body, bearer(user)));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^ids/);
    });

    test("a body that is not JSON", async () => {
      const response = await app().request("/videos/insights", {
        method: "POST",
        headers: { ...bearer(user), "content-type": "application/json" },
        body: "{ids:",
      });
      expect(response.status).toBe(400);
    });
  });
});
