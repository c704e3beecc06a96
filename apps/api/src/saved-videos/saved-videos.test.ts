import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  GetSavedVideoDataResponseSchema,
  GetUserResponseSchema,
  SAVED_VIDEOS_MAX_IDS,
  SaveVideoResponseSchema,
} from "@vi/types";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest, signUpUser, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { savedVideos, trackedChannels, users, videos } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { saveVideoForUser } from "../videos/saved.ts";
import type { VideoService } from "../videos/service.ts";

const catalog = testCatalog();
const silent = createLogger("silent");

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  let alice: TestUser;
  let bob: TestUser;
  const app = () => createTestApp(t.connection, youtubeVars(emulator), { now: clock.now });
  const uploads = () => catalog.uploadsAt(catalog.channels[2]!, clock.ms);

  const signUp = () => signUpUser(app());

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

  // Issue 21, #4: the count and the insert were separate statements, so 20 parallel saves at 495 all
  // passed the check (515 saved). Now they run under a lock on the user's row.
  test(`20 parallel saves at ${SAVED_VIDEOS_MAX_IDS - 5} saved: ${SAVED_VIDEOS_MAX_IDS} saved, the rest 409`, async () => {
    const dave = await signUp();
    await t.db.insert(savedVideos).values(
      Array.from({ length: SAVED_VIDEOS_MAX_IDS - 5 }, (_, i) => ({
        uid: dave.uid,
        videoId: `pv${String(i).padStart(9, "0")}`,
      })),
    );
    // Videos not stored yet: each save fetches its video from the emulator first.
    const fresh = catalog.channels
      .slice(10, 30)
      .map((channel) => catalog.uploadsAt(channel, clock.ms)[0]!.id);
    expect(new Set(fresh).size).toBe(20);
    const responses = await Promise.all(fresh.map((id) => save(dave, id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({ error: { code: "CONFLICT", field: "videoId" } });
    }
    const rows = await t.db.select().from(savedVideos).where(eq(savedVideos.uid, dave.uid));
    expect(rows).toHaveLength(SAVED_VIDEOS_MAX_IDS);
  }, 60_000);

  // Issue 21, #5: a save in flight while the user deletes the account inserted a row for a user being
  // deleted (a foreign-key 500). The save now finds the user gone: 404, and nothing is left behind.
  test("a save racing DELETE /user answers 404 (or 401) and leaves no row", async () => {
    for (const [index, channel] of catalog.channels.slice(30, 33).entries()) {
      const erin = await signUp();
      const videoId = catalog.uploadsAt(channel, clock.ms)[index]!.id;
      const [saved, deleted] = await Promise.all([
        save(erin, videoId),
        app().request("/user", { method: "DELETE", headers: bearer(erin) }),
      ]);
      expect(deleted.status).toBe(200);
      expect([200, 401, 404]).toContain(saved.status);
      if (saved.status !== 200) expect((await saved.json()) as object).toHaveProperty("error.code");
      expect(await t.db.select().from(savedVideos).where(eq(savedVideos.uid, erin.uid))).toEqual([]);
    }
  }, 60_000);

  test("a user deleted while the save fetches the video: 404, nothing written", async () => {
    const frank = await signUp();
    const videoId = catalog.uploadsAt(catalog.channels[33]!, clock.ms)[0]!.id;
    const services = createServices({
      env: testEnv(youtubeVars(emulator)),
      db: t.connection,
      logger: silent,
      now: clock.now,
    });
    // The user's rows go while the video is being fetched: the moment the old code inserted anyway.
    const videosDuringDelete: VideoService = {
      ...services.videos,
      async getVideos(ids, source, options) {
        const lookup = await services.videos.getVideos(ids, source, options);
        await t.db.delete(users).where(eq(users.uid, frank.uid));
        return lookup;
      },
    };
    await expect(
      saveVideoForUser({ db: t.db, videos: videosDuringDelete, now: clock.now }, frank.uid, videoId),
    ).rejects.toMatchObject({ status: 404 });
    expect(await t.db.select().from(savedVideos).where(eq(savedVideos.uid, frank.uid))).toEqual([]);
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
