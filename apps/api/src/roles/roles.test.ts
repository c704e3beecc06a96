// Roles on /data: an admin finds a user by email, grants and revokes beta tester and admin; every change
// is in the audit list; nobody revokes their own admin right; only admins reach any of it.
import { GetUserResponseSchema, RoleChangesResponseSchema, SetRoleResponseSchema } from "@vi/types";
import { beforeAll, expect, test } from "vitest";
import { createTestApp, jsonRequest } from "../../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../../test/auth.ts";
import { forEachDatabase } from "../../test/db.ts";
import { users } from "../db/schema.ts";
import { setRole } from "./roles.ts";

forEachDatabase((t) => {
  let admin: TestUser;
  let member: TestUser;
  const app = () => createTestApp(t.connection);

  beforeAll(async () => {
    [admin, member] = [await createTestUser(), await createTestUser()];
    await t.db.insert(users).values([
      { uid: admin.uid, email: admin.email },
      { uid: member.uid, email: member.email },
    ]);
    // The first admin, as `npm run admin -- grant admin <email>` makes them.
    await setRole(t.db, {
      actor: { commandLine: true },
      email: admin.email.toUpperCase(),
      role: "admin",
      granted: true,
    });
  });

  const setUserRole = (who: TestUser, body: unknown) =>
    app().request("/admin/users/role", jsonRequest("PUT", body, bearer(who)));

  test("find by email, grant beta tester, the user sees it; audit who, whom, what, when", async () => {
    const found = await app().request(
      `/admin/users?email=${encodeURIComponent(` ${member.email.toUpperCase()} `)}`,
      {
        headers: bearer(admin),
      },
    );
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      user: { uid: member.uid, isAdmin: false, isBetaTester: false },
    });
    const missing = await app().request("/admin/users?email=nobody@example.com", { headers: bearer(admin) });
    expect(await missing.json()).toEqual({ user: null });

    const granted = await setUserRole(admin, { email: member.email, role: "beta-tester", granted: true });
    expect(granted.status).toBe(200);
    expect(SetRoleResponseSchema.parse(await granted.json())).toMatchObject({
      changed: true,
      user: { isBetaTester: true },
    });
    // Granting again writes nothing.
    const again = await setUserRole(admin, { email: member.email, role: "beta-tester", granted: true });
    expect(await again.json()).toMatchObject({ changed: false });
    const me = GetUserResponseSchema.parse(
      await (await app().request("/user", { headers: bearer(member) })).json(),
    );
    expect(me.userInfo.isBetaTester).toBe(true);

    const revoked = await setUserRole(admin, { email: member.email, role: "beta-tester", granted: false });
    expect(await revoked.json()).toMatchObject({ changed: true, user: { isBetaTester: false } });

    const log = RoleChangesResponseSchema.parse(
      await (await app().request("/admin/roleChanges", { headers: bearer(admin) })).json(),
    );
    expect(
      log.changes.map(({ actor, targetEmail, role, granted }) => ({ actor, targetEmail, role, granted })),
    ).toEqual([
      { actor: admin.email, targetEmail: member.email, role: "beta-tester", granted: false },
      { actor: admin.email, targetEmail: member.email, role: "beta-tester", granted: true },
      { actor: "command line", targetEmail: admin.email, role: "admin", granted: true },
    ]);
  });

  test("admin granted and revoked by another admin; never by oneself", async () => {
    const own = await setUserRole(admin, { email: admin.email, role: "admin", granted: false });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe(
      "You cannot revoke your own admin right",
    );
    expect((await setUserRole(admin, { email: member.email, role: "admin", granted: true })).status).toBe(
      200,
    );
    // The new admin can now revoke the first one (not themself).
    const other = await setUserRole(member, { email: admin.email, role: "admin", granted: false });
    expect(other.status).toBe(200);
    expect((await app().request("/admin/roleChanges", { headers: bearer(admin) })).status).toBe(403);
    await setRole(t.db, { actor: { commandLine: true }, email: admin.email, role: "admin", granted: true });
    expect((await setUserRole(admin, { email: member.email, role: "admin", granted: false })).status).toBe(
      200,
    );
  });

  test("only admins; bad input is a 400; an unknown email a 404", async () => {
    expect((await setUserRole(member, { email: member.email, role: "admin", granted: true })).status).toBe(
      403,
    );
    expect(
      (await app().request(`/admin/users?email=${member.email}`, { headers: bearer(member) })).status,
    ).toBe(403);
    expect((await app().request("/admin/roleChanges")).status).toBe(401);
    expect((await setUserRole(admin, { email: "not-an-email", role: "admin", granted: true })).status).toBe(
      400,
    );
    expect((await setUserRole(admin, { email: member.email, role: "owner", granted: true })).status).toBe(
      400,
    );
    expect((await app().request("/admin/users?email=a@b.c&x=1", { headers: bearer(admin) })).status).toBe(
      400,
    );
    const unknown = await setUserRole(admin, {
      email: "nobody@example.com",
      role: "beta-tester",
      granted: true,
    });
    expect(unknown.status).toBe(404);
  });
});
