import { GetUserResponseSchema, type UserInfo, type YoutubeLinkedAccount } from "@vi/types";
import { eq, like } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import { bearer, createTestUser, emulatorHasUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { savedVideos, trackedChannels, users } from "../db/schema.ts";
import { discoverChannels } from "../jobs/discovery.ts";
import { createLogger } from "../logger.ts";

const channel = (n: number): YoutubeLinkedAccount => ({
  channelId: `UC${String(n).padStart(22, "0")}`,
  title: `Channel ${n}`,
  subscriptions: [{ channelId: `UC${String(n + 100).padStart(22, "0")}`, title: `Subscribed ${n}` }],
});

forEachDatabase((t) => {
  const app = () => createTestApp(t.connection);

  async function signUp(
    options: { timezone?: string; displayName?: string } = {},
  ): Promise<TestUser & { info: UserInfo }> {
    const user = await createTestUser({ displayName: options.displayName });
    const response = await app().request(
      "/user",
      jsonRequest("POST", { email: user.email, timezone: options.timezone ?? "Europe/Paris" }, bearer(user)),
    );
    expect(response.status).toBe(201);
    const { userInfo } = GetUserResponseSchema.parse(await response.json());
    return { ...user, info: userInfo };
  }

  async function getUser(user: TestUser) {
    const response = await app().request("/user", { headers: bearer(user) });
    expect(response.status).toBe(200);
    return GetUserResponseSchema.parse(await response.json()).userInfo;
  }

  async function put(user: TestUser, body: unknown) {
    return app().request("/user", jsonRequest("PUT", body, bearer(user)));
  }

  async function expectError(response: Response, status: number, message: RegExp) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(message);
    return body.error;
  }

  describe("authentication", () => {
    // A body that would be valid, so only the missing/bad token can explain the 401 (GET carries none).
    const requestWithBody = (method: string, headers: Record<string, string> = {}) =>
      method === "GET"
        ? { method, headers }
        : jsonRequest(method, { name: "x", email: "a@example.com", timezone: "UTC" }, headers);

    test.each(["GET", "POST", "PUT", "DELETE"])("%s /user without a token -> 401", async (method) => {
      const response = await app().request("/user", requestWithBody(method));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    });

    test.each(["GET", "POST", "PUT", "DELETE"])("%s /user with a bad token -> 401", async (method) => {
      const response = await app().request(
        "/user",
        requestWithBody(method, { Authorization: "Bearer eyJhbGciOiJub25lIn0.e30." }),
      );
      expect(response.status).toBe(401);
    });
  });

  describe("GET /user", () => {
    test("404 JSON before the record exists", async () => {
      const user = await createTestUser();
      const response = await app().request("/user", { headers: bearer(user) });
      const error = await expectError(response, 404, /POST \/user/);
      expect(error.code).toBe("NOT_FOUND");
    });

    test("answers the user info: saved videos as a map, the last linked channel as the current account", async () => {
      const user = await signUp();
      await t.db
        .update(users)
        .set({ youtube: [channel(1), channel(2)] })
        .where(eq(users.uid, user.uid));
      await t.db.insert(savedVideos).values([
        { uid: user.uid, videoId: "abc123def45" },
        { uid: user.uid, videoId: "zyx987WVU_-" },
      ]);
      const info = await getUser(user);
      expect(info.savedVideoIds).toEqual({ abc123def45: true, "zyx987WVU_-": true });
      expect(info.youtubeAccounts).toEqual([channel(1), channel(2)]);
      expect(info.currentAccount).toEqual(channel(2));
    });
  });

  describe("POST /user", () => {
    test("creates the record from the token with the defaults", async () => {
      const user = await signUp({ timezone: "America/New_York" });
      expect(user.info).toEqual({
        name: null,
        email: user.email,
        subscribedToDailyRecapEmail: true,
        isAdmin: false,
        isBetaTester: false,
        timezone: "America/New_York",
        language: null,
        savedVideoIds: {},
        subscription_live: null,
        youtubeAccounts: [],
        currentAccount: null,
        plan: "free",
      });
      expect(await getUser(user)).toEqual(user.info);
    });

    test("takes the name from the token when the identity provider has one", async () => {
      const user = await signUp({ displayName: "Grace Hopper" });
      expect(user.info.name).toBe("Grace Hopper");
    });

    test("is idempotent: a second call answers 200 with the record unchanged", async () => {
      const user = await signUp({ timezone: "Asia/Tokyo" });
      const again = await app().request(
        "/user",
        jsonRequest("POST", { email: user.email, timezone: "Europe/Berlin" }, bearer(user)),
      );
      expect(again.status).toBe(200);
      expect(GetUserResponseSchema.parse(await again.json()).userInfo.timezone).toBe("Asia/Tokyo");
      expect(await t.db.select().from(users).where(eq(users.uid, user.uid))).toHaveLength(1);
    });

    test("a uid (or isAdmin) in the body is ignored: the record is the token's user's", async () => {
      const user = await createTestUser();
      const response = await app().request(
        "/user",
        jsonRequest(
          "POST",
          { email: user.email, timezone: "UTC", uid: "someone-else", isAdmin: true },
          bearer(user),
        ),
      );
      expect(response.status).toBe(201);
      expect(await t.db.select().from(users).where(eq(users.uid, "someone-else"))).toEqual([]);
      const [row] = await t.db.select().from(users).where(eq(users.uid, user.uid));
      expect(row).toMatchObject({ uid: user.uid, isAdmin: false });
    });

    test("an email other than the token's -> 400 naming email", async () => {
      const user = await createTestUser();
      const response = await app().request(
        "/user",
        jsonRequest("POST", { email: "other@example.com", timezone: "UTC" }, bearer(user)),
      );
      await expectError(response, 400, /^email: /);
      expect(await t.db.select().from(users).where(eq(users.uid, user.uid))).toEqual([]);
    });

    test.each(["Mars/Olympus_Mons", "+05:00", "", "Europe/Paris; drop table users"])(
      "an invalid timezone %j -> 400 naming timezone",
      async (timezone) => {
        const user = await createTestUser();
        const response = await app().request(
          "/user",
          jsonRequest("POST", { email: user.email, timezone }, bearer(user)),
        );
        await expectError(response, 400, /^timezone: /);
      },
    );

    test("malformed JSON -> 400 JSON", async () => {
      const user = await createTestUser();
      const response = await app().request("/user", {
        method: "POST",
        headers: { ...bearer(user), "content-type": "application/json" },
        body: "{ not json",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
    });
  });

  describe("PUT /user", () => {
    test("saves name (trimmed), timezone and the recap flag; answers { success: true }", async () => {
      const user = await signUp();
      const response = await put(user, {
        name: "  Ada Lovelace  ",
        timezone: "Australia/Sydney",
        subscribedToDailyRecapEmail: false,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(await getUser(user)).toMatchObject({
        name: "Ada Lovelace",
        timezone: "Australia/Sydney",
        subscribedToDailyRecapEmail: false,
      });
    });

    test("null fields are not sent values: they change nothing", async () => {
      const user = await signUp({ timezone: "Europe/Paris" });
      await put(user, { name: "Kept" });
      const response = await put(user, { name: null, timezone: null, subscribedToDailyRecapEmail: false });
      expect(response.status).toBe(200);
      expect(await getUser(user)).toMatchObject({
        name: "Kept",
        timezone: "Europe/Paris",
        subscribedToDailyRecapEmail: false,
      });
    });

    test.each([
      ["empty", ""],
      ["blank", "   "],
      ["101 characters", "a".repeat(101)],
    ])("a name that is %s -> 400 naming name", async (_label, name) => {
      const user = await signUp();
      await put(user, { name: "Before" });
      await expectError(await put(user, { name }), 400, /^name: /);
      expect((await getUser(user)).name).toBe("Before");
    });

    test("a name of exactly 100 characters is accepted", async () => {
      const user = await signUp();
      expect((await put(user, { name: "b".repeat(100) })).status).toBe(200);
      expect((await getUser(user)).name).toBe("b".repeat(100));
    });

    test("an invalid timezone -> 400 naming timezone, nothing saved", async () => {
      const user = await signUp({ timezone: "Europe/Paris" });
      await expectError(
        await put(user, { timezone: "Europe/Atlantis", name: "Changed" }),
        400,
        /^timezone: /,
      );
      expect(await getUser(user)).toMatchObject({ timezone: "Europe/Paris", name: null });
    });

    // Issue 21, #3 and #7: a NUL answered 500 (PostgreSQL text cannot hold it); a lone surrogate was
    // stored as U+FFFD. Both are refused now, and nothing is saved.
    test.each([
      ["a NUL", "a\u0000b", /^name: Name contains characters that are not allowed/],
      ["a lone surrogate", "x\ud800y", /^name: Name contains invalid Unicode/],
      ["a newline", "a\nb", /^name: Name contains characters that are not allowed/],
    ])("a name with %s -> 400 naming name, nothing saved", async (_what, name, message) => {
      const user = await signUp();
      // Sent as the JSON text itself, so the escape reaches the server as written.
      const response = await app().request("/user", {
        method: "PUT",
        headers: { "content-type": "application/json", ...bearer(user) },
        body: `{"name":${JSON.stringify(name)}}`,
      });
      await expectError(response, 400, message);
      expect((await getUser(user)).name).toBeNull();
    });

    test("saves the interface language; null before the user picks one", async () => {
      const user = await signUp();
      expect(user.info.language).toBeNull();
      expect((await put(user, { language: "pt-BR" })).status).toBe(200);
      expect((await getUser(user)).language).toBe("pt-BR");
    });

    test.each(["pt", "xx", "EN", ""])(
      "a language outside the supported list (%j) -> 400 naming language, nothing saved",
      async (language) => {
        const user = await signUp();
        await put(user, { language: "de" });
        await expectError(
          await put(user, { language, name: "Changed" }),
          400,
          /^language: Choose one of the supported languages/,
        );
        expect(await getUser(user)).toMatchObject({ language: "de", name: null });
      },
    );

    test("a legacy time-zone name is stored as its canonical IANA name", async () => {
      const user = await signUp({ timezone: "US/Pacific" });
      expect(user.info.timezone).toBe("America/Los_Angeles");
      expect((await put(user, { timezone: "US/Pacific-New" })).status).toBe(200);
      expect((await getUser(user)).timezone).toBe("America/Los_Angeles");
    });

    test("an empty update -> 400", async () => {
      const user = await signUp();
      await expectError(await put(user, {}), 400, /Nothing to update/);
      await expectError(await put(user, { name: null }), 400, /Nothing to update/);
    });

    test("a uid in the body is ignored: only the caller's record changes", async () => {
      const victim = await signUp();
      const attacker = await signUp();
      expect((await put(attacker, { uid: victim.uid, name: "Mallory" })).status).toBe(200);
      expect((await getUser(victim)).name).toBeNull();
      expect((await getUser(attacker)).name).toBe("Mallory");
    });

    test("isAdmin escalation by a non-admin -> 403, the record stays non-admin", async () => {
      const user = await signUp();
      const error = await expectError(await put(user, { isAdmin: true }), 403, /^isAdmin: /);
      expect(error.code).toBe("FORBIDDEN");
      expect((await getUser(user)).isAdmin).toBe(false);
    });

    test("isAdmin escalation is refused even when sent with other valid fields", async () => {
      const user = await signUp();
      expect((await put(user, { name: "Sneaky", isAdmin: true })).status).toBe(403);
      expect(await getUser(user)).toMatchObject({ isAdmin: false, name: null });
    });

    test("isAdmin: false from a non-admin changes nothing and is accepted", async () => {
      const user = await signUp();
      expect((await put(user, { isAdmin: false, name: "Plain" })).status).toBe(200);
      expect(await getUser(user)).toMatchObject({ isAdmin: false, name: "Plain" });
    });

    // Issue 28, #5: an admin dropped its own right through PUT /user, with no audit row.
    test("isAdmin never changes a role, not even an admin's own: 403, role unchanged", async () => {
      const admin = await signUp();
      await t.db.update(users).set({ isAdmin: true }).where(eq(users.uid, admin.uid));
      const error = await expectError(await put(admin, { isAdmin: false }), 403, /^isAdmin: .*role routes/);
      expect(error.code).toBe("FORBIDDEN");
      expect((await getUser(admin)).isAdmin).toBe(true);
      // The stored value itself is accepted (the field stays part of the update).
      expect((await put(admin, { isAdmin: true, name: "Root" })).status).toBe(200);
      expect(await getUser(admin)).toMatchObject({ isAdmin: true, name: "Root" });
    });

    test("email equal to the token's (any case) is accepted; another email -> 400 'changing the email needs support'", async () => {
      const user = await signUp();
      expect((await put(user, { email: user.email.toUpperCase() })).status).toBe(200);
      expect((await getUser(user)).email).toBe(user.email);
      await expectError(
        await put(user, { email: "new@example.com" }),
        400,
        /^email: changing the email needs support$/,
      );
      expect((await getUser(user)).email).toBe(user.email);
    });

    test("youtube picks the order of the linked channels; the last becomes current; data stays the server's", async () => {
      const user = await signUp();
      await t.db
        .update(users)
        .set({ youtube: [channel(1), channel(2), channel(3)] })
        .where(eq(users.uid, user.uid));
      const renamed = { ...channel(1), title: "Renamed", subscriptions: [] };
      expect((await put(user, { youtube: [channel(3), renamed] })).status).toBe(200);
      const info = await getUser(user);
      // Channel 2, left out, stays linked; the caller's title and subscriptions are not stored.
      expect(info.youtubeAccounts).toEqual([channel(2), channel(3), channel(1)]);
      expect(info.currentAccount).toEqual(channel(1));
    });

    // Issue 28, #5: `youtube: []` emptied the accounts while the channel stayed linked and its grant kept.
    test("youtube: [] leaves the linked accounts as they are", async () => {
      const user = await signUp();
      await t.db
        .update(users)
        .set({ youtube: [channel(1), channel(2)] })
        .where(eq(users.uid, user.uid));
      expect((await put(user, { youtube: [] })).status).toBe(200);
      const info = await getUser(user);
      expect(info.youtubeAccounts).toEqual([channel(1), channel(2)]);
      expect(info.currentAccount).toEqual(channel(2));
    });

    // Issue 28, #5: 1,000 made-up subscriptions were stored and the discovery job queued every one.
    test("1,000 made-up subscriptions on a linked channel: none stored, none queued by discovery", async () => {
      const user = await signUp();
      await t.db
        .update(users)
        .set({ youtube: [channel(40)] })
        .where(eq(users.uid, user.uid));
      const fake = Array.from({ length: 1_000 }, (_, i) => ({
        channelId: `UCfake${String(i).padStart(18, "0")}`,
        title: `Fake ${i}`,
      }));
      const response = await put(user, { youtube: [{ ...channel(40), subscriptions: fake }] });
      expect(response.status).toBe(200);
      expect((await getUser(user)).youtubeAccounts).toEqual([channel(40)]);
      await discoverChannels({
        db: t.db,
        now: () => new Date(),
        logger: createLogger("silent"),
        youtube: null,
      });
      const queued = await t.db
        .select({ channelId: trackedChannels.channelId })
        .from(trackedChannels)
        .where(like(trackedChannels.channelId, "UCfake%"));
      expect(queued).toEqual([]);
      const own = await t.db
        .select({ channelId: trackedChannels.channelId })
        .from(trackedChannels)
        .where(eq(trackedChannels.channelId, channel(40).subscriptions[0]!.channelId));
      expect(own).toHaveLength(1);
    });

    test("youtube naming a channel the user has not linked -> 403, nothing saved", async () => {
      const user = await signUp();
      await t.db
        .update(users)
        .set({ youtube: [channel(1)] })
        .where(eq(users.uid, user.uid));
      const error = await expectError(
        await put(user, { youtube: [channel(1), channel(9)] }),
        403,
        /^youtube: /,
      );
      expect(error.message).toContain(channel(9).channelId);
      expect((await getUser(user)).youtubeAccounts).toEqual([channel(1)]);
    });

    test("youtube with a malformed channel -> 400 naming the field", async () => {
      const user = await signUp();
      await expectError(
        await put(user, { youtube: [{ channelId: "nope", title: "x", subscriptions: [] }] }),
        400,
        /^youtube\.0\.channelId: /,
      );
    });

    test("404 before the record exists", async () => {
      const user = await createTestUser();
      expect((await put(user, { name: "Nobody" })).status).toBe(404);
    });
  });

  describe("DELETE /user", () => {
    test("deletes the user's rows and Firebase account, and nobody else's", async () => {
      const user = await signUp();
      const other = await signUp();
      await t.db.insert(savedVideos).values([
        { uid: user.uid, videoId: "abc123def45" },
        { uid: other.uid, videoId: "abc123def45" },
      ]);

      const response = await app().request("/user", { method: "DELETE", headers: bearer(user) });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });

      expect(await t.db.select().from(users).where(eq(users.uid, user.uid))).toEqual([]);
      expect(await t.db.select().from(savedVideos).where(eq(savedVideos.uid, user.uid))).toEqual([]);
      expect(await emulatorHasUser(user.idToken)).toBe(false);
      // The old token no longer proves anyone, and cannot bring the record back.
      expect((await app().request("/user", { headers: bearer(user) })).status).toBe(401);
      const recreate = await app().request(
        "/user",
        jsonRequest("POST", { email: user.email, timezone: "Europe/Paris" }, bearer(user)),
      );
      expect(recreate.status).toBe(401);
      expect(await t.db.select().from(users).where(eq(users.uid, user.uid))).toEqual([]);

      expect(await getUser(other)).toMatchObject({
        email: other.email,
        savedVideoIds: { abc123def45: true },
      });
      expect(await emulatorHasUser(other.idToken)).toBe(true);
    });

    test("works for a signed-in user without a record (deletes the Firebase account)", async () => {
      const user = await createTestUser();
      expect((await app().request("/user", { method: "DELETE", headers: bearer(user) })).status).toBe(200);
      expect(await emulatorHasUser(user.idToken)).toBe(false);
    });
  });
});
