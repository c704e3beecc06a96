import { randomBytes } from "node:crypto";
import { type Contract, contracts } from "@vi/types";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEnv } from "../../test/app.ts";
import { openTestDatabase, testDatabaseUrl } from "../../test/db.ts";
import { createApp } from "../app.ts";
import { type AuthProvider, InvalidTokenError } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { type DatabaseConnection, openDatabase } from "../db/index.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { addressKey, clientAddress, createLimitStore, type LimitStore } from "./index.ts";

/** The machine's Redis for the shared-store tests (.ci/run sets it); those tests are skipped without it. */
const REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** Accepts "token-<uid>"; this is about the limits, not Firebase. */
const fakeAuth: AuthProvider = {
  verifyIdToken: async (token) => {
    const uid = /^token-(\w+)$/.exec(token)?.[1];
    if (!uid) throw new InvalidTokenError("bad token");
    return { uid, email: `${uid}@example.com`, name: null, emailVerified: true };
  },
  deleteUser: () => Promise.reject(new Error("not used")),
};

describe("the memory store (PGlite)", () => {
  test("allows `points` per window, then says how long to wait; other keys are not affected", async () => {
    const store = createLimitStore({ kind: "memory" });
    const rule = { name: "t", points: 3, windowSeconds: 60 };
    const take = (key: string) => store.take([{ rule, key }]);
    expect([await take("a"), await take("a"), await take("a")]).toEqual([0, 0, 0]);
    const wait = await take("a");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await take("b")).toBe(0);
  });

  test("a request refused by one limit gives back what the others counted", async () => {
    const store = createLimitStore({ kind: "memory" });
    const ip = { rule: { name: "ip", points: 1, windowSeconds: 60 }, key: "1" };
    const user = { name: "user", points: 5, windowSeconds: 60 };
    expect(await store.take([ip])).toBe(0);
    expect(await store.take([{ rule: user, key: "a" }, ip])).toBeGreaterThan(0);
    // user:a kept its five requests.
    for (let i = 0; i < 5; i++) expect(await store.take([{ rule: user, key: "a" }])).toBe(0);
    expect(await store.take([{ rule: user, key: "a" }])).toBeGreaterThan(0);
  });
});

/**
 * Two API processes: two apps, each with its own services (own pool or Redis client) on one database.
 * A user's limit holds across both together, in turns and in parallel.
 */
function sharedAcrossTwoApps(
  open: () => Promise<{ a: AppUnderTest; b: AppUnderTest; close(): Promise<void> }>,
) {
  let apps: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    apps = await open();
  });
  afterAll(() => apps?.close());

  const call = async (app: AppUnderTest, uid: string): Promise<Response> =>
    app.app.request("/user", { headers: { authorization: `Bearer token-${uid}` } });

  test("in turns: the user's 4 requests a minute are 4 across both processes, not 8", async () => {
    const uid = `turns${randomBytes(4).toString("hex")}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? apps.b : apps.a, uid)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    const refused = await call(apps.b, uid);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  test("in parallel: 12 requests at once through both processes let exactly 4 through", async () => {
    const uid = `burst${randomBytes(4).toString("hex")}`;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(i % 2 ? apps.b : apps.a, uid).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status !== 429)).toHaveLength(4);
  });
}

interface AppUnderTest {
  app: ReturnType<typeof createApp>;
  limits: LimitStore;
}

function appOn(db: DatabaseConnection, vars: Record<string, string> = {}): AppUnderTest {
  const env = testEnv({ RATE_LIMIT_USER_PER_MINUTE: "4", RATE_LIMIT_IP_PER_MINUTE: "1000", ...vars });
  const logger = createLogger("silent");
  const services = createServices({ env, db, logger });
  return { app: createApp({ env, db, logger, auth: fakeAuth, services }), limits: services.limits };
}

describe.skipIf(!testDatabaseUrl())("shared in PostgreSQL (no REDIS_URL)", () => {
  // Every limit of a request in one statement (store.ts takeInPostgres): the same rules as the others.
  test("one statement: windows, waits and what a refused request gives back", async () => {
    const { connection, dispose } = await openTestDatabase("postgres");
    try {
      const store = createLimitStore({ kind: "postgres", pool: connection.pool! });
      const ip = { rule: { name: "ip", points: 1, windowSeconds: 60 }, key: "1" };
      const user = { name: "user", points: 3, windowSeconds: 60 };
      const take = (key: string) => store.take([{ rule: user, key }]);
      expect([await take("a"), await take("a"), await take("a")]).toEqual([0, 0, 0]);
      const wait = await take("a");
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await take("b")).toBe(0);
      expect(await store.take([ip])).toBe(0);
      expect(await store.take([{ rule: user, key: "c" }, ip])).toBeGreaterThan(0);
      // user:c kept its three requests.
      for (let i = 0; i < 3; i++) expect(await take("c")).toBe(0);
      expect(await take("c")).toBeGreaterThan(0);
      // 20 at once on one key: exactly the limit passes.
      const burst = await Promise.all(Array.from({ length: 20 }, () => take("d")));
      expect(burst.filter((seconds) => seconds === 0)).toHaveLength(3);
      await store.close();
    } finally {
      await dispose();
    }
  });

  sharedAcrossTwoApps(async () => {
    const first = await openTestDatabase("postgres");
    // A second pool on the same schema: what a second API process would open.
    const schema = await first.connection.db.execute<{ schema: string }>(
      sql`select current_schema() as schema`,
    );
    const second = await openDatabase({
      driver: "postgres",
      url: testDatabaseUrl() ?? "",
      searchPath: schema.rows[0]?.schema ?? "public",
      maxConnections: 4,
    });
    const a = appOn(first.connection);
    const b = appOn(second);
    expect([a.limits.kind, b.limits.kind]).toEqual(["postgres", "postgres"]);
    return {
      a,
      b,
      close: async () => {
        await second.close();
        await first.dispose();
      },
    };
  });
});

describe.skipIf(!REDIS_URL)("shared in Redis (REDIS_URL)", () => {
  let db: DatabaseConnection;
  beforeAll(async () => {
    db = await openDatabase({ driver: "pglite" });
    await db.migrate();
  });
  afterAll(() => db?.close());
  sharedAcrossTwoApps(async () => {
    // A prefix of its own: runs of this suite never see each other's counts.
    const vars = { REDIS_URL: REDIS_URL ?? "", REDIS_KEY_PREFIX: `test${randomBytes(6).toString("hex")}:` };
    const a = appOn(db, vars);
    const b = appOn(db, vars);
    expect([a.limits.kind, b.limits.kind]).toEqual(["redis", "redis"]);
    return {
      a,
      b,
      close: async () => {
        await a.limits.close();
        await b.limits.close();
      },
    };
  });
});

describe("client address", () => {
  const addressOf = (hops: number, forwarded?: string) => {
    const app = new Hono<AppEnv>();
    app.get("/", (c) => c.text(clientAddress(c, hops)));
    return Promise.resolve(
      app.request("/", { headers: forwarded ? { "x-forwarded-for": forwarded } : {} }),
    ).then((r) => r.text());
  };

  test("takes the entry our own proxies added, not what the client wrote to the left of it", async () => {
    // The client sends "1.1.1.1" itself; our load balancer appends the real peer 203.0.113.9.
    expect(await addressOf(1, "1.1.1.1, 203.0.113.9")).toBe("203.0.113.9");
    // Two proxies of ours: the second appended the first's address.
    expect(await addressOf(2, "1.1.1.1, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await addressOf(3, "203.0.113.9")).toBe("203.0.113.9");
  });

  test("without trusted proxies the header is ignored", async () => {
    expect(await addressOf(0, "1.1.1.1")).toBe("unknown");
  });

  test("IPv6 addresses count by their /64; IPv4 and mapped IPv4 as the address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("every authenticated route is rate limited", () => {
  let db: DatabaseConnection;
  beforeAll(async () => {
    db = await openDatabase({ driver: "pglite" });
  });
  afterAll(() => db.close());

  function limitedApp(vars: Record<string, string>) {
    const env = testEnv({ RATE_LIMIT_USER_PER_MINUTE: "2", RATE_LIMIT_IP_PER_MINUTE: "1000", ...vars });
    const logger = createLogger("silent");
    const services = createServices({ env, db, logger });
    return createApp({ env, db, logger, auth: fakeAuth, services });
  }

  const authenticated = Object.values(contracts as Record<string, Contract>).filter(
    (contract) => contract.auth !== "none",
  );

  test.each(authenticated.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    "%s answers 429 with Retry-After once the caller's bucket is empty",
    async (_name, contract) => {
      const app = limitedApp({});
      const call = () =>
        app.request(contract.path, {
          method: contract.method,
          headers: { authorization: "Bearer token-mallory", "content-type": "application/json" },
          ...(contract.method === "GET" || contract.method === "DELETE" ? {} : { body: "{}" }),
        });
      expect((await call()).status).not.toBe(429);
      expect((await call()).status).not.toBe(429);
      const refused = await call();
      expect(refused.status).toBe(429);
      // The rest of the minute's window (a fixed window that started with the first request).
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThanOrEqual(59);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        error: {
          code: "TOO_MANY_REQUESTS",
          message: `Too many requests: please wait ${wait} seconds and try again`,
          retryAfterSeconds: wait,
        },
      });
      // Another user is not affected.
      const other = await app.request(contract.path, {
        method: contract.method,
        headers: { authorization: "Bearer token-alice", "content-type": "application/json" },
        ...(contract.method === "GET" || contract.method === "DELETE" ? {} : { body: "{}" }),
      });
      expect(other.status).not.toBe(429);
    },
  );

  test("many accounts from one address share the address's bucket", async () => {
    const app = limitedApp({
      RATE_LIMIT_USER_PER_MINUTE: "100",
      RATE_LIMIT_IP_PER_MINUTE: "3",
      TRUST_PROXY_HOPS: "1",
    });
    const from = (uid: string, forwarded: string) =>
      app.request("/user", {
        headers: { authorization: `Bearer token-${uid}`, "x-forwarded-for": forwarded },
      });
    // A spoofed left-most entry does not make a new client: the right-most hop is ours.
    for (const uid of ["a", "b", "c"])
      expect((await from(uid, `9.9.9.${uid.length}, 2001:db8::1`)).status).not.toBe(429);
    expect((await from("d", "8.8.8.8, 2001:db8::2")).status).toBe(429);
    expect((await from("e", "2001:db8:0:1::1")).status).not.toBe(429);
  });

  test("costly routes also have a tighter per-user bucket", async () => {
    const app = limitedApp({ RATE_LIMIT_USER_PER_MINUTE: "100", RATE_LIMIT_COSTLY_PER_MINUTE: "1" });
    const insights = () =>
      app.request("/videos/insights", {
        method: "POST",
        headers: { authorization: "Bearer token-carol", "content-type": "application/json" },
        body: JSON.stringify({ videoIds: [] }),
      });
    expect((await insights()).status).not.toBe(429);
    const refused = await insights();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(59);
    // Cheap routes still answer.
    expect(
      (await app.request("/user", { headers: { authorization: "Bearer token-carol" } })).status,
    ).not.toBe(429);
  });
});
