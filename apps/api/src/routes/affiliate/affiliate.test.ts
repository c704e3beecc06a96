import { type AffiliateApplication, contracts } from "@vi/types";
import { beforeAll, describe, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../../test/auth.ts";
import { forEachDatabase } from "../../../test/db.ts";
import { TestClock } from "../../../test/youtube.ts";
import { affiliateApplications, users } from "../../db/schema.ts";
import { AFFILIATE_RATE_LIMIT } from "./index.ts";

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
  // Behind a proxy the client address is X-Forwarded-For's first entry.
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

  test("an application is stored without an account; the address is kept only as a hash", async () => {
    const response = await post(application, "198.51.100.1");
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    const [row] = await t.db.select().from(affiliateApplications);
    expect(row).toMatchObject(application);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ipHash).not.toContain("198.51");
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

  test("admins list the applications, newest first; others cannot", async () => {
    clock.advance(1_000);
    await post({ ...application, name: "Newest" }, "192.0.2.99");
    const response = await app().request("/admin/affiliateApplications?limit=2", { headers: bearer(admin) });
    expect(response.status).toBe(200);
    // The answer matches the contract the /data screen parses it with.
    const body = contracts.listAffiliateApplications.response.parse(await response.json());
    expect(body.applications).toHaveLength(2);
    expect(body.applications[0]?.name).toBe("Newest");
    expect(body.total).toBeGreaterThanOrEqual(AFFILIATE_RATE_LIMIT + 3);
    expect(body.applications[0]).not.toHaveProperty("ipHash");

    expect((await app().request("/admin/affiliateApplications", { headers: bearer(member) })).status).toBe(
      403,
    );
    expect((await app().request("/admin/affiliateApplications")).status).toBe(401);
    const bad = await app().request("/admin/affiliateApplications?limit=500", { headers: bearer(admin) });
    expect(bad.status).toBe(400);
  });
});
