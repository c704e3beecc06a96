// The `admin` command on each database: grants and revokes by email, audited as "command line".
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { roleChanges, users } from "../db/schema.ts";
import { ADMIN_USAGE, runAdminCommand } from "./admin.ts";

forEachDatabase((t) => {
  beforeAll(async () => {
    await t.db.insert(users).values({ uid: "first", email: "first@example.com" });
  });

  async function run(...args: string[]) {
    const lines: string[] = [];
    const code = await runAdminCommand(args, {
      db: t.db,
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    });
    return { code, output: lines.join("\n") };
  }

  test("grant and revoke admin and beta tester", async () => {
    expect(await run("grant", "admin", "First@Example.com")).toEqual({
      code: 0,
      output: "first@example.com is now an admin.",
    });
    expect(await run("grant", "admin", "first@example.com")).toEqual({
      code: 0,
      output: "first@example.com already is an admin: nothing changed.",
    });
    expect((await run("grant", "beta-tester", "first@example.com")).code).toBe(0);
    expect(await run("revoke", "beta-tester", "first@example.com")).toEqual({
      code: 0,
      output: "first@example.com is no longer a beta tester.",
    });
    const [row] = await t.db.select().from(users).where(eq(users.uid, "first"));
    expect(row).toMatchObject({ isAdmin: true, isBetaTester: false });
    const audit = await t.db.select().from(roleChanges).orderBy(roleChanges.id);
    expect(audit.map(({ actor, actorUid, role, granted }) => ({ actor, actorUid, role, granted }))).toEqual([
      { actor: "command line", actorUid: null, role: "admin", granted: true },
      { actor: "command line", actorUid: null, role: "beta-tester", granted: true },
      { actor: "command line", actorUid: null, role: "beta-tester", granted: false },
    ]);
  });

  test("usage errors and unknown users", async () => {
    expect(await run("grant", "owner", "first@example.com")).toEqual({ code: 2, output: ADMIN_USAGE });
    expect(await run("promote", "admin", "first@example.com")).toEqual({ code: 2, output: ADMIN_USAGE });
    expect(await run("grant", "admin")).toEqual({ code: 2, output: ADMIN_USAGE });
    expect(await run("grant", "admin", "nobody@example.com")).toEqual({
      code: 1,
      output: "No user with the email nobody@example.com (they must sign in once first)",
    });
  });
});
