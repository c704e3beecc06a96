// The YouTube budget attacks of docs/decisions/rate-limits.md, replayed: made-up ids asked again and
// again, one account spending the day's units, lookups eating the jobs' reserve, lookups queueing
// channels without end, saves while YouTube cannot be asked.
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  TRACKED_CHANNELS_PER_DAY,
  VideoInsightsResponseSchema,
  YOUTUBE_LOOKUP_UNITS_PER_DAY,
} from "@vi/types";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createTestApp, jsonRequest, signUpUser } from "../../test/app.ts";
import { bearer, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { DAY, startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { quotaUsage, savedVideos, trackedChannels, userDailyUsage } from "../db/schema.ts";
import { pacificDay } from "../youtube/quota.ts";
import { createDatabaseQuotaBudget } from "./quota-budget.ts";

const catalog = testCatalog();

/** 200 ids of the right shape that no video has. */
function madeUpIds(prefix: string): string[] {
  return Array.from({ length: 200 }, (_, i) => `${prefix}${String(i).padStart(4, "0")}`.padEnd(11, "x"));
}

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  let mallory: TestUser;
  let alice: TestUser;
  const app = (vars: Record<string, string> = {}) =>
    createTestApp(t.connection, { ...youtubeVars(emulator), ...vars }, { now: clock.now });
  const videosCalls = () => emulator.requestLog.filter((entry) => entry.endpoint === "videos").length;
  const today = () => pacificDay(clock.ms);

  const signUp = () => signUpUser(app());

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    [mallory, alice] = [await signUp(), await signUp()];
  });
  afterAll(async () => {
    await emulator.close();
  });
  beforeEach(async () => {
    emulator.setQuotaExceeded(false);
    emulator.resetLog();
    await t.db.delete(userDailyUsage);
    await t.db.delete(quotaUsage);
  });

  async function insights(user: TestUser, ids: string[], application = app()) {
    const response = await application.request(
      "/videos/insights",
      jsonRequest("POST", { ids }, bearer(user)),
    );
    expect(response.status).toBe(200);
    return VideoInsightsResponseSchema.parse(await response.json()).insights;
  }
  const save = (user: TestUser, videoId: string, application = app()) =>
    application.request("/savedVideos", jsonRequest("POST", { videoId }, bearer(user)));

  test("made-up ids cost units once: YouTube is not asked about them again for a day", async () => {
    const ids = madeUpIds("fake");
    expect(await insights(mallory, ids)).toEqual([]);
    expect(videosCalls()).toBe(4);
    for (let i = 0; i < 5; i++) expect(await insights(mallory, ids)).toEqual([]);
    expect(videosCalls()).toBe(4);
    // Saving one is refused without asking either.
    expect((await save(mallory, ids[0]!)).status).toBe(404);
    expect(videosCalls()).toBe(4);
    clock.advance(DAY + 1);
    await insights(mallory, ids);
    expect(videosCalls()).toBe(8);
  });

  test("one account's lookups stop at its plan's daily allowance; other accounts keep theirs", async () => {
    const fresh = catalog.uploadsAt(catalog.channels[10]!, clock.ms).slice(0, 3);
    // A free account that already spent its units today.
    await t.db
      .insert(userDailyUsage)
      .values({ uid: mallory.uid, day: today(), youtubeUnits: YOUTUBE_LOOKUP_UNITS_PER_DAY.free });
    expect(await insights(mallory, [fresh[0]!.id])).toEqual([]);
    expect(videosCalls()).toBe(0);
    const refused = await save(mallory, fresh[1]!.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/allowance/);

    // Alice is charged one unit for a batch of new ids, nothing for stored ones.
    expect((await insights(alice, [fresh[0]!.id, fresh[1]!.id])).map((row) => row.videoId)).toHaveLength(2);
    await insights(alice, [fresh[0]!.id, fresh[1]!.id]);
    const [usage] = await t.db.select().from(userDailyUsage).where(eq(userDailyUsage.uid, alice.uid));
    expect(usage?.youtubeUnits).toBe(1);
    // Mallory may still read what is stored.
    expect((await insights(mallory, [fresh[0]!.id])).map((row) => row.videoId)).toEqual([fresh[0]!.id]);
  });

  test("lookups never spend the share of the daily budget reserved for the jobs", async () => {
    const quota = 20;
    const application = app({ YOUTUBE_DAILY_QUOTA: String(quota) });
    await t.db.insert(quotaUsage).values({ day: today(), units: quota / 2 });
    const fresh = catalog.uploadsAt(catalog.channels[11]!, clock.ms)[0]!;
    expect(await insights(alice, [fresh.id], application)).toEqual([]);
    expect(videosCalls()).toBe(0);
    expect((await save(alice, fresh.id, application)).status).toBe(503);
    // The jobs' budget (the whole day) still has the reserve.
    const jobs = createDatabaseQuotaBudget({ db: t.db, dailyLimit: quota, now: () => clock.ms });
    await expect(jobs.spend(quota / 2)).resolves.toBeUndefined();
  });

  test("one user adds at most the daily cap of new channels to tracking", async () => {
    const channels = [12, 13, 14].map((index) => catalog.channels[index]!);
    await t.db
      .insert(userDailyUsage)
      .values({ uid: mallory.uid, day: today(), channelsAdded: TRACKED_CHANNELS_PER_DAY - 1 });
    const ids = channels.map((channel) => catalog.uploadsAt(channel, clock.ms)[0]!.id);
    expect(await insights(mallory, ids)).toHaveLength(3);
    const tracked = await t.db
      .select({ id: trackedChannels.channelId })
      .from(trackedChannels)
      .where(
        inArray(
          trackedChannels.channelId,
          channels.map((channel) => channel.id),
        ),
      );
    expect(tracked).toHaveLength(1);
    const [usage] = await t.db.select().from(userDailyUsage).where(eq(userDailyUsage.uid, mallory.uid));
    expect(usage?.channelsAdded).toBe(TRACKED_CHANNELS_PER_DAY);
  });

  test("a save while YouTube cannot be asked answers 503 'try again' and saves nothing; one attempt only", async () => {
    const fresh = catalog.uploadsAt(catalog.channels[15]!, clock.ms)[0]!;
    emulator.failNext(1, { status: 503, reason: "backendError" });
    const outage = await save(alice, fresh.id);
    expect(outage.status).toBe(503);
    expect(outage.headers.get("retry-after")).toBe("60");
    expect(((await outage.json()) as { error: { message: string } }).error.message).toMatch(/try again/);
    expect(videosCalls()).toBe(1);

    emulator.setQuotaExceeded(true);
    expect((await save(alice, fresh.id)).status).toBe(503);
    const rows = await t.db
      .select()
      .from(savedVideos)
      .where(and(eq(savedVideos.uid, alice.uid), eq(savedVideos.videoId, fresh.id)));
    expect(rows).toEqual([]);

    emulator.setQuotaExceeded(false);
    expect((await save(alice, fresh.id)).status).toBe(200);
  });
});
