// The database: embedded PGlite (real PostgreSQL in WASM) when DATABASE_URL is unset, else PostgreSQL through
// a node-postgres pool. Both speak the same drizzle API, so the rest of the API never knows which one it has.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Env } from "../env.ts";
import * as schema from "./schema.ts";

interface QueryRows<Row> {
  rows: Row[];
}

/** What the two drivers' `execute()` results have in common: the rows. */
interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this["row"]>;
}

export type Database = PgDatabase<QueryResultHKT, typeof schema>;

export type DatabaseConfig =
  /** dataDir undefined: in memory (tests). loadDataDir: start from a dumped data directory (a migrated image). */
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob }
  /** searchPath: the schema that holds the tables (default public). */
  /** statementTimeoutMs: longest statement before PostgreSQL cancels it (default 30 s; 0: none). */
  | {
      driver: "postgres";
      url: string;
      searchPath?: string;
      maxConnections?: number;
      statementTimeoutMs?: number;
    };

/**
 * How the job queue (pg-boss, src/queue/) reaches this database: the same PGlite instance, or PostgreSQL by
 * URL. `schema` holds pg-boss's tables, beside the API's own (docs/decisions/jobs-queue.md).
 */
export type QueueDatabase =
  | { driver: "pglite"; client: PGlite; schema: string }
  | { driver: "postgres"; url: string; schema: string };

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseConfig["driver"];
  queue: QueueDatabase;
  /** PostgreSQL's connection pool (null on PGlite): the shared rate limits and the pool metrics use it. */
  pool: pg.Pool | null;
  /** Applies pending migrations from apps/api/drizzle (or, for tests, another folder of them). */
  migrate(options?: { migrationsSchema?: string; migrationsFolder?: string }): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const IDENTIFIER_RE = /^[a-z_][a-z0-9_]{0,62}$/;

/** The pool's statement_timeout unless configured (docs/decisions/database-settings.md). */
const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

export function databaseConfigFromEnv(
  env: Pick<Env, "DATABASE_URL" | "pgliteDir" | "DATABASE_STATEMENT_TIMEOUT_MS">,
): DatabaseConfig {
  return env.DATABASE_URL
    ? { driver: "postgres", url: env.DATABASE_URL, statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS }
    : { driver: "pglite", dataDir: env.pgliteDir };
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  const migrationsFolder = findMigrationsFolder();
  if (config.driver === "pglite") {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = await PGlite.create(
      config.dataDir,
      config.loadDataDir ? { loadDataDir: config.loadDataDir } : {},
    );
    const db = drizzlePglite({ client, schema });
    return {
      db,
      driver: "pglite",
      queue: { driver: "pglite", client, schema: "pgboss" },
      pool: null,
      migrate: (options) => migratePglite(db, { migrationsFolder, ...options }),
      ping: async () => {
        await client.query("select 1");
      },
      close: () => client.close(),
    };
  }

  const searchPath = config.searchPath ?? "public";
  if (!IDENTIFIER_RE.test(searchPath)) throw new Error(`invalid schema name for search_path: ${searchPath}`);
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.maxConnections ?? 10,
    // No parallel workers: the API's queries are short and indexed, and starting workers costs more than
    // they take (docs/decisions/database-settings.md).
    // A statement past the timeout is cancelled (a stuck query must not hold a connection and a request
    // forever); migrations lift it on their own connection.
    options: `-c search_path=${searchPath} -c max_parallel_workers_per_gather=0 -c statement_timeout=${
      config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS
    }`,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client losing its connection (database restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    driver: "postgres",
    pool,
    // A suite's own schema (tests) gets its own queue schema beside it.
    queue: {
      driver: "postgres",
      url: config.url,
      schema: searchPath === "public" ? "pgboss" : `${searchPath}_pgboss`,
    },
    async migrate(options) {
      // Several API replicas may start together: one applies the migrations, the others wait and find them
      // done (docs/decisions/database-settings.md).
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(hashtext($1))", [`vidinsight:migrate:${searchPath}`]);
        // An index build on a big table may take minutes: no statement timeout for migrations.
        await lock.query("set statement_timeout = 0");
        await migrateNodePg(drizzleNodePg({ client: lock, schema }), { migrationsFolder, ...options });
      } finally {
        await lock
          .query("select pg_advisory_unlock(hashtext($1))", [`vidinsight:migrate:${searchPath}`])
          .catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * apps/api/drizzle from the sources (src/db/) or the bundle (dist/, which carries its own copy), whichever
 * is nearest: walk up from this module to the first folder with a drizzle journal.
 */
function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("drizzle migrations folder not found next to the API");
    dir = parent;
  }
}
