// The dev API's admin socket: `npm run admin` while the API holds the embedded database.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import { users } from "../db/schema.ts";
import { ADMIN_USAGE } from "./admin.ts";
import { type AdminChannel, adminSocketPath, openAdminChannel, sendAdminCommand } from "./admin-channel.ts";

forEachDatabase((t) => {
  let dir: string;
  let channel: AdminChannel;
  const errors: unknown[] = [];

  beforeAll(async () => {
    await t.db.insert(users).values({ uid: "channel-first", email: "channel-first@example.com" });
    dir = mkdtempSync(join(tmpdir(), "vi-admin-"));
    channel = await openAdminChannel({
      path: adminSocketPath(dir),
      db: t.db,
      onError: (e) => errors.push(e),
    });
  });
  afterAll(async () => {
    await channel?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("runs the command in the process that holds the database, on an owner-only socket", async () => {
    expect(statSync(channel.path).mode & 0o777).toBe(0o600);
    expect(await sendAdminCommand(channel.path, ["grant", "admin", "channel-first@example.com"])).toEqual({
      code: 0,
      out: ["channel-first@example.com is now an admin."],
      err: [],
    });
    const [row] = await t.db.select().from(users).where(eq(users.uid, "channel-first"));
    expect(row?.isAdmin).toBe(true);
    expect(await sendAdminCommand(channel.path, ["grant", "owner", "x@example.com"])).toEqual({
      code: 2,
      out: [],
      err: [ADMIN_USAGE],
    });
  });

  test("answers a malformed request with a usage code and keeps serving", async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = createConnection(channel.path);
      let text = "";
      socket.setEncoding("utf8");
      socket.on("connect", () => socket.write('{"args": "grant admin"}\n'));
      socket.on("data", (chunk: string) => {
        text += chunk;
      });
      socket.on("end", () => resolve(text));
    });
    expect(JSON.parse(reply)).toEqual({ code: 2, out: [], err: ["Malformed admin request."] });
    expect(
      (await sendAdminCommand(channel.path, ["revoke", "admin", "channel-first@example.com"]))?.code,
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  test("no API listening: the command opens the database itself", async () => {
    expect(await sendAdminCommand(join(dir, "missing.sock"), ["grant", "admin", "a@example.com"])).toBeNull();
  });
});

test("a long data folder gets a short socket name in the temp folder", () => {
  expect(adminSocketPath("/repo/.data/pglite")).toBe("/repo/.data/pglite/admin.sock");
  const deep = `/${"d".repeat(120)}/pglite`;
  expect(adminSocketPath(deep)).toMatch(/vidinsight-admin-[0-9a-f]{16}\.sock$/);
  expect(adminSocketPath(deep)).toBe(adminSocketPath(deep));
});
