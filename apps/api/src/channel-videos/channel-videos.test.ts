import { type ChannelVideosResponse, contracts } from "@vi/types";
import { beforeAll, expect, test } from "vitest";
import { createTestApp } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { channelId, insertChannels, insertVideos, videoId } from "../../test/videos.ts";
import { users } from "../db/schema.ts";
import { CHANNEL_VIDEOS_LIMIT, channelVideosQuery } from "./service.ts";

forEachDatabase((t) => {
  let admin: TestUser;
  let member: TestUser;
  const app = () => createTestApp(t.connection);
  const get = (query: string, user?: TestUser) =>
    app().request(`/channelVideos${query}`, user ? { headers: bearer(user) } : {});

  beforeAll(async () => {
    [admin, member] = [await createTestUser(), await createTestUser()];
    await t.db.insert(users).values([
      { uid: admin.uid, email: admin.email, isAdmin: true },
      { uid: member.uid, email: member.email },
    ]);
    const channels = [{ n: 1, title: "Maya Cooks", subscribers: 12_345 }, { n: 2 }, { n: 3 }];
    await insertChannels(t.db, channels);
    const byN = new Map(channels.map((channel) => [channel.n, channel]));
    // Channel 1: 60 videos published an hour apart (more than one answer lists); channel 2: one video.
    await insertVideos(
      t.db,
      Array.from({ length: 60 }, (_, i) => ({ n: i + 1, channel: 1 })),
      byN,
    );
    await insertVideos(t.db, [{ n: 100, channel: 2 }], byN);
  });

  test("admins get the channel's stored videos, newest first, at most 50", async () => {
    const response = await get(`?channelId=${channelId(1)}`, admin);
    expect(response.status).toBe(200);
    const body = contracts.getChannelVideos.response.parse(await response.json());
    expect(body.channel).toMatchObject({ id: channelId(1), title: "Maya Cooks", subscriberCount: 12_345 });
    expect(body.storedVideos).toBe(60);
    expect(body.videos).toHaveLength(CHANNEL_VIDEOS_LIMIT);
    expect(body.videos.map((video) => video.videoId)).toEqual(
      Array.from({ length: CHANNEL_VIDEOS_LIMIT }, (_, i) => videoId(60 - i)),
    );
    expect(body.videos[0]).toMatchObject({
      videoId: videoId(60),
      channelId: channelId(1),
      videoViewCount: 60_000,
      format: "long",
      videoDuration: "PT10M",
    });
    const dates = body.videos.map((video) => Date.parse(video.videoPublishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test("the videos are read without the title's search vector", async () => {
    const { sql } = channelVideosQuery(t.db, channelId(1)).toSQL();
    expect(sql).toMatch(/"view_count"/);
    expect(sql).not.toMatch(/title_search/);
    const rows = await channelVideosQuery(t.db, channelId(1));
    expect(rows).toHaveLength(CHANNEL_VIDEOS_LIMIT);
    for (const row of rows) expect(Object.keys(row)).not.toContain("titleSearch");
  });

  test("only the asked channel's videos; a stored channel without videos answers an empty list", async () => {
    const two = (await (await get(`?channelId=${channelId(2)}`, admin)).json()) as ChannelVideosResponse;
    expect(two.videos.map((video) => video.videoId)).toEqual([videoId(100)]);
    expect(two.storedVideos).toBe(1);
    const three = await get(`?channelId=${channelId(3)}`, admin);
    expect(three.status).toBe(200);
    expect(await three.json()).toMatchObject({ storedVideos: 0, videos: [] });
  });

  test("an unknown channel is 404", async () => {
    const response = await get(`?channelId=${channelId(9)}`, admin);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: `channelId: ${channelId(9)} is not in the video store` },
    });
  });

  test("a missing or malformed channelId, or an unknown parameter, is 400 naming it", async () => {
    for (const query of ["", "?channelId=", "?channelId=UC123", `?channelId=${"x".repeat(24)}`]) {
      const response = await get(query, admin);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("BAD_REQUEST");
      expect(body.error.message).toMatch(/^channelId: /);
    }
    const extra = await get(`?channelId=${channelId(1)}&limit=5`, admin);
    expect(extra.status).toBe(400);
  });

  test("non-admins get 403, signed-out callers 401", async () => {
    expect((await get(`?channelId=${channelId(1)}`, member)).status).toBe(403);
    expect((await get(`?channelId=${channelId(1)}`)).status).toBe(401);
  });
});
