// Channel linking end to end through the API: the real app, the real Firebase Auth emulator, the Google
// OAuth and YouTube emulators over HTTP, on PGlite and PostgreSQL.
import { randomBytes } from "node:crypto";
import { type GoogleOAuthEmulator, subscriptionsOf } from "@vi/emulators/google-oauth";
import type { YoutubeEmulator } from "@vi/emulators/youtube";
import {
  ConnectedYoutubeAccountsResponseSchema,
  GetUserResponseSchema,
  YOUTUBE_ACCOUNTS_MAX,
  YOUTUBE_ANALYTICS_SCOPE,
  YOUTUBE_READONLY_SCOPE,
  YoutubeInitiateAuthResponseSchema,
} from "@vi/types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUpUser, testEnv } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { googleVars, startTestGoogle, TEST_GOOGLE_CLIENT } from "../../test/google.ts";
import { channelId as fixtureChannelId, insertChannels, insertVideos } from "../../test/videos.ts";
import { HOUR, startTestEmulator, TestClock, testCatalog, youtubeVars } from "../../test/youtube.ts";
import { createApp } from "../app.ts";
import { createFirebaseAuth } from "../auth/firebase.ts";
import { trackedChannels, users, youtubeLinks, youtubeOauthStates } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createServices, type Services } from "../services.ts";
import { OPEN_AUTHORIZATIONS_MAX } from "./service.ts";
import { createTokenCipher } from "./token-cipher.ts";

const { clientId: CLIENT_ID, redirectUri: REDIRECT } = TEST_GOOGLE_CLIENT;
const KEY = { id: "k1", key: randomBytes(32) };
const catalog = testCatalog();
const channelAt = (index: number) => catalog.channels[index]?.id ?? "";

forEachDatabase((t) => {
  const clock = new TestClock();
  let youtube: YoutubeEmulator;
  let google: GoogleOAuthEmulator;
  let services: Services;
  let app: ReturnType<typeof createApp>;

  function build(vars: Record<string, string> = {}) {
    const env = testEnv({
      ...youtubeVars(youtube),
      ...googleVars(google, KEY),
      ...vars,
    });
    const logger = createLogger("silent");
    const built = createServices({ env, db: t.connection, logger, now: clock.now });
    return {
      services: built,
      app: createApp({
        env,
        db: t.connection,
        logger,
        auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
        services: built,
      }),
    };
  }

  beforeAll(async () => {
    // One owner per channel, so each test links channels of its own; and one account without a channel.
    google = await startTestGoogle(catalog, clock, {
      accounts: [{ id: "9".repeat(21), email: "viewer@example.com", name: "Viewer", channelIds: [] }],
    });
    youtube = await startTestEmulator(clock, { oauth: google });
    ({ services, app } = build());
  });
  afterAll(async () => {
    await google.close();
    await youtube.close();
  });

  const signUp = () => signUpUser(app);

  async function initiate(user: TestUser) {
    const response = await app.request("/youtubeInitiateAuth", { headers: bearer(user) });
    expect(response.status).toBe(200);
    return YoutubeInitiateAuthResponseSchema.parse(await response.json()).authUrl;
  }

  /** Google's redirect back for the channel (null: the account without one), as the consent page makes it. */
  async function authorize(user: TestUser, channelId: string | null) {
    const redirect = new URL(await google.approve(await initiate(user), { channelId }));
    return { code: redirect.searchParams.get("code") ?? "", state: redirect.searchParams.get("state") ?? "" };
  }

  function callback(user: TestUser, params: { code: string; state: string }) {
    return app.request(`/youtubeOAuthCallback?${new URLSearchParams(params)}`, { headers: bearer(user) });
  }

  async function link(user: TestUser, channelId: string) {
    const response = await callback(user, await authorize(user, channelId));
    expect(response.status).toBe(200);
    return response.json();
  }

  async function connected(user: TestUser) {
    const response = await app.request("/connectedYoutubeAccounts", { headers: bearer(user) });
    expect(response.status).toBe(200);
    return ConnectedYoutubeAccountsResponseSchema.parse(await response.json()).youtubeAccounts;
  }

  async function userInfo(user: TestUser) {
    const response = await app.request("/user", { headers: bearer(user) });
    return GetUserResponseSchema.parse(await response.json()).userInfo;
  }

  async function expectError(response: Response, status: number, message: RegExp) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(message);
  }

  describe("GET /youtubeInitiateAuth", () => {
    test("answers Google's address with the read-only YouTube and Analytics scopes, offline access, PKCE and a state stored hashed", async () => {
      const user = await signUp();
      const url = new URL(await initiate(user));
      expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
      const params = Object.fromEntries(url.searchParams);
      expect(params).toMatchObject({
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT,
        response_type: "code",
        scope: `${YOUTUBE_READONLY_SCOPE} ${YOUTUBE_ANALYTICS_SCOPE}`,
        access_type: "offline",
        code_challenge_method: "S256",
      });
      expect(params.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await t.db.select().from(youtubeOauthStates).where(eq(youtubeOauthStates.uid, user.uid));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(params.state);
      expect(rows[0]?.expiresAt.getTime()).toBe(clock.ms + 10 * 60_000);
    });

    test("needs a signed-in user", async () => {
      expect((await app.request("/youtubeInitiateAuth")).status).toBe(401);
    });

    test(`16 at once: exactly ${OPEN_AUTHORIZATIONS_MAX} open authorizations, the rest 429 (parallel connections)`, async () => {
      const user = await signUp();
      const responses = await Promise.all(
        Array.from({ length: 16 }, () => app.request("/youtubeInitiateAuth", { headers: bearer(user) })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(OPEN_AUTHORIZATIONS_MAX);
      expect(statuses.filter((status) => status === 429)).toHaveLength(16 - OPEN_AUTHORIZATIONS_MAX);
      const rows = await t.db.select().from(youtubeOauthStates).where(eq(youtubeOauthStates.uid, user.uid));
      expect(rows).toHaveLength(OPEN_AUTHORIZATIONS_MAX);
    });
  });

  describe("linking a channel", () => {
    test("links the channel, stores its subscriptions and queues them for tracking", async () => {
      const user = await signUp();
      const channel = catalog.channels[0];
      if (!channel) throw new Error("catalog too small");
      const body = await link(user, channel.id);
      expect(body).toMatchObject({
        success: true,
        account: { channelId: channel.id, channelTitle: channel.title, needsReconnect: false },
      });
      expect(await connected(user)).toEqual([
        {
          channelId: channel.id,
          channelTitle: channel.title,
          thumbnailUrl: expect.stringMatching(/^http/),
          needsReconnect: false,
        },
      ]);
      const expected = subscriptionsOf(catalog, channel).map((entry) => entry.channel.id);
      const info = await userInfo(user);
      expect(info.currentAccount?.channelId).toBe(channel.id);
      expect(info.currentAccount?.subscriptions.map((entry) => entry.channelId)).toEqual(expected);
      const tracked = await t.db.select({ id: trackedChannels.channelId }).from(trackedChannels);
      expect(tracked.map((row) => row.id)).toEqual(expect.arrayContaining([channel.id, ...expected]));
    });

    test("keeps the tokens encrypted at rest (AES-GCM, bound to the row)", async () => {
      const user = await signUp();
      const channelId = channelAt(1);
      await link(user, channelId);
      const [row] = await t.db.select().from(youtubeLinks).where(eq(youtubeLinks.channelId, channelId));
      if (!row) throw new Error("no link row");
      expect(row.keyId).toBe(KEY.id);
      expect(row.accessToken).toMatch(/^v1:k1:/);
      expect(row.accessToken).not.toContain("ya29");
      expect(row.refreshToken).not.toContain("1//");
      const cipher = createTokenCipher([KEY]);
      const access = cipher.decrypt(row.accessToken, `youtube_links.access_token:${channelId}`);
      expect(access).toMatch(/^ya29\.emu-/);
      expect(google.verifyAccessToken(access).ok).toBe(true);
      // Nowhere in the table, in any column, is a token in clear.
      const clear = await t.db.execute(
        sql`select count(*)::int as n from youtube_links where row_to_json(youtube_links)::text like '%ya29%' or row_to_json(youtube_links)::text like '%1//%'`,
      );
      expect(clear.rows[0]).toEqual({ n: 0 });
      // Another row's context does not decrypt it.
      expect(() => cipher.decrypt(row.accessToken, `youtube_links.access_token:${channelAt(2)}`)).toThrow();
    });

    test("refuses a state used twice, expired, unknown or started by another user", async () => {
      const user = await signUp();
      const other = await signUp();
      const used = await authorize(user, channelAt(3));
      expect((await callback(user, used)).status).toBe(200);
      await expectError(await callback(user, used), 400, /already used/);

      const unknown = { code: "4/whatever", state: randomBytes(32).toString("base64url") };
      await expectError(await callback(user, unknown), 400, /unknown/);

      const foreign = await authorize(user, channelAt(3));
      await expectError(await callback(other, foreign), 403, /another user/);
      // Not spent by the other user's attempt: its owner can still finish it.
      expect((await callback(user, foreign)).status).toBe(200);

      const late = await authorize(user, channelAt(3));
      clock.advance(10 * 60_000 + 1);
      await expectError(await callback(user, late), 400, /expired/);
    });

    test("refuses a forged code and a malformed state", async () => {
      const user = await signUp();
      const { state } = await authorize(user, channelAt(4));
      await expectError(await callback(user, { code: "4/forged-code", state }), 400, /did not accept/);
      expect((await callback(user, { code: "x", state: "short" })).status).toBe(400);
      expect(await connected(user)).toEqual([]);
    });

    test("refuses a Google account without a channel, and revokes that grant", async () => {
      const user = await signUp();
      await expectError(await callback(user, await authorize(user, null)), 400, /no YouTube channel/);
      expect(
        google
          .grants()
          .filter((grant) => grant.channelId === null)
          .every((grant) => grant.revoked),
      ).toBe(true);
    });

    test("refuses a channel another user already linked", async () => {
      const first = await signUp();
      const second = await signUp();
      await link(first, channelAt(5));
      await expectError(
        await callback(second, await authorize(second, channelAt(5))),
        409,
        /another VidInsight account/,
      );
      expect(await connected(second)).toEqual([]);
      expect((await connected(first)).map((account) => account.channelId)).toEqual([channelAt(5)]);
    });

    test(`caps a user at ${YOUTUBE_ACCOUNTS_MAX} linked channels`, async () => {
      const user = await signUp();
      const cipher = createTokenCipher([KEY]);
      await t.db.insert(youtubeLinks).values(
        Array.from({ length: YOUTUBE_ACCOUNTS_MAX }, (_, i) => {
          const channelId = `UCcap${user.uid.slice(0, 8)}${String(i).padStart(11, "0")}`;
          return {
            channelId,
            uid: user.uid,
            title: `Channel ${i}`,
            accessToken: cipher.encrypt("x", `youtube_links.access_token:${channelId}`),
            keyId: KEY.id,
            accessTokenExpiresAt: clock.now(),
            scope: YOUTUBE_READONLY_SCOPE,
          };
        }),
      );
      await expectError(
        await app.request("/youtubeInitiateAuth", { headers: bearer(user) }),
        409,
        /at most 50/,
      );
    });
  });

  describe("tokens over time", () => {
    test("refreshes an expired access token to read subscriptions again", async () => {
      const user = await signUp();
      const channelId = channelAt(6);
      await link(user, channelId);
      clock.advance(2 * HOUR);
      const refreshes = () => google.requestLog.filter((entry) => entry.grantType === "refresh_token").length;
      const before = refreshes();
      const result = await services.youtubeLinking?.refreshSubscriptions(channelId);
      expect(result).toEqual({ subscriptions: expect.any(Number) });
      expect(refreshes()).toBe(before + 1);
      const [row] = await t.db.select().from(youtubeLinks).where(eq(youtubeLinks.channelId, channelId));
      expect(row?.accessTokenExpiresAt.getTime()).toBe(clock.ms + 3599_000);
      expect(row?.subscriptionsRefreshedAt?.getTime()).toBe(clock.ms);
    });

    test("marks the channel 'needs reconnecting' when the user revoked access at Google", async () => {
      const user = await signUp();
      const channelId = channelAt(7);
      await link(user, channelId);
      google.revokeChannel(channelId);
      expect(await services.youtubeLinking?.refreshSubscriptions(channelId)).toEqual({
        needsReconnect: true,
      });
      expect(await connected(user)).toEqual([expect.objectContaining({ channelId, needsReconnect: true })]);
      // Linking it again clears the mark.
      await link(user, channelId);
      expect(await connected(user)).toEqual([expect.objectContaining({ channelId, needsReconnect: false })]);
    });
  });

  describe("DELETE /youtubeDisconnect", () => {
    test("revokes the grant at Google and deletes the tokens and subscriptions", async () => {
      const user = await signUp();
      const channelId = channelAt(8);
      await link(user, channelId);
      await link(user, channelAt(9));
      const response = await app.request(`/youtubeDisconnect?channelId=${channelId}`, {
        method: "DELETE",
        headers: bearer(user),
      });
      expect(response.status).toBe(200);
      expect(
        google
          .grants()
          .filter((grant) => grant.channelId === channelId)
          .every((grant) => grant.revoked),
      ).toBe(true);
      expect(await t.db.select().from(youtubeLinks).where(eq(youtubeLinks.channelId, channelId))).toEqual([]);
      const info = await userInfo(user);
      expect(info.youtubeAccounts.map((account) => account.channelId)).toEqual([channelAt(9)]);
      expect(info.currentAccount?.channelId).toBe(channelAt(9));
    });

    test("keeps the link when Google cannot confirm, and answers 503", async () => {
      const user = await signUp();
      const channelId = channelAt(10);
      await link(user, channelId);
      google.failNext(1);
      const response = await app.request(`/youtubeDisconnect?channelId=${channelId}`, {
        method: "DELETE",
        headers: bearer(user),
      });
      expect(response.status).toBe(503);
      expect((await connected(user)).map((account) => account.channelId)).toEqual([channelId]);
    });

    test("only disconnects the caller's own channels", async () => {
      const owner = await signUp();
      const other = await signUp();
      await link(owner, channelAt(11));
      const response = await app.request(`/youtubeDisconnect?channelId=${channelAt(11)}`, {
        method: "DELETE",
        headers: bearer(other),
      });
      expect(response.status).toBe(404);
      expect(await connected(other)).toEqual([]);
      expect(await connected(owner)).toHaveLength(1);
      expect(
        (await app.request("/youtubeDisconnect?channelId=nope", { method: "DELETE", headers: bearer(owner) }))
          .status,
      ).toBe(400);
    });
  });

  test("DELETE /user revokes every linked grant", async () => {
    const user = await signUp();
    await link(user, channelAt(12));
    expect((await app.request("/user", { method: "DELETE", headers: bearer(user) })).status).toBe(200);
    expect(
      google
        .grants()
        .filter((grant) => grant.channelId === channelAt(12))
        .every((grant) => grant.revoked),
    ).toBe(true);
    expect(await t.db.select().from(youtubeLinks).where(eq(youtubeLinks.uid, user.uid))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.uid, user.uid))).toEqual([]);
  });

  test("GET /outliers?mySubscriptions=true keeps the current account's subscribed channels only", async () => {
    const fixtures = [{ n: 901 }, { n: 902 }, { n: 903 }];
    await insertChannels(t.db, fixtures);
    const byN = new Map(fixtures.map((channel) => [channel.n, channel]));
    await insertVideos(
      t.db,
      fixtures.map((channel, i) => ({ n: 9_000 + i, channel: channel.n })),
      byN,
    );
    const user = await signUp();
    const outliers = async (who: TestUser) => {
      const response = await app.request("/outliers?mySubscriptions=true", { headers: bearer(who) });
      expect(response.status).toBe(200);
      return (await response.json()) as { videoData: { channelTitle: string }[]; total: number };
    };
    // Nothing linked: nothing subscribed to.
    expect((await outliers(user)).total).toBe(0);
    const linked = (n: number[]) => ({
      channelId: channelAt(0),
      title: "Mine",
      subscriptions: n.map((i) => ({ channelId: fixtureChannelId(i), title: `Channel ${i}` })),
    });
    // The last account is the current one: its subscriptions count, not the first one's.
    await t.db
      .update(users)
      .set({ youtube: [{ ...linked([903]), channelId: channelAt(1) }, linked([901, 902])] })
      .where(eq(users.uid, user.uid));
    const page = await outliers(user);
    expect(page.total).toBe(2);
    expect(page.videoData.map((row) => row.channelTitle).sort()).toEqual(["Channel 901", "Channel 902"]);
  });

  test("without a Google client the routes say linking is not configured", async () => {
    const unconfigured = build({ GOOGLE_OAUTH_CLIENT_ID: "", GOOGLE_OAUTH_CLIENT_SECRET: "" }).app;
    const user = await createTestUser();
    expect((await unconfigured.request("/youtubeInitiateAuth", { headers: bearer(user) })).status).toBe(503);
    const list = await unconfigured.request("/connectedYoutubeAccounts", { headers: bearer(user) });
    expect(await list.json()).toEqual({ youtubeAccounts: [] });
  });
});
