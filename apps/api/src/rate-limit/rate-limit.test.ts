import { type Contract, contracts } from "@vi/types";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testEnv } from "../../test/app.ts";
import { createApp } from "../app.ts";
import { type AuthProvider, InvalidTokenError } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { type DatabaseConnection, openDatabase } from "../db/index.ts";
import { createLogger } from "../logger.ts";
import { createServices } from "../services.ts";
import { addressKey, clientAddress, TokenBuckets } from "./index.ts";

describe("TokenBuckets", () => {
  test("a full bucket allows a burst, then one request per refill step, and refusals cost nothing", () => {
    let ms = 0;
    const buckets = new TokenBuckets(() => ms);
    const limits = [{ key: "user:a", rule: { perMinute: 3 } }];
    expect([buckets.take(limits), buckets.take(limits), buckets.take(limits)]).toEqual([0, 0, 0]);
    expect(buckets.take(limits)).toBe(20);
    ms += 10_000;
    expect(buckets.take(limits)).toBe(10);
    ms += 10_000;
    expect(buckets.take(limits)).toBe(0);
    expect(buckets.take([{ key: "user:b", rule: { perMinute: 3 } }])).toBe(0);
  });

  test("a request counted in two buckets is refused by the emptier one and takes from neither", () => {
    const buckets = new TokenBuckets(() => 0);
    const ip = { key: "ip:1", rule: { perMinute: 1 } };
    expect(buckets.take([ip])).toBe(0);
    expect(buckets.take([{ key: "user:a", rule: { perMinute: 5 } }, ip])).toBe(60);
    // user:a kept its five tokens.
    for (let i = 0; i < 5; i++) expect(buckets.take([{ key: "user:a", rule: { perMinute: 5 } }])).toBe(0);
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

  /** Accepts "token-<uid>"; this is about the limits, not Firebase. */
  const fakeAuth: AuthProvider = {
    verifyIdToken: async (token) => {
      const uid = /^token-(\w+)$/.exec(token)?.[1];
      if (!uid) throw new InvalidTokenError("bad token");
      return { uid, email: `${uid}@example.com`, name: null, emailVerified: true };
    },
    deleteUser: () => Promise.reject(new Error("not used")),
  };

  function limitedApp(vars: Record<string, string>) {
    const env = testEnv({ RATE_LIMIT_USER_PER_MINUTE: "2", RATE_LIMIT_IP_PER_MINUTE: "1000", ...vars });
    const logger = createLogger("silent");
    const services = createServices({ env, db, logger, now: () => new Date(0) });
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
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(await refused.json()).toEqual({
        error: {
          code: "TOO_MANY_REQUESTS",
          message: "Too many requests: please wait 30 seconds and try again",
          retryAfterSeconds: 30,
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
    expect(refused.headers.get("retry-after")).toBe("60");
    // Cheap routes still answer.
    expect(
      (await app.request("/user", { headers: { authorization: "Bearer token-carol" } })).status,
    ).not.toBe(429);
  });
});
