import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { forEachDatabase } from "../../test/db.ts";
import type { Database } from "./index.ts";
import { savedVideos, users } from "./schema.ts";

const migrationsDir = join(import.meta.dirname, "..", "..", "drizzle");

test('no migration names the "public" schema (they must apply in any search_path schema)', () => {
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith(".sql"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(readFileSync(join(migrationsDir, file), "utf8"), file).not.toMatch(/"public"\./);
  }
});

forEachDatabase((t) => {
  test("migrations are applied once; running them again changes nothing", async () => {
    await t.connection.migrate(
      t.kind === "postgres" ? { migrationsSchema: await currentSchema(t.db) } : undefined,
    );
    await t.db.insert(users).values({ uid: "u-migrate", email: "m@example.com" });
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  test("the tables live in the connection's own schema", async () => {
    const schema = await currentSchema(t.db);
    if (t.kind === "postgres") expect(schema).toMatch(/^test_/);
    const result = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = ${schema} order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["saved_videos", "users"]),
    );
  });

  test("deleting a user deletes its saved videos (cascade)", async () => {
    await t.db.insert(users).values({ uid: "u-cascade", email: "c@example.com" });
    await t.db.insert(savedVideos).values({ uid: "u-cascade", videoId: "abc123def45" });
    await t.db.execute(sql`delete from ${users} where ${users.uid} = 'u-cascade'`);
    const left = await t.db.execute(
      sql`select count(*)::int as n from ${savedVideos} where uid = 'u-cascade'`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});

async function currentSchema(db: Database) {
  const result = await db.execute<{ schema: string }>(sql`select current_schema() as schema`);
  return result.rows[0]!.schema;
}
