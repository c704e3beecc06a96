import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import {
  bearer,
  createAnonymousUser,
  createTestUser,
  signInWithEmailLink,
  type TestUser,
} from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { type AuthProvider, createFirebaseAuth, InvalidTokenError } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import type { Database } from "../db/index.ts";
import { users } from "../db/schema.ts";
import { onError, onNotFound } from "../error-handler.ts";
import { createLogger } from "../logger.ts";
import { isAdmin } from "../roles/roles.ts";
import { requireAdmin } from "./admin.ts";
import { EMAIL_NOT_VERIFIED_MESSAGE, EMAIL_REQUIRED_MESSAGE, requireAuth } from "./auth.ts";

const auth = createFirebaseAuth({ projectId: "demo-vidinsight" });

/** A minimal app with the real middleware: /me echoes the verified caller, /admin needs the stored flag. */
function probeApp(db?: Database) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("logger", createLogger("silent"));
    await next();
  });
  app.get("/me", requireAuth(auth), (c) => c.json(c.var.user));
  if (db)
    app.get(
      "/admin",
      requireAuth(auth),
      requireAdmin((uid) => isAdmin(db, uid)),
      (c) => c.json({ ok: true }),
    );
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}

/** An unsigned JWT like the emulator's, with chosen claims. */
function forgedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: "none", typ: "JWT" })}.${encode({
    iss: "https://securetoken.google.com/demo-vidinsight",
    aud: "demo-vidinsight",
    auth_time: now,
    iat: now,
    exp: now + 3600,
    ...claims,
  })}.`;
}

describe("requireAuth", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser({ displayName: "Ada Lovelace" });
  });

  test("a valid emulator ID token puts uid, email and name on the context", async () => {
    const response = await probeApp().request("/me", { headers: bearer(user) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      uid: user.uid,
      email: user.email,
      name: "Ada Lovelace",
      emailVerified: true,
    });
  });

  test("no Authorization header -> 401 JSON", async () => {
    const response = await probeApp().request("/me");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });

  test.each<[string, (token: string) => string]>([
    ["a random string", () => "Bearer not-a-token"],
    ["a token cut short", (token) => `Bearer ${token.slice(0, -20)}`],
    ["another scheme", (token) => `Basic ${token}`],
    ["an empty bearer", () => "Bearer "],
  ])("%s -> 401 JSON", async (_name, header) => {
    const response = await probeApp().request("/me", { headers: { Authorization: header(user.idToken) } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });

  test("a token for another Firebase project -> 401", async () => {
    const token = forgedToken({
      iss: "https://securetoken.google.com/demo-other",
      aud: "demo-other",
      sub: user.uid,
      user_id: user.uid,
    });
    const response = await probeApp().request("/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  test("an expired token -> 401", async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = forgedToken({
      sub: user.uid,
      user_id: user.uid,
      iat: past,
      auth_time: past,
      exp: past + 3600,
    });
    const response = await probeApp().request("/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  test("a well-formed token for a user the emulator does not know -> 401", async () => {
    const token = forgedToken({ sub: "no-such-user", user_id: "no-such-user" });
    const response = await probeApp().request("/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  test("a token whose user was deleted -> 401", async () => {
    const doomed = await createTestUser();
    await auth.deleteUser(doomed.uid);
    const response = await probeApp().request("/me", { headers: bearer(doomed) });
    expect(response.status).toBe(401);
  });
});

describe("requireAuth checkRevokedOn", () => {
  // The emulator always checks revocation, so what is tested here is which calls ask production for it.
  function recordingApp(calls: Array<boolean | undefined>) {
    const provider: AuthProvider = {
      verifyIdToken: async (_token, options) => {
        calls.push(options?.checkRevoked);
        return { uid: "u1", email: "u1@example.com", name: null, emailVerified: true };
      },
      deleteUser: async () => {},
    };
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("logger", createLogger("silent"));
      await next();
    });
    app.use("/thing", requireAuth(provider, { checkRevokedOn: ["POST"] }));
    app.on(["GET", "POST", "PUT"], "/thing", (c) => c.json({ ok: true }));
    return app;
  }

  test("asks for the revocation check on the listed methods only", async () => {
    const calls: Array<boolean | undefined> = [];
    const app = recordingApp(calls);
    for (const method of ["GET", "POST", "PUT"]) {
      expect((await app.request("/thing", { method, headers: { Authorization: "Bearer t" } })).status).toBe(
        200,
      );
    }
    expect(calls).toEqual([false, true, false]);
  });

  test("a revoked token (InvalidTokenError) -> 401", async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("logger", createLogger("silent"));
      await next();
    });
    const revoking: AuthProvider = {
      verifyIdToken: async (_token, options) => {
        if (options?.checkRevoked) throw new InvalidTokenError("auth/id-token-revoked");
        return { uid: "u1", email: "u1@example.com", name: null, emailVerified: true };
      },
      deleteUser: async () => {},
    };
    app.post("/thing", requireAuth(revoking, { checkRevokedOn: ["POST"] }), (c) => c.json({ ok: true }));
    app.onError(onError);
    expect(
      (await app.request("/thing", { method: "POST", headers: { Authorization: "Bearer t" } })).status,
    ).toBe(401);
  });
});

forEachDatabase((t) => {
  describe("requireAdmin (reads the stored record only)", () => {
    test("a user without a record -> 403", async () => {
      const user = await createTestUser();
      const response = await probeApp(t.db).request("/admin", { headers: bearer(user) });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: "FORBIDDEN", message: "Admin access required" },
      });
    });

    test("a user whose record is not admin -> 403; once the record says admin -> 200", async () => {
      const user = await createTestUser();
      await t.db.insert(users).values({ uid: user.uid, email: user.email });
      const app = probeApp(t.db);
      expect((await app.request("/admin", { headers: bearer(user) })).status).toBe(403);
      await t.db.update(users).set({ isAdmin: true }).where(eq(users.uid, user.uid));
      expect((await app.request("/admin", { headers: bearer(user) })).status).toBe(200);
    });

    test("no token -> 401 before any admin check", async () => {
      expect((await probeApp(t.db).request("/admin")).status).toBe(401);
    });
  });
});

forEachDatabase((t) => {
  describe("pre-account takeover: an unverified email reaches nothing", () => {
    test("a password sign-up of someone's email gets 403 EMAIL_NOT_VERIFIED everywhere; the owner's email-link account is theirs", async () => {
      const app = createTestApp(t.connection);
      const victim = `creator-${Date.now()}@example.com`;
      const attacker = await createTestUser({ email: victim, verified: false });
      const refused = {
        error: { code: "EMAIL_NOT_VERIFIED", message: EMAIL_NOT_VERIFIED_MESSAGE },
      };
      for (const [method, path, body] of [
        ["POST", "/user", { email: victim, timezone: "UTC" }],
        ["GET", "/user", undefined],
        ["POST", "/savedVideos", { videoId: "dQw4w9WgXcQ" }],
        ["GET", "/outliers", undefined],
      ] as const) {
        const response = await app.request(
          path,
          body ? jsonRequest(method, body, bearer(attacker)) : { method, headers: bearer(attacker) },
        );
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual(refused);
      }
      expect(await t.db.select().from(users).where(eq(users.email, victim))).toEqual([]);

      // The creator later signs in by email link: the record is created for them, and nothing of the
      // attacker's attempt is in it.
      const owner = await signInWithEmailLink(victim);
      const created = await app.request(
        "/user",
        jsonRequest("POST", { email: victim, timezone: "UTC" }, bearer(owner)),
      );
      expect(created.status).toBe(201);
      // The attacker's token from the password sign-up still gets nothing.
      expect((await app.request("/user", { headers: bearer(attacker) })).status).toBe(403);
    });

    test("an anonymous Firebase user (a token without an email) gets 403 everywhere a user is required", async () => {
      const app = createTestApp(t.connection);
      const anonymous = await createAnonymousUser();
      const refused = { error: { code: "EMAIL_NOT_VERIFIED", message: EMAIL_REQUIRED_MESSAGE } };
      for (const [method, path, body] of [
        ["POST", "/user", { email: "someone@example.com", timezone: "UTC" }],
        ["GET", "/user", undefined],
        ["GET", "/outliers", undefined],
        ["POST", "/videos/insights", { ids: ["dQw4w9WgXcQ"] }],
        ["GET", "/usage", undefined],
        ["POST", "/analyses/keyword", { query: "cooking" }],
      ] as const) {
        const response = await app.request(
          path,
          body ? jsonRequest(method, body, bearer(anonymous)) : { method, headers: bearer(anonymous) },
        );
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual(refused);
      }
      expect(await t.db.select().from(users).where(eq(users.uid, anonymous.uid))).toEqual([]);
    });

    test("a verified email is accepted", async () => {
      const user = await createTestUser();
      const response = await probeApp().request("/me", { headers: bearer(user) });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ uid: user.uid, emailVerified: true });
    });
  });
});
