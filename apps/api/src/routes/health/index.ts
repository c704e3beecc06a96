import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import type { DatabaseConnection } from "../../db/index.ts";

/** GET /healthz: for load balancers and the dev script; really queries the database. */
export function healthRoutes({ db }: { db: Pick<DatabaseConnection, "ping"> }) {
  return new Hono<AppEnv>().get("/healthz", async (c) => {
    try {
      await db.ping();
      return c.json({ ok: true, database: "up" } as const);
    } catch (err) {
      c.var.logger.error({ err }, "health check: database down");
      return c.json({ ok: false, database: "down" } as const, 503);
    }
  });
}
