// POST /unsubscribe (the recap email's signed link, without signing in) and /data's recap section.
import { type SmtpCatcher, startSmtpCatcher } from "@vi/emulators/smtp";
import { AdminRecapSchema, GetUserResponseSchema } from "@vi/types";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { recapOutbox, users } from "../db/schema.ts";
import { signUnsubscribeToken } from "./token.ts";

const SECRET = "route-test-signing-secret-0123456789";

forEachDatabase((t) => {
  let catcher: SmtpCatcher;
  let admin: TestUser;
  let member: TestUser;
  const app = (vars: Record<string, string> = {}) =>
    createTestApp(t.connection, {
      SMTP_URL: catcher.smtpUrl,
      RECAP_SIGNING_SECRET: SECRET,
      API_PUBLIC_URL: "https://api.vidinsight.test",
      ...vars,
    });

  beforeAll(async () => {
    catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
    [admin, member] = [await createTestUser(), await createTestUser()];
    await t.db.insert(users).values([
      { uid: admin.uid, email: admin.email, isAdmin: true, emailVerified: true },
      { uid: member.uid, email: member.email, emailVerified: true },
    ]);
  });
  afterAll(async () => {
    await catcher?.close();
  });

  const unsubscribe = (token: string, init: RequestInit = {}) =>
    app().request(`/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", ...init });

  test("a valid token turns the recap off without signing in; the toggle shows it", async () => {
    const token = signUnsubscribeToken(SECRET, member.uid, new Date());
    // The RFC 8058 one-click POST as a mail client sends it.
    const response = await unsubscribe(token, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    // Issue 28, #13: the answer named the account's email to whoever held a token.
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ success: true });
    expect(body).not.toContain(member.email);
    const me = GetUserResponseSchema.parse(
      await (await app().request("/user", { headers: bearer(member) })).json(),
    );
    expect(me.userInfo.subscribedToDailyRecapEmail).toBe(false);
    // A second click answers the same.
    expect((await unsubscribe(token)).status).toBe(200);
    await t.db.update(users).set({ subscribedToDailyRecapEmail: true }).where(eq(users.uid, member.uid));
  });

  test("forged, expired and malformed tokens are refused and change nothing", async () => {
    const forged = signUnsubscribeToken("someone-elses-secret-0123456789", member.uid, new Date());
    const expired = signUnsubscribeToken(SECRET, member.uid, new Date(Date.now() - 61 * 86_400_000));
    for (const [token, message] of [
      [forged, "This unsubscribe link is not valid"],
      [expired, /has expired/],
      ["abc", /incomplete/],
    ] as const) {
      const response = await unsubscribe(token);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    expect((await app().request("/unsubscribe", { method: "POST" })).status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.uid, member.uid));
    expect(row?.subscribedToDailyRecapEmail).toBe(true);
  });

  test("/admin/recap shows the last day's outcomes; an admin sends themself a test recap", async () => {
    await t.db.insert(recapOutbox).values([
      { uid: member.uid, day: "2026-01-15", status: "sent", messageId: "<a@x>" },
      { uid: admin.uid, day: "2026-01-15", status: "failed", messageId: "<b@x>", detail: "451" },
    ]);
    const response = await app().request("/admin/recap", { headers: bearer(admin) });
    expect(response.status).toBe(200);
    const body = AdminRecapSchema.parse(await response.json());
    expect(body).toMatchObject({ enabled: true, lastRun: { sent: 1, failed: 1, skipped: 0 } });

    const sent = await app().request("/admin/recap/test", { method: "POST", headers: bearer(admin) });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      success: true,
      to: admin.email,
      subject: "[Test] Your morning recap",
    });
    const [mail] = await catcher.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual([admin.email]);
    expect(mail?.headers["list-unsubscribe"]).toMatch(
      /^<https:\/\/api\.vidinsight\.test\/unsubscribe\?token=/,
    );
    // A test is not the day's recap.
    const rows = await t.db.select().from(recapOutbox).where(eq(recapOutbox.uid, admin.uid));
    expect(rows).toHaveLength(1);

    for (const path of ["/admin/recap", "/admin/recap/test"]) {
      const method = path.endsWith("test") ? "POST" : "GET";
      expect((await app().request(path, { method, headers: bearer(member) })).status).toBe(403);
      expect((await app().request(path, { method })).status).toBe(401);
    }
    // Without SMTP the section says so and a test cannot be sent.
    const off = createTestApp(t.connection);
    expect(
      AdminRecapSchema.parse(await (await off.request("/admin/recap", { headers: bearer(admin) })).json())
        .enabled,
    ).toBe(false);
    expect((await off.request("/admin/recap/test", { method: "POST", headers: bearer(admin) })).status).toBe(
      503,
    );
  });

  test("the user record carries the token's verified email; an unverified one gets no record (the recap goes only to verified addresses)", async () => {
    const user = await createTestUser();
    const created = await app().request("/user", {
      method: "POST",
      headers: { ...bearer(user), "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, timezone: "Asia/Tokyo" }),
    });
    expect(created.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.uid, user.uid));
    expect(row?.emailVerified).toBe(true);

    const unverified = await createTestUser({ verified: false });
    const refused = await app().request("/user", {
      method: "POST",
      headers: { ...bearer(unverified), "content-type": "application/json" },
      body: JSON.stringify({ email: unverified.email, timezone: "Asia/Tokyo" }),
    });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.uid, unverified.uid))).toEqual([]);
  });
});
