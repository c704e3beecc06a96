import { createHash } from "node:crypto";
import { type AffiliateApplication, contracts } from "@vi/types";
import { beforeAll, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { TestClock } from "../../test/youtube.ts";
import { affiliateApplications, users } from "../db/schema.ts";
import { DEV_AFFILIATE_IP_SECRET } from "../env.ts";
import { AFFILIATE_APPLICATION_MAX_AGE_MS, applyRetention } from "../jobs/retention.ts";
import { AFFILIATE_GLOBAL_HOURLY_LIMIT, AFFILIATE_RATE_LIMIT, addressDigest } from "./service.ts";

const application: AffiliateApplication = {
  name: "Grace Hopper",
  email: "grace@example.com",
  website: "https://grace.example.com",
  followers: "10000-50000",
  message: "I review compilers on my channel.",
};

forEachDatabase((t) => {
  const clock = new TestClock();
  let admin: TestUser;
  let member: TestUser;
  // Behind two proxies of ours the client address is X-Forwarded-For's second entry from the right.
  const app = () => createTestApp(t.connection, { TRUST_PROXY_HOPS: "2" }, { now: clock.now });
  const post = (body: unknown, ip = "203.0.113.7") =>
    app().request(
      "/affiliateApplications",
      jsonRequest("POST", body, { "x-forwarded-for": `${ip}, 10.0.0.1` }),
    );

  beforeAll(async () => {
    [admin, member] = [await createTestUser(), await createTestUser()];
    await t.db.insert(users).values([
      { uid: admin.uid, email: admin.email, isAdmin: true },
      { uid: member.uid, email: member.email },
    ]);
  });

  test("20 at once from one address: exactly the hourly limit stored, the rest 429 (parallel connections)", async () => {
    await t.db.delete(affiliateApplications);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(application, "192.0.2.200")));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(AFFILIATE_RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - AFFILIATE_RATE_LIMIT);
    expect(await t.db.select().from(affiliateApplications)).toHaveLength(AFFILIATE_RATE_LIMIT);
    await t.db.delete(affiliateApplications);
  });

  test("the global hourly limit holds under parallel applications from many addresses", async () => {
    await t.db.delete(affiliateApplications);
    await t.db.insert(affiliateApplications).values(
      Array.from({ length: AFFILIATE_GLOBAL_HOURLY_LIMIT - 2 }, (_, n) => ({
        ...application,
        ipHash: `seed-${n}`,
        createdAt: clock.now(),
      })),
    );
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => post(application, `192.0.2.${n + 1}`)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    expect(await t.db.select().from(affiliateApplications)).toHaveLength(AFFILIATE_GLOBAL_HOURLY_LIMIT);
    await t.db.delete(affiliateApplications);
  });

  test("an application is stored without an account; the address is kept only as a hash", async () => {
    const response = await post(application, "198.51.100.1");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    const [row] = await t.db.select().from(affiliateApplications);
    expect(row).toMatchObject(application);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ipHash).not.toContain("198.51");
    // Keyed: not the bare SHA-256 anyone could compute for every IPv4 address.
    expect(row?.ipHash).not.toBe(createHash("sha256").update("198.51.100.1").digest("hex"));
    expect(row?.ipHash).toBe(addressDigest(DEV_AFFILIATE_IP_SECRET, "198.51.100.1"));
  });

  describe("invalid applications -> 400 naming the field", () => {
    test.each([
      ["name", { ...application, name: "  " }, /^name: Name is required/],
      ["email", { ...application, email: "not-an-email" }, /^email: Please enter a valid email address/],
      ["website", { ...application, website: "" }, /^website: /],
      ["followers", { ...application, followers: "lots" }, /^followers: Please select your audience size/],
      ["message", { ...application, message: undefined }, /^message: /],
      // Issue 21, #3: a NUL reached PostgreSQL (text cannot hold it) and answered 500.
      ["name with a NUL", { ...application, name: "a\u0000b" }, /^name: Name contains characters/],
      ["email with a NUL", { ...application, email: "a\u0000b@example.com" }, /^email: /],
      ["website with a NUL", { ...application, website: "https://a\u0000.example" }, /^website: /],
      ["message with a NUL", { ...application, message: "hi\u0000there" }, /^message: /],
      ["message with a lone surrogate", { ...application, message: "x\ud800y" }, /^message: /],
    ])("%s", async (_field, body, message) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    });
  });

  test(`at most ${AFFILIATE_RATE_LIMIT} applications an hour from one address`, async () => {
    for (let i = 0; i < AFFILIATE_RATE_LIMIT; i++)
      expect((await post(application, "192.0.2.50")).status).toBe(201);
    const refused = await post(application, "192.0.2.50");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await refused.json()).toMatchObject({ error: { code: "TOO_MANY_REQUESTS" } });
    // Another address is not affected; an hour later the first one may send again.
    expect((await post(application, "192.0.2.51")).status).toBe(201);
    clock.advance(3_600_001);
    expect((await post(application, "192.0.2.50")).status).toBe(201);
  });

  test("a spoofed X-Forwarded-For entry does not make a new address; IPv6 counts by /64", async () => {
    // The client writes a new left-most entry each time; our proxies' entries say who it is.
    const spoofed = (fake: string) =>
      app().request(
        "/affiliateApplications",
        jsonRequest("POST", application, { "x-forwarded-for": `${fake}, 192.0.2.77, 10.0.0.1` }),
      );
    for (let i = 0; i < AFFILIATE_RATE_LIMIT; i++) expect((await spoofed(`1.1.1.${i}`)).status).toBe(201);
    expect((await spoofed("1.1.1.200")).status).toBe(429);
    // One subscriber's /64 is one address, whichever of its 2^64 it uses.
    for (let i = 0; i < AFFILIATE_RATE_LIMIT; i++)
      expect((await post(application, `2001:db8:5:6::${i + 1}`)).status).toBe(201);
    expect((await post(application, "2001:db8:5:6:ffff::1")).status).toBe(429);
    expect((await post(application, "2001:db8:5:7::1")).status).toBe(201);
  });

  test(`at most ${AFFILIATE_GLOBAL_HOURLY_LIMIT} applications an hour from everyone together`, async () => {
    clock.advance(3_600_001);
    await t.db.delete(affiliateApplications);
    await t.db.insert(affiliateApplications).values(
      Array.from({ length: AFFILIATE_GLOBAL_HOURLY_LIMIT - 1 }, (_, i) => ({
        ...application,
        ipHash: `botnet-${i}`,
        createdAt: clock.now(),
      })),
    );
    expect((await post(application, "198.51.100.200")).status).toBe(201);
    const refused = await post(application, "198.51.100.201");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /many applications right now/,
    );
  });

  test("applications expire after the stated period", async () => {
    await t.db.delete(affiliateApplications);
    expect((await post(application, "198.51.100.210")).status).toBe(201);
    clock.advance(AFFILIATE_APPLICATION_MAX_AGE_MS - 1_000);
    expect((await applyRetention({ db: t.db, now: clock.now })).affiliateApplicationsDeleted).toBe(0);
    clock.advance(2_000);
    expect((await applyRetention({ db: t.db, now: clock.now })).affiliateApplicationsDeleted).toBe(1);
    expect(await t.db.select().from(affiliateApplications)).toEqual([]);
  });

  test("admins list the applications, newest first; others cannot", async () => {
    clock.advance(1_000);
    await post({ ...application, name: "Older" }, "192.0.2.98");
    clock.advance(1_000);
    await post({ ...application, name: "Newest" }, "192.0.2.99");
    const response = await app().request("/admin/affiliateApplications?limit=2", { headers: bearer(admin) });
    expect(response.status).toBe(200);
    // The answer matches the contract the /data screen parses it with.
    const body = contracts.listAffiliateApplications.response.parse(await response.json());
    expect(body.applications).toHaveLength(2);
    expect(body.applications[0]?.name).toBe("Newest");
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.applications[0]).not.toHaveProperty("ipHash");

    expect((await app().request("/admin/affiliateApplications", { headers: bearer(member) })).status).toBe(
      403,
    );
    expect((await app().request("/admin/affiliateApplications")).status).toBe(401);
    const bad = await app().request("/admin/affiliateApplications?limit=500", { headers: bearer(admin) });
    expect(bad.status).toBe(400);
  });
});
