import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  GetSavedVideoDataResponseSchema,
  GetUserResponseSchema,
  SAVED_VIDEOS_MAX_IDS,
  SaveVideoResponseSchema,
} from "@vi/types";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../../test/auth.ts";
import { forEachDatabase } from "../../../test/db.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../../test/youtube.ts";
import { savedVideos, trackedChannels, videos } from "../../db/schema.ts";

const catalog = testCatalog();

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  let alice: TestUser;
  let bob: TestUser;
  const app = () => createTestApp(t.connection, youtubeVars(emulator), { now: clock.now });
  const uploads = () => catalog.uploadsAt(catalog.channels[2]!, clock.ms);

  async function signUp(): Promise<TestUser> {
    const user = await createTestUser();
    const response = await app().request(
      "/user",
      jsonRequest("POST", { email: user.email, timezone: "UTC" }, bearer(user)),
    );
    expect(response.status).toBe(201);
    return user;
  }

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    [alice, bob] = [await signUp(), await signUp()];
  });
  afterAll(async () => {
    await emulator.close();
  });

  const save = (user: TestUser, videoId: unknown) =>
    app().request("/savedVideos", jsonRequest("POST", { videoId }, bearer(user)));
  const getData = (user: TestUser, query: string) =>
    app().request(`/getSavedVideoData?${query}`, { headers: bearer(user) });
  const remove = (user: TestUser, query: string) =>
    app().request(`/deleteSavedVideo?${query}`, { method: "DELETE", headers: bearer(user) });

  async function savedIdsFromUser(user: TestUser) {
    const response = await app().request("/user", { headers: bearer(user) });
    return Object.keys(GetUserResponseSchema.parse(await response.json()).userInfo.savedVideoIds);
  }

  async function videoData(user: TestUser, ids: readonly string[], fake = false) {
    const response = await getData(user, `savedVideoIds=${ids.join(",")}&useFakedBackendData=${fake}`);
    expect(response.status).toBe(200);
    return GetSavedVideoDataResponseSchema.parse(await response.json()).videoData;
  }

  test("saving fetches an unknown video, stores it, queues its channel, and answers the saved set", async () => {
    const [first, second] = uploads();
    const response = await save(alice, first!.id);
    expect(response.status).toBe(200);
    expect(SaveVideoResponseSchema.parse(await response.json())).toEqual({
      message: "Saved video",
      savedVideoIds: { [first!.id]: true },
    });
    expect(await t.db.select({ id: videos.id }).from(videos).where(eq(videos.id, first!.id))).toHaveLength(1);
    const [queued] = await t.db
      .select()
      .from(trackedChannels)
      .where(eq(trackedChannels.channelId, catalog.channels[2]!.id));
    expect(queued?.source).toBe("saved");

    const again = SaveVideoResponseSchema.parse(await (await save(alice, second!.id)).json());
    expect(again.savedVideoIds).toEqual({ [first!.id]: true, [second!.id]: true });
    // GET /user derives savedVideoIds from the same rows.
    expect((await savedIdsFromUser(alice)).sort()).toEqual([first!.id, second!.id].sort());
  });

  test("saving is idempotent", async () => {
    const [first] = uploads();
    const response = await save(alice, first!.id);
    expect(response.status).toBe(200);
    const rows = await t.db
      .select()
      .from(savedVideos)
      .where(and(eq(savedVideos.uid, alice.uid), eq(savedVideos.videoId, first!.id)));
    expect(rows).toHaveLength(1);
  });

  test("a video YouTube does not have cannot be saved", async () => {
    const response = await save(alice, "dQw4w9WgXcQ");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^videoId: /);
    expect(await savedIdsFromUser(alice)).not.toContain("dQw4w9WgXcQ");
  });

  test("saving needs a user record", async () => {
    const stranger = await createTestUser();
    const response = await save(stranger, uploads()[0]!.id);
    expect(response.status).toBe(404);
  });

  test("getSavedVideoData answers the caller's saved videos in the order asked", async () => {
    const [first, second] = uploads();
    const data = await videoData(alice, [second!.id, first!.id]);
    expect(data.map((row) => row.videoId)).toEqual([second!.id, first!.id]);
    expect(data[0]).toMatchObject({
      videoTitle: second!.title,
      videoViewCount: catalog.videoStatsAt(second!, clock.ms).viewCount,
      channelTitle: catalog.channels[2]!.title,
    });
  });

  test("another user's saved videos are never visible, nor removable", async () => {
    const [first, second] = uploads();
    expect(await videoData(bob, [first!.id, second!.id])).toEqual([]);
    expect(await videoData(bob, [first!.id], true)).toEqual([]);
    const response = await remove(bob, `videoId=${first!.id}`);
    expect(response.status).toBe(404);
    expect(await savedIdsFromUser(alice)).toContain(first!.id);
    // Bob saving the same video does not share Alice's set.
    const bobs = SaveVideoResponseSchema.parse(await (await save(bob, first!.id)).json());
    expect(bobs.savedVideoIds).toEqual({ [first!.id]: true });
    expect((await videoData(bob, [first!.id, second!.id])).map((row) => row.videoId)).toEqual([first!.id]);
  });

  test("useFakedBackendData never makes the server invent data", async () => {
    const [first, second] = uploads();
    const real = await videoData(alice, [first!.id, second!.id, "dQw4w9WgXcQ"], false);
    const faked = await videoData(alice, [first!.id, second!.id, "dQw4w9WgXcQ"], true);
    expect(faked).toEqual(real);
    expect(faked.map((row) => row.videoId)).toEqual([first!.id, second!.id]);
    expect(await videoData(alice, [], true)).toEqual([]);
  });

  test("a saved video dropped from the store (retention) is fetched again when asked for", async () => {
    const [, second] = uploads();
    await t.db.delete(videos).where(eq(videos.id, second!.id));
    emulator.resetLog();
    const data = await videoData(alice, [second!.id]);
    expect(data.map((row) => row.videoId)).toEqual([second!.id]);
    expect(emulator.counters().byEndpoint.videos).toBe(1);
  });

  test("removing answers exactly { message: 'Removed video' } and updates the user's saved ids", async () => {
    const [, second] = uploads();
    const response = await remove(alice, `videoId=${second!.id}&useFakedBackendData=false`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Removed video" });
    expect(await savedIdsFromUser(alice)).not.toContain(second!.id);
    expect(await videoData(alice, [second!.id])).toEqual([]);

    const again = await remove(alice, `videoId=${second!.id}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /not in your saved/,
    );
  });

  test(`at most ${SAVED_VIDEOS_MAX_IDS} saved videos`, async () => {
    const carol = await signUp();
    await t.db.insert(savedVideos).values(
      Array.from({ length: SAVED_VIDEOS_MAX_IDS }, (_, i) => ({
        uid: carol.uid,
        videoId: `sv${String(i).padStart(9, "0")}`,
      })),
    );
    const response = await save(carol, uploads()[0]!.id);
    expect(response.status).toBe(409);
  });

  test.each(["/savedVideos", "/getSavedVideoData?savedVideoIds=", "/deleteSavedVideo?videoId=dQw4w9WgXcQ"])(
    "%s needs a signed-in caller",
    async (path) => {
      const method = path.startsWith("/savedVideos") ? "POST" : path.startsWith("/delete") ? "DELETE" : "GET";
      const response = await app().request(
        path,
        method === "POST" ? jsonRequest(method, { videoId: "dQw4w9WgXcQ" }) : { method },
      );
      expect(response.status).toBe(401);
    },
  );

  describe("bad parameters -> 400 naming them", () => {
    test.each([
      ["POST /savedVideos", () => save(alice, "short"), /^videoId: /],
      ["POST /savedVideos", () => save(alice, undefined), /^videoId: /],
      ["GET", () => getData(alice, "savedVideoIds=abc"), /^savedVideoIds/],
      [
        "GET",
        () => getData(alice, "savedVideoIds=dQw4w9WgXcQ&useFakedBackendData=maybe"),
        /^useFakedBackendData: /,
      ],
      ["GET", () => getData(alice, "savedVideoIds=dQw4w9WgXcQ&uid=someone"), /uid/],
      [
        "GET",
        () => getData(alice, `savedVideoIds=${Array.from({ length: 501 }, () => "dQw4w9WgXcQ").join(",")}`),
        /^savedVideoIds: /,
      ],
      ["DELETE", () => remove(alice, ""), /^videoId: /],
      ["DELETE", () => remove(alice, "videoId=nope"), /^videoId: /],
      ["DELETE", () => remove(alice, "videoId=dQw4w9WgXcQ&useFakedBackendData=1"), /^useFakedBackendData: /],
    ] as const)("%s %#", async (_label, call, message) => {
      const response = await call();
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    });
  });
});
