import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { databaseKinds, forEachDatabase, openTestDatabase, testDatabaseUrl } from "../../test/db.ts";
import { type Database, openDatabase } from "./index.ts";
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

/** A copy of the migrations folder with only the first `count` migrations (a database of that time). */
function migrationsUpTo(count: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), "vi-migrations-"));
  mkdirSync(join(folder, "meta"));
  const journal = JSON.parse(readFileSync(join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    copyFileSync(join(migrationsDir, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A store of `kind` migrated with its first `count` migrations only, to fill before `migrateRest` applies
 * the others, as on a server upgraded with data in it.
 */
async function openStoreBefore(kind: Parameters<typeof openTestDatabase>[0], count: number) {
  const opened = await openTestDatabase(kind, { migrate: false });
  const old = migrationsUpTo(count);
  const dispose = async () => {
    old.remove();
    await opened.dispose();
  };
  try {
    const db = opened.connection.db;
    const migrationsSchema = kind === "postgres" ? await currentSchema(db) : undefined;
    await opened.connection.migrate({ migrationsSchema, migrationsFolder: old.folder });
    return { db, migrateRest: () => opened.connection.migrate({ migrationsSchema }), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The ids a query finds and its plan, with sequential scans off so that a usable index shows. */
async function idsAndPlan(db: Database, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
    const rows = await tx.execute<{ id: string }>(query);
    return {
      plan: plan.rows.map((row) => row["QUERY PLAN"]).join("\n"),
      ids: rows.rows.map((row) => row.id),
    };
  });
}

describe.each(databaseKinds())("%s: upgrading a filled store", (kind) => {
  test("0002 gives the videos stored before it their title vector, searchable through the index", async () => {
    const { db, migrateRest, dispose } = await openStoreBefore(kind, 2);
    try {
      await db.execute(sql`
        insert into channels (id, title, uploads_playlist_id, subscriber_count, video_count, view_count, fetched_at)
        values ('UC0000000000000000000001', 'Old Channel', 'UU0000000000000000000001', 10, 2, 100, now())`);
      await db.execute(sql`
        insert into videos (id, channel_id, title, published_at, duration_seconds, duration_iso, format,
          view_count, like_count, comment_count, lifetime_vph, channel_title, channel_subscriber_count,
          channel_video_count, fetched_at)
        select id, 'UC0000000000000000000001', title, now(), 600, 'PT10M', 'long', 1, 0, 0, 0.1,
          'Old Channel', 10, 2, now()
        from (values ('vid00000001', 'Pasta Recipe, the OLD way'), ('vid00000002', 'Minecraft castle')) as v(id, title)`);

      await migrateRest();
      const vectors = await db.execute<{ id: string; words: string }>(
        sql`select id, title_search::text as words from videos order by id`,
      );
      expect(vectors.rows).toEqual([
        { id: "vid00000001", words: "'old':4 'pasta':1 'recipe':2 'the':3 'way':5" },
        { id: "vid00000002", words: "'castle':2 'minecraft':1" },
      ]);
      const found = await idsAndPlan(
        db,
        sql`select id from videos where title_search @@ to_tsquery('simple', 'recipe & pasta')`,
      );
      expect(found.ids).toEqual(["vid00000001"]);
      expect(found.plan).toMatch(/videos_title_search_idx/);
      // A video written afterwards gets its vector too (the column is generated, never written).
      await db.execute(sql`update videos set title = 'Quick bread' where id = 'vid00000002'`);
      const updated = await db.execute<{ words: string }>(
        sql`select title_search::text as words from videos where id = 'vid00000002'`,
      );
      expect(updated.rows[0]?.words).toBe("'bread':2 'quick':1");
    } finally {
      await dispose();
    }
  });

  test("0003 replaces the published_at index with the one that carries the filters, over stored videos", async () => {
    const { db, migrateRest, dispose } = await openStoreBefore(kind, 3);
    try {
      await db.execute(sql`
        insert into channels (id, title, uploads_playlist_id, subscriber_count, video_count, view_count, fetched_at)
        values ('UC0000000000000000000001', 'Old Channel', 'UU0000000000000000000001', 5000, 2, 100, now())`);
      await db.execute(sql`
        insert into videos (id, channel_id, title, published_at, duration_seconds, duration_iso, format,
          view_count, like_count, comment_count, lifetime_vph, channel_title, channel_subscriber_count,
          channel_video_count, fetched_at)
        select id, 'UC0000000000000000000001', 'Old video', published_at::timestamptz, 600, 'PT10M', 'long',
          views, 0, 0, 0.1, 'Old Channel', 5000, 2, now()
        from (values ('vid00000001', '2026-11-01', 900), ('vid00000002', '2026-11-02', 20),
          ('vid00000003', '2025-01-01', 900)) as v(id, published_at, views)`);

      await migrateRest();
      const indexes = await db.execute<{ indexname: string }>(
        sql`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'videos' and indexname like 'videos_published_at%'`,
      );
      expect(indexes.rows.map((row) => row.indexname)).toEqual(["videos_published_at_filters_idx"]);
      const found = await idsAndPlan(
        db,
        sql`select id from videos where published_at >= '2026-10-01' and view_count >= 100 order by id`,
      );
      expect(found.ids).toEqual(["vid00000001"]);
      expect(found.plan).toMatch(/videos_published_at_filters_idx/);
    } finally {
      await dispose();
    }
  });
});

async function currentSchema(db: Database) {
  const result = await db.execute<{ schema: string }>(sql`select current_schema() as schema`);
  return result.rows[0]!.schema;
}

describe.skipIf(!testDatabaseUrl())("PostgreSQL statement_timeout", () => {
  test("a statement running past the pool's timeout is cancelled; the pool keeps working", async () => {
    const connection = await openDatabase({
      driver: "postgres",
      url: testDatabaseUrl() ?? "",
      statementTimeoutMs: 200,
    });
    try {
      await expect(connection.db.execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "57014" }),
      });
      await expect(connection.ping()).resolves.toBeUndefined();
    } finally {
      await connection.close();
    }
  });
});
