// The analyses routes end to end: the real app, the Firebase Auth emulator and the YouTube emulator, on
// PGlite and PostgreSQL. Comment ideas from the emulator's comments, today's result reopened for free,
// nothing charged when comments are off or YouTube fails, the third Free analysis refused with a 429,
// transcript downloads recorded, the list, one analysis, and another user's analyses out of reach.
import type { CatalogVideo, YoutubeEmulator } from "@vi/emulators/youtube";
import {
  ApiErrorSchema,
  CreateCommentAnalysisResponseSchema,
  CreateTranscriptDownloadResponseSchema,
  GetAnalysisResponseSchema,
  ListAnalysesResponseSchema,
  QuotaExceededDetailsSchema,
  UsageResponseSchema,
  YOUTUBE_LOOKUP_UNITS_PER_DAY,
} from "@vi/types";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { DAY, startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { quotaUsage, userDailyUsage, users } from "../db/schema.ts";
import { pacificDay } from "../youtube/quota.ts";

const catalog = testCatalog();

forEachDatabase((t) => {
  const clock = new TestClock();
  let emulator: YoutubeEmulator;
  const app = () => createTestApp(t.connection, youtubeVars(emulator), { now: clock.now });
  let withComments: CatalogVideo[];
  let commentsOff: CatalogVideo;

  beforeAll(async () => {
    emulator = await startTestEmulator(clock);
    const videos = catalog.videosAt(clock.ms);
    withComments = videos
      .filter((video) => !video.commentsDisabled && catalog.commentThreadsAt(video, clock.ms).length >= 150)
      .slice(0, 4);
    const off = videos.find((video) => video.commentsDisabled);
    if (withComments.length < 4 || !off) throw new Error("the test catalog lacks the videos this test needs");
    commentsOff = off;
  });
  afterAll(async () => {
    await emulator.close();
  });
  beforeEach(() => {
    emulator.setQuotaExceeded(false);
    emulator.resetLog();
  });

  async function signUp(timezone = "UTC"): Promise<TestUser> {
    const user = await createTestUser();
    const response = await app().request(
      "/user",
      jsonRequest("POST", { email: user.email, timezone }, bearer(user)),
    );
    expect(response.status).toBe(201);
    return user;
  }

  const analyse = (user: TestUser, videoId: string) =>
    app().request("/analyses/comments", jsonRequest("POST", { videoId }, bearer(user)));

  async function usage(user: TestUser) {
    const response = await app().request("/usage", { headers: bearer(user) });
    expect(response.status).toBe(200);
    return UsageResponseSchema.parse(await response.json());
  }

  test("comment ideas from the emulator's comments; the same video again today is free", async () => {
    const user = await signUp();
    const video = withComments[0] as CatalogVideo;
    const response = await analyse(user, video.id);
    expect(response.status).toBe(200);
    const body = CreateCommentAnalysisResponseSchema.parse(await response.json());
    expect(body.reused).toBe(false);
    expect(body.usage).toMatchObject({ used: 1, limit: 2 });
    const result = body.analysis.result;
    expect(result.commentsRead).toBe(Math.min(500, catalog.commentThreadsAt(video, clock.ms).length));
    expect(result.commentsAnalysed).toBeGreaterThan(0);
    expect(result.languages.map((entry) => entry.language)).toContain("eng");
    expect(result.ideas.length).toBeGreaterThan(3);
    expect(new Set(result.ideas.map((idea) => idea.type))).toEqual(new Set(["question", "request", "topic"]));
    expect(body.analysis.title).toBe(catalog.titleAt(video, clock.ms));
    // Pages of 100 in relevance order.
    const calls = emulator.requestLog.filter((entry) => entry.endpoint === "commentThreads");
    expect(calls.length).toBe(Math.ceil(result.commentsRead / 100));
    expect(calls.every((entry) => entry.params.order === "relevance")).toBe(true);

    const again = CreateCommentAnalysisResponseSchema.parse(await (await analyse(user, video.id)).json());
    expect(again).toMatchObject({ reused: true, usage: { used: 1 } });
    expect(again.analysis.id).toBe(body.analysis.id);
    expect((await usage(user)).usage.comments.used).toBe(1);
  });

  test("comments off, or YouTube failing, answer clearly and charge nothing", async () => {
    const user = await signUp();
    const off = await analyse(user, commentsOff.id);
    expect(off.status).toBe(422);
    expect(ApiErrorSchema.parse(await off.json()).error.code).toBe("COMMENTS_DISABLED");

    emulator.setQuotaExceeded(true);
    const spent = await analyse(user, (withComments[1] as CatalogVideo).id);
    expect(spent.status).toBe(503);
    expect(spent.headers.get("retry-after")).toMatch(/^\d+$/);
    emulator.setQuotaExceeded(false);

    const unknown = await analyse(user, "AAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect((await usage(user)).usage.comments.used).toBe(0);
  });

  test("YouTube answering 503: one attempt through the request path, a clear 503 at once, no use spent", async () => {
    const user = await signUp();
    // One failure queued: a client that retried would get the comments on its second attempt.
    emulator.failNext(1);
    {
      const response = await analyse(user, (withComments[1] as CatalogVideo).id);
      expect(response.status).toBe(503);
      const error = ApiErrorSchema.parse(await response.json()).error;
      expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
      expect(error.message).toContain("YouTube did not answer");
      // The jobs' client would have tried again: the request path asks once.
      expect(emulator.requestLog.filter((entry) => entry.endpoint === "commentThreads")).toHaveLength(1);
      expect((await usage(user)).usage.comments.used).toBe(0);
    }
  });

  test("comment pages come from the lookups' share of the budget, never the half kept for the jobs", async () => {
    const user = await signUp();
    // The lookups' half (5,000 of the default 10,000) is spent; the jobs' half is untouched.
    const day = pacificDay(clock.ms);
    await t.db
      .insert(quotaUsage)
      .values({ day, units: 5_000 })
      .onConflictDoUpdate({ target: quotaUsage.day, set: { units: 5_000 } });
    try {
      const response = await analyse(user, (withComments[1] as CatalogVideo).id);
      expect(response.status).toBe(503);
      expect(emulator.requestLog.filter((entry) => entry.endpoint === "commentThreads")).toHaveLength(0);
      const [row] = await t.db.select().from(quotaUsage).where(eq(quotaUsage.day, day));
      expect(row?.units).toBe(5_000);
    } finally {
      await t.db.delete(quotaUsage).where(eq(quotaUsage.day, day));
    }
  });

  test("each comment page is charged to the caller's allowance before it is asked for, and not given back", async () => {
    const user = await signUp();
    const [record] = await t.db.select().from(users).where(eq(users.email, user.email));
    const day = pacificDay(clock.ms);
    const unitsOf = async () =>
      (
        await t.db
          .select()
          .from(userDailyUsage)
          .where(and(eq(userDailyUsage.uid, record!.uid), eq(userDailyUsage.day, day)))
      )[0]?.youtubeUnits ?? 0;
    // An unknown video: its one page costs a unit although the analysis fails (and its use is refunded).
    expect((await analyse(user, "AAAAAAAAAAA")).status).toBe(404);
    expect(await unitsOf()).toBe(1);
    // The allowance spent: a comment analysis is refused before YouTube is asked.
    await t.db
      .update(userDailyUsage)
      .set({ youtubeUnits: YOUTUBE_LOOKUP_UNITS_PER_DAY.free })
      .where(and(eq(userDailyUsage.uid, record!.uid), eq(userDailyUsage.day, day)));
    emulator.resetLog();
    for (let i = 0; i < 5; i++) {
      const refused = await analyse(user, "BBBBBBBBBBB");
      expect(refused.status).toBe(429);
      expect(ApiErrorSchema.parse(await refused.json()).error.message).toContain("allowance");
    }
    expect(emulator.counters().unitsUsed).toBe(0);
    expect((await usage(user)).usage.comments.used).toBe(0);
  });

  test("the third comment analysis of a Free day gets the 429 with the limit, reset and upgrade address", async () => {
    const user = await signUp("Europe/Paris");
    for (const video of withComments.slice(0, 2)) expect((await analyse(user, video.id)).status).toBe(200);
    const third = await analyse(user, (withComments[2] as CatalogVideo).id);
    expect(third.status).toBe(429);
    const error = ApiErrorSchema.parse(await third.json()).error;
    expect(error.code).toBe("QUOTA_EXCEEDED");
    expect(error.message).toContain("You have used your 2 comment analyses for today on the Free plan.");
    expect(error.message).toContain("http://localhost:5173/pricing");
    const details = QuotaExceededDetailsSchema.parse(error.details);
    expect(details).toMatchObject({ kind: "comments", plan: "free", used: 2, limit: 2 });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reopening one it already has stays free.
    expect((await analyse(user, (withComments[0] as CatalogVideo).id)).status).toBe(200);
    // The next local day starts a new count.
    clock.advance(DAY);
    try {
      expect((await analyse(user, (withComments[2] as CatalogVideo).id)).status).toBe(200);
    } finally {
      clock.advance(-DAY);
    }
  });

  test("transcript downloads: one use per video and language a day, no caption text stored", async () => {
    const user = await signUp();
    const video = withComments[3] as CatalogVideo;
    const download = (language: string) =>
      app().request(
        "/analyses/transcripts",
        jsonRequest(
          "POST",
          { videoId: video.id, language, autoGenerated: true, title: "A title" },
          bearer(user),
        ),
      );
    const first = CreateTranscriptDownloadResponseSchema.parse(await (await download("en")).json());
    expect(first).toMatchObject({
      reused: false,
      usage: { used: 1, limit: 3 },
      analysis: { kind: "transcripts", language: "en", title: "A title" },
    });
    expect(first.analysis.result).toEqual({ videoId: video.id, language: "en", autoGenerated: true });
    expect(CreateTranscriptDownloadResponseSchema.parse(await (await download("EN")).json()).reused).toBe(
      true,
    );
    expect((await download("de")).status).toBe(200);
    expect((await download("fr")).status).toBe(200);
    expect((await download("es")).status).toBe(429);
    const bad = await app().request(
      "/analyses/transcripts",
      jsonRequest("POST", { videoId: video.id, language: "<script>" }, bearer(user)),
    );
    expect(bad.status).toBe(400);
  });

  test("the list, one analysis, and nobody else's", async () => {
    const user = await signUp();
    const other = await signUp();
    await analyse(user, (withComments[0] as CatalogVideo).id);
    await app().request(
      "/analyses/transcripts",
      jsonRequest("POST", { videoId: (withComments[0] as CatalogVideo).id, language: "en" }, bearer(user)),
    );
    const list = ListAnalysesResponseSchema.parse(
      await (await app().request("/analyses", { headers: bearer(user) })).json(),
    );
    expect(list.analyses.map((entry) => entry.kind).sort()).toEqual(["comments", "transcripts"]);
    const onlyComments = ListAnalysesResponseSchema.parse(
      await (await app().request("/analyses?kind=comments&limit=1", { headers: bearer(user) })).json(),
    );
    expect(onlyComments.analyses).toHaveLength(1);
    expect(onlyComments.nextCursor).toBeNull();
    const id = onlyComments.analyses[0]?.id ?? "";

    const mine = await app().request(`/analysis?id=${id}`, { headers: bearer(user) });
    expect(GetAnalysisResponseSchema.parse(await mine.json()).analysis.kind).toBe("comments");
    expect((await app().request(`/analysis?id=${id}`, { headers: bearer(other) })).status).toBe(404);
    expect((await app().request("/analysis?id=nope", { headers: bearer(user) })).status).toBe(400);
    expect((await app().request("/analyses?cursor=!!", { headers: bearer(user) })).status).toBe(400);
    const theirs = ListAnalysesResponseSchema.parse(
      await (await app().request("/analyses", { headers: bearer(other) })).json(),
    );
    expect(theirs.analyses).toEqual([]);
    expect((await app().request("/usage")).status).toBe(401);
  });

  test("pages through the list with the cursor", async () => {
    const user = await signUp();
    for (const language of ["en", "de", "fr"]) {
      await app().request(
        "/analyses/transcripts",
        jsonRequest("POST", { videoId: (withComments[1] as CatalogVideo).id, language }, bearer(user)),
      );
      clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = ListAnalysesResponseSchema.parse(
        await (await app().request(`/analyses?limit=2${query}`, { headers: bearer(user) })).json(),
      );
      seen.push(...page.analyses.map((entry) => entry.language ?? ""));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["fr", "de", "en"]);
  });
});
