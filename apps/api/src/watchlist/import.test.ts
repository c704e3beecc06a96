// Importing follows from the linked channel's subscriptions, on both databases: the real app, the Google
// OAuth and YouTube emulators over HTTP. Each page is charged to the caller before it is asked for; the
// plan's limit holds when imports race single follows on real PostgreSQL connections.
import { randomBytes } from "node:crypto";
import {
  type GoogleOAuthEmulator,
  startGoogleOAuthEmulator,
  subscriptionsOf,
} from "@vi/emulators/google-oauth";
import { generateCatalog, startYoutubeEmulator, type YoutubeEmulator } from "@vi/emulators/youtube";
import {
  ImportWatchlistResponseSchema,
  WATCHLIST_CHANNELS,
  WatchlistSubscriptionsResponseSchema,
  YOUTUBE_LOOKUP_UNITS_PER_DAY,
} from "@vi/types";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { jsonRequest, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { TEST_YOUTUBE_KEY, TestClock, youtubeVars } from "../../test/youtube.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { userDailyUsage, watchlist, youtubeLinks } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { pacificDay } from "../youtube/quota.ts";

const CLIENT_ID = "test-vidinsight.apps.googleusercontent.com";
const CLIENT_SECRET = "test-client-secret";
const REDIRECT = "http://localhost:5173/oauth-callback";
const KEY = { id: "k1", key: randomBytes(32) };
// Enough channels that some subscribe to more than one page (50) of others, so paging and its charges show.
const catalog = generateCatalog(43, { channels: 120 });
const paged = catalog.channels.filter((channel) => subscriptionsOf(catalog, channel).length > 50);

/** What the tests read of an answer (success or error); the schemas check the rest. */
interface Answer {
  error: { message: string; details?: unknown };
  channel: { channelId: string };
  added: { channelId: string }[];
}

forEachDatabase((t) => {
  const clock = new TestClock();
  let youtube: YoutubeEmulator;
  let google: GoogleOAuthEmulator;
  let app: ReturnType<typeof createApp>;
  let nextChannel = 0;

  beforeAll(async () => {
    google = await startGoogleOAuthEmulator({
      catalog,
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT] }],
      accounts: paged.map((channel, index) => ({
        id: String(200_000 + index).padStart(21, "1"),
        email: `importer${index}@example.com`,
        name: `Importer ${index}`,
        channelIds: [channel.id],
      })),
      now: () => clock.ms,
    });
    youtube = await startYoutubeEmulator({
      port: 0,
      apiKey: TEST_YOUTUBE_KEY,
      catalog,
      now: () => clock.ms,
      oauth: google,
    });
    const env = testEnv({
      ...youtubeVars(youtube),
      GOOGLE_OAUTH_CLIENT_ID: CLIENT_ID,
      GOOGLE_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ACCOUNTS_BASE_URL: google.url,
      GOOGLE_OAUTH_BASE_URL: google.url,
      TOKEN_ENCRYPTION_KEYS: `${KEY.id}:${KEY.key.toString("base64")}`,
    });
    const logger = createLogger("silent");
    const services = createServices({ env, db: t.connection, logger, now: clock.now });
    const auth = createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID });
    app = createApp({ env, db: t.connection, logger, auth, services });
  });
  afterAll(async () => {
    await google?.close();
    await youtube?.close();
  });

  async function signUp(): Promise<TestUser> {
    const user = await createTestUser();
    const response = await app.request(
      "/user",
      jsonRequest("POST", { email: user.email, timezone: "UTC" }, bearer(user)),
    );
    expect(response.status).toBe(201);
    return user;
  }

  /** Links the next owned channel with many subscriptions to the user; its subscriptions, as the emulator has them. */
  async function link(user: TestUser) {
    const channel = paged[nextChannel++];
    if (!channel) throw new Error("the test catalog has too few channels with many subscriptions");
    const started = await app.request("/youtubeInitiateAuth", { headers: bearer(user) });
    const { authUrl } = (await started.json()) as { authUrl: string };
    const redirect = new URL(await google.approve(authUrl, { channelId: channel.id }));
    const params = new URLSearchParams({
      code: redirect.searchParams.get("code") ?? "",
      state: redirect.searchParams.get("state") ?? "",
    });
    const response = await app.request(`/youtubeOAuthCallback?${params}`, { headers: bearer(user) });
    expect(response.status).toBe(200);
    return { channel, subscriptions: subscriptionsOf(catalog, channel).map((entry) => entry.channel) };
  }

  async function call(user: TestUser, path: string, init: RequestInit = {}) {
    const response = await app.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...bearer(user) },
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }
  const read = (user: TestUser) => call(user, "/watchlist/subscriptions");
  const importIds = (user: TestUser, channelIds: string[]) =>
    call(user, "/watchlist/import", jsonRequest("POST", { channelIds }));
  const follow = (user: TestUser, channel: string) =>
    call(user, "/watchlist", jsonRequest("POST", { channel }));

  async function unitsSpent(user: TestUser): Promise<number> {
    const [row] = await t.db
      .select({ units: userDailyUsage.youtubeUnits })
      .from(userDailyUsage)
      .where(and(eq(userDailyUsage.uid, user.uid), eq(userDailyUsage.day, pacificDay(clock.ms))));
    return row?.units ?? 0;
  }
  async function followed(user: TestUser): Promise<string[]> {
    const rows = await t.db
      .select({ channelId: watchlist.channelId })
      .from(watchlist)
      .where(eq(watchlist.uid, user.uid));
    return rows.map((row) => row.channelId).sort();
  }

  test("without a linked channel: 409 no_channel, nothing charged", async () => {
    const user = await signUp();
    const answer = await read(user);
    expect(answer.status).toBe(409);
    expect(answer.body.error.details).toEqual({ reason: "no_channel" });
    expect(answer.body.error.message).toMatch(/Link your YouTube channel/);
    expect(await unitsSpent(user)).toBe(0);
  });

  test("lists every page of subscriptions alphabetically, marks the followed one, charges 1 unit a page", async () => {
    expect(paged.length).toBeGreaterThanOrEqual(7);
    const user = await signUp();
    const { channel, subscriptions } = await link(user);
    const first = subscriptions[0];
    if (!first) throw new Error("no subscriptions");
    expect((await follow(user, first.id)).status).toBe(201);
    const before = await unitsSpent(user);
    const answer = await read(user);
    expect(answer.status).toBe(200);
    const body = WatchlistSubscriptionsResponseSchema.parse(answer.body);
    expect(body.channelId).toBe(channel.id);
    expect(body.subscriptions.map((entry) => entry.channelId).sort()).toEqual(
      subscriptions.map((entry) => entry.id).sort(),
    );
    const titles = body.subscriptions.map((entry) => entry.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
    expect(body.subscriptions.filter((entry) => entry.followed).map((entry) => entry.channelId)).toEqual([
      first.id,
    ]);
    expect(body.subscriptions.every((entry) => entry.thumbnailUrl?.startsWith("http"))).toBe(true);
    expect(body).toMatchObject({ limit: WATCHLIST_CHANNELS.free, remaining: WATCHLIST_CHANNELS.free - 1 });
    expect(await unitsSpent(user)).toBe(before + Math.ceil(subscriptions.length / 50));
  });

  test("imports up to the remaining slots: added, already followed and refused by the limit", async () => {
    const user = await signUp();
    const { subscriptions } = await link(user);
    const ids = subscriptions.slice(0, 5).map((entry) => entry.id);
    expect((await follow(user, ids[0] ?? "")).status).toBe(201);
    const answer = await importIds(user, ids);
    expect(answer.status).toBe(200);
    const body = ImportWatchlistResponseSchema.parse(answer.body);
    expect(body.added.map((entry) => entry.channelId)).toEqual(ids.slice(1, 3));
    expect(body.alreadyFollowed).toEqual(ids.slice(0, 1));
    expect(body.refused).toEqual(ids.slice(3));
    expect(body.limit).toBe(3);
    expect(body.notice).toMatch(
      /^2 channels were not added\. You follow 3 channels, the most the Free plan allows/,
    );
    expect(await followed(user)).toEqual(ids.slice(0, 3).sort());
    // Full: everything new is refused, nothing is stored.
    const again = ImportWatchlistResponseSchema.parse((await importIds(user, ids.slice(3))).body);
    expect(again).toMatchObject({ added: [], refused: ids.slice(3) });
    expect(await followed(user)).toEqual(ids.slice(0, 3).sort());
  });

  test("refuses channels that are not among the subscriptions, and malformed lists, storing nothing", async () => {
    const user = await signUp();
    const { channel, subscriptions } = await link(user);
    const stranger = catalog.channels.find(
      (candidate) => candidate.id !== channel.id && !subscriptions.some((entry) => entry.id === candidate.id),
    );
    const mine = subscriptions[0]?.id ?? "";
    const unknown = await importIds(user, [mine, stranger?.id ?? ""]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/not among your YouTube channel's subscriptions/);
    for (const channelIds of [[], [mine, mine], ["not-a-channel"]]) {
      const bad = await importIds(user, channelIds);
      expect(bad.status, JSON.stringify(channelIds)).toBe(400);
      expect(bad.body.error.message).toMatch(/channelIds/);
    }
    expect(await followed(user)).toEqual([]);
  });

  test("a revoked grant or a missing scope is a 409 saying to link again; Google down is a 503 (the unit charged first)", async () => {
    const user = await signUp();
    const { channel } = await link(user);
    const spent = await unitsSpent(user);
    youtube.failNext(1);
    const down = await read(user);
    expect(down.status).toBe(503);
    expect(down.body.error.message).toMatch(/not answering/);
    expect(await unitsSpent(user)).toBe(spent + 1);

    await t.db
      .update(youtubeLinks)
      .set({ scope: "https://www.googleapis.com/auth/yt-analytics.readonly" })
      .where(eq(youtubeLinks.channelId, channel.id));
    const scope = await read(user);
    expect(scope.status).toBe(409);
    expect(scope.body.error.details).toEqual({ reason: "missing_scope" });

    await t.db
      .update(youtubeLinks)
      .set({ scope: "https://www.googleapis.com/auth/youtube.readonly" })
      .where(eq(youtubeLinks.channelId, channel.id));
    google.revokeChannel(channel.id);
    const revoked = await read(user);
    expect(revoked.status).toBe(409);
    expect(revoked.body.error.details).toEqual({ reason: "grant_revoked" });
    expect(revoked.body.error.message).toMatch(/Link it again/);
  });

  test("a spent allowance is a 429 before YouTube is asked", async () => {
    const user = await signUp();
    await link(user);
    await t.db
      .insert(userDailyUsage)
      .values({ uid: user.uid, day: pacificDay(clock.ms), youtubeUnits: YOUTUBE_LOOKUP_UNITS_PER_DAY.free })
      .onConflictDoUpdate({
        target: [userDailyUsage.uid, userDailyUsage.day],
        set: { youtubeUnits: YOUTUBE_LOOKUP_UNITS_PER_DAY.free },
      });
    const asked = youtube.requestLog.filter((entry) => entry.path.endsWith("/subscriptions")).length;
    const answer = await read(user);
    expect(answer.status).toBe(429);
    expect(answer.body.error.message).toMatch(/allowance/);
    expect(youtube.requestLog.filter((entry) => entry.path.endsWith("/subscriptions"))).toHaveLength(asked);
  });

  test("the Free plan's 3 channels hold when imports race single follows", async () => {
    const user = await signUp();
    const { subscriptions } = await link(user);
    const ids = subscriptions.slice(0, 12).map((entry) => entry.id);
    const answers = await Promise.all([
      importIds(user, ids.slice(0, 4)),
      follow(user, ids[4] ?? ""),
      importIds(user, ids.slice(5, 9)),
      follow(user, ids[9] ?? ""),
      importIds(user, ids.slice(2, 7)),
      follow(user, ids[10] ?? ""),
      importIds(user, ids.slice(8, 12)),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => [200, 201, 403].includes(status))).toBe(
      true,
    );
    const stored = await followed(user);
    expect(stored).toHaveLength(WATCHLIST_CHANNELS.free);
    const added = answers.flatMap((answer) =>
      answer.status === 201
        ? [answer.body.channel.channelId]
        : answer.status === 200
          ? answer.body.added.map((entry) => entry.channelId)
          : [],
    );
    expect(added.sort()).toEqual(stored);
    const [count] = await t.db
      .execute<{ n: number }>(sql`select count(*)::int as n from watchlist where uid = ${user.uid}`)
      .then((result) => result.rows);
    expect(count?.n).toBe(3);
  });
});
