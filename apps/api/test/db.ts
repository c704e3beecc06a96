// Runs a suite on every database the API supports: a fresh in-memory PGlite always, and the PostgreSQL
// of TEST_DATABASE_URL when it is set. On PostgreSQL each suite gets its own schema (tables and migrations
// table both live there, reached through search_path) which is dropped afterwards, so test files run in
// parallel against one server without seeing each other's rows.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type Database, type DatabaseConnection, openDatabase } from "../src/db/index.ts";

export type TestDatabaseKind = "pglite" | "postgres";

export interface TestDatabase {
  readonly kind: TestDatabaseKind;
  /** Available inside tests and hooks (opened in beforeAll). */
  readonly connection: DatabaseConnection;
  readonly db: Database;
}

interface OpenedDatabase {
  connection: DatabaseConnection;
  dispose(): Promise<void>;
}

/** The PostgreSQL URL for database tests, if any. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function databaseKinds(): TestDatabaseKind[] {
  return testDatabaseUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/** Opens an empty database of the given kind, migrated unless told otherwise. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<OpenedDatabase> {
  if (kind === "pglite") {
    const connection = await openDatabase({
      driver: "pglite",
      loadDataDir: migrate ? await migratedTemplate() : undefined,
    });
    // A no-op on the template (its migrations table is complete); it still proves the journal matches.
    if (migrate) await connection.migrate();
    return { connection, dispose: () => connection.close() };
  }

  const url = testDatabaseUrl();
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schemaName = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schemaName}"`);
  } finally {
    await admin.end();
  }
  const connection = await openDatabase({
    driver: "postgres",
    url,
    searchPath: schemaName,
    maxConnections: 4,
  });
  if (migrate) await connection.migrate({ migrationsSchema: schemaName });
  return {
    connection,
    async dispose() {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop schema if exists "${schemaName}" cascade`);
        await cleanup.query(`drop schema if exists "${schemaName}_pgboss" cascade`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/**
 * The migrated PGlite data directory the global setup dumped once for the run: a fresh PGlite's initdb costs
 * seconds, loading the dump a fraction of it (docs/decisions/test-suite-time.md).
 */
function migratedTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const path = inject("pgliteTemplate");
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return template;
}

/**
 * `forEachDatabase((t) => { test("...", async () => { t.db ... }) })`: the suite runs once per database
 * kind, inside `describe("pglite")` / `describe("postgres")`, on a database opened for this file.
 */
export function forEachDatabase(suite: (database: TestDatabase) => void): void {
  for (const kind of databaseKinds()) {
    describe(kind, () => {
      let opened: OpenedDatabase | undefined;
      const database: TestDatabase = {
        kind,
        get connection() {
          if (!opened)
            throw new Error("the test database is opened in beforeAll; use it inside tests and hooks");
          return opened.connection;
        },
        get db() {
          return this.connection.db;
        },
      };
      beforeAll(async () => {
        opened = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await opened?.dispose();
        opened = undefined;
      });
      suite(database);
    });
  }
}
