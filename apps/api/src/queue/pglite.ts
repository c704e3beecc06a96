// pg-boss over the embedded PGlite: its `db` option takes any object with executeSql, so the queue runs on
// the SAME PGlite instance as the API (one process owns the data directory; a socket server in between
// could not carry LISTEN/NOTIFY either). docs/decisions/jobs-queue.md.
import type { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";

export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      // pg-boss sends its locked maintenance commands and schema migrations as several statements in one
      // string without parameters (BEGIN; ...; COMMIT): those need the simple protocol, which PGlite's
      // exec() speaks; one exec() holds PGlite's lock throughout, so the transaction is never interleaved.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
