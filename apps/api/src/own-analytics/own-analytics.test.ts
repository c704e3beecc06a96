// GET /getChannelAnalytics end to end: the real app and Firebase Auth emulator, channels linked through the
// Google OAuth emulator, reports read over HTTP from the YouTube Analytics emulator; PGlite and PostgreSQL.
import type { GoogleOAuthEmulator } from "@vi/emulators/google-oauth";
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  dayFigures,
  startYoutubeAnalyticsEmulator,
  type YoutubeAnalyticsEmulator,
} from "@vi/emulators/youtube-analytics";
import {
  ApiErrorSchema,
  ChannelAnalyticsRelinkDetailsSchema,
  ChannelAnalyticsResponseSchema,
  ConnectedYoutubeAccountsResponseSchema,
  YOUTUBE_ANALYTICS_SCOPE,
  YOUTUBE_READONLY_SCOPE,
  YoutubeInitiateAuthResponseSchema,
} from "@vi/types";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { signUpUser, testEnv } from "../../test/app.ts";
import { bearer, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { googleVars, startTestGoogle } from "../../test/google.ts";
import { DAY, HOUR, startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { channelAnalytics } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { periodsAt } from "./service.ts";

const catalog = testCatalog();
const BOTH = [YOUTUBE_READONLY_SCOPE, YOUTUBE_ANALYTICS_SCOPE];

forEachDatabase((t) => {
  const clock = new TestClock();
  let youtube: YoutubeEmulator;
  let google: GoogleOAuthEmulator;
  let analytics: YoutubeAnalyticsEmulator;
  let app: ReturnType<typeof createApp>;
  // Each test links channels of its own (a channel is linked to one user at a time).
  let nextChannel = 0;
  const freshChannel = () => {
    const channel = catalog.channels[nextChannel++];
    if (!channel) throw new Error("catalog too small");
    return channel;
  };

  beforeAll(async () => {
    google = await startTestGoogle(catalog, clock);
    youtube = await startTestEmulator(clock, { oauth: google });
    analytics = await startYoutubeAnalyticsEmulator({ catalog, oauth: google, now: () => clock.ms });
    const env = testEnv({
      ...youtubeVars(youtube),
      ...googleVars(google),
      YOUTUBE_ANALYTICS_API_BASE_URL: analytics.baseUrl,
    });
    const logger = createLogger("silent");
    const services = createServices({ env, db: t.connection, logger, now: clock.now });
    app = createApp({
      env,
      db: t.connection,
      logger,
      auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
      services,
    });
  });
  afterAll(async () => {
    await analytics.close();
    await google.close();
    await youtube.close();
  });

  const signUp = () => signUpUser(app);

  /** Links the channel through the OAuth emulator, the user granting `scopes` on the consent screen. */
  async function link(user: TestUser, channelId: string, scopes: readonly string[] = BOTH) {
    const response = await tryLink(user, channelId, scopes);
    expect(response.status).toBe(200);
  }

  async function tryLink(user: TestUser, channelId: string, scopes: readonly string[]) {
    const initiated = await app.request("/youtubeInitiateAuth", { headers: bearer(user) });
    const { authUrl } = YoutubeInitiateAuthResponseSchema.parse(await initiated.json());
    const redirect = new URL(await google.approve(authUrl, { channelId, scopes }));
    const params = new URLSearchParams({
      code: redirect.searchParams.get("code") ?? "",
      state: redirect.searchParams.get("state") ?? "",
    });
    return app.request(`/youtubeOAuthCallback?${params}`, { headers: bearer(user) });
  }

  const getAnalytics = (user: TestUser, query = "") =>
    app.request(`/getChannelAnalytics${query}`, { headers: bearer(user) });

  async function relinkReason(response: Response) {
    expect(response.status).toBe(409);
    const body = ApiErrorSchema.parse(await response.json());
    return { message: body.error.message, ...ChannelAnalyticsRelinkDetailsSchema.parse(body.error.details) };
  }

  const reportsFor = (from: number) =>
    analytics.requestLog.slice(from).filter((entry) => entry.status === 200);

  test("answers the current account's last 28 days against the 28 before, as YouTube Analytics reports them", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id);
    const response = await getAnalytics(user);
    expect(response.status).toBe(200);
    const report = ChannelAnalyticsResponseSchema.parse(await response.json());
    const periods = periodsAt(clock.now());
    expect(report.channelId).toBe(channel.id);
    expect(report.channelTitle).toBe(channel.title);
    expect(report.current).toMatchObject(periods.current);
    expect(report.previous).toMatchObject(periods.previous);
    expect(report.current.days).toHaveLength(28);
    expect(report.previous.days).toHaveLength(28);
    // The day figures are the emulator's own (which follow the catalog's view counts).
    const day = report.current.days[5];
    if (!day) throw new Error("no day");
    const expected = dayFigures(catalog, channel, day.day);
    expect(day.views).toBe(expected.views);
    expect(day.subscribersGained).toBe(expected.subscribersGained);
    expect(report.current.totals.views).toBe(report.current.days.reduce((sum, d) => sum + d.views, 0));
    expect(report.current.totals.subscribersLost).toBe(
      report.current.days.reduce((sum, d) => sum + d.subscribersLost, 0),
    );
    expect(report.current.totals.averageViewDurationSeconds).toBeGreaterThan(0);
    // Top videos: most viewed first, with the titles the Data API gives them.
    expect(report.topVideos.length).toBeGreaterThan(0);
    const views = report.topVideos.map((video) => video.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    for (const video of report.topVideos) {
      expect(video.title).toBe(catalog.videoById(video.videoId, clock.ms)?.title);
    }
    // Traffic sources add up to the period's views.
    expect(report.trafficSources.reduce((sum, source) => sum + source.views, 0)).toBe(
      report.current.totals.views,
    );
  });

  test("keeps the report per channel and day: no new YouTube call the same day, one the next day", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id);
    const before = analytics.requestLog.length;
    const first = ChannelAnalyticsResponseSchema.parse(await (await getAnalytics(user)).json());
    expect(reportsFor(before)).toHaveLength(3);
    clock.advance(HOUR);
    const again = ChannelAnalyticsResponseSchema.parse(
      await (await getAnalytics(user, `?channelId=${channel.id}`)).json(),
    );
    expect(again).toEqual(first);
    expect(reportsFor(before)).toHaveLength(3);

    clock.advance(DAY);
    const next = ChannelAnalyticsResponseSchema.parse(await (await getAnalytics(user)).json());
    expect(next.current.endDate > first.current.endDate).toBe(true);
    expect(reportsFor(before)).toHaveLength(6);
    const rows = await t.db.select().from(channelAnalytics).where(eq(channelAnalytics.channelId, channel.id));
    expect(rows.map((row) => row.endDate)).toEqual([next.current.endDate]);
  });

  test("parallel first requests all answer the one stored report", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => getAnalytics(user)));
    const bodies = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status).toBe(200);
        return ChannelAnalyticsResponseSchema.parse(await answer.json());
      }),
    );
    expect(new Set(bodies.map((body) => body.fetchedAt)).size).toBe(1);
    const rows = await t.db.select().from(channelAnalytics).where(eq(channelAnalytics.channelId, channel.id));
    expect(rows).toHaveLength(1);
  });

  test("a channel linked without the analytics scope gets a 409 asking to link it again, without calling YouTube", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id, [YOUTUBE_READONLY_SCOPE]);
    const before = analytics.requestLog.length;
    const answer = await relinkReason(await getAnalytics(user));
    expect(answer).toMatchObject({ reason: "missing_scope", channelId: channel.id });
    expect(answer.message).toMatch(/Link the channel again/);
    expect(analytics.requestLog.length).toBe(before);
    // Linking again with the scope fixes it.
    await link(user, channel.id);
    expect((await getAnalytics(user)).status).toBe(200);
  });

  test("a grant without the YouTube scope (unticked on the consent screen) links nothing and says why", async () => {
    const user = await signUp();
    const channel = freshChannel();
    const response = await tryLink(user, channel.id, [YOUTUBE_ANALYTICS_SCOPE]);
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error.message).toMatch(/leave that permission ticked/);
    const accounts = ConnectedYoutubeAccountsResponseSchema.parse(
      await (await app.request("/connectedYoutubeAccounts", { headers: bearer(user) })).json(),
    );
    expect(accounts.youtubeAccounts).toEqual([]);
  });

  test("a grant revoked at Google gets a 409 asking to link again, and the channel shows as needing it", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id);
    google.revokeChannel(channel.id);
    const answer = await relinkReason(await getAnalytics(user));
    expect(answer).toMatchObject({ reason: "grant_revoked", channelId: channel.id });
    expect(answer.message).toMatch(/no longer accepts/);
    const accounts = ConnectedYoutubeAccountsResponseSchema.parse(
      await (await app.request("/connectedYoutubeAccounts", { headers: bearer(user) })).json(),
    );
    expect(accounts.youtubeAccounts[0]?.needsReconnect).toBe(true);
    // Known now: the next request does not ask Google again.
    const before = analytics.requestLog.length + google.requestLog.length;
    expect((await relinkReason(await getAnalytics(user))).reason).toBe("grant_revoked");
    expect(analytics.requestLog.length + google.requestLog.length).toBe(before);
  });

  test("an expired access token is refreshed, not reported", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id);
    google.expireAccessTokens();
    const refreshes = () => google.requestLog.filter((entry) => entry.grantType === "refresh_token").length;
    const before = refreshes();
    expect((await getAnalytics(user)).status).toBe(200);
    expect(refreshes()).toBe(before + 1);
  });

  test("is in /openapi.json with its query parameter", async () => {
    const document = (await (await app.request("/openapi.json")).json()) as {
      paths: Record<string, { get?: { operationId?: string; parameters?: Array<{ name: string }> } }>;
    };
    const operation = document.paths["/getChannelAnalytics"]?.get;
    expect(operation?.operationId).toBe("getChannelAnalytics");
    expect(operation?.parameters?.map((parameter) => parameter.name)).toContain("channelId");
  });

  test("only the caller's own linked channels; a bad id is a 400 naming the field", async () => {
    const owner = await signUp();
    const other = await signUp();
    const channel = freshChannel();
    await link(owner, channel.id);
    const foreign = await getAnalytics(other, `?channelId=${channel.id}`);
    expect(foreign.status).toBe(404);
    const none = await getAnalytics(other);
    expect(none.status).toBe(404);
    expect(ApiErrorSchema.parse(await none.json()).error.message).toMatch(/Link your YouTube channel/);
    const bad = await getAnalytics(owner, "?channelId=nope");
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).error.field).toBe("channelId");
    expect((await getAnalytics(owner, "?channelId=UC0000000000000000000000&extra=1")).status).toBe(400);
    expect((await app.request("/getChannelAnalytics")).status).toBe(401);
  });

  test("YouTube Analytics failing answers 503 and keeps nothing; unlinking deletes the kept report", async () => {
    const user = await signUp();
    const channel = freshChannel();
    await link(user, channel.id);
    analytics.failNext(1);
    expect((await getAnalytics(user)).status).toBe(503);
    expect(
      await t.db.select().from(channelAnalytics).where(eq(channelAnalytics.channelId, channel.id)),
    ).toEqual([]);
    expect((await getAnalytics(user)).status).toBe(200);
    const disconnect = await app.request(`/youtubeDisconnect?channelId=${channel.id}`, {
      method: "DELETE",
      headers: bearer(user),
    });
    expect(disconnect.status).toBe(200);
    expect(
      await t.db.select().from(channelAnalytics).where(eq(channelAnalytics.channelId, channel.id)),
    ).toEqual([]);
  });
});
