import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import type { DatabaseConnection } from "../../db/index.ts";

/** GET /healthz: for load balancers and the dev script; really queries the database. */
export function healthRoutes({ db }: { db: Pick<DatabaseConnection, "ping"> }) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.health, {}, async (c) => {
    try {
      await db.ping();
      return { ok: true, database: "up" };
    } catch (err) {
      c.var.logger.error({ err }, "health check: database down");
      c.status(503);
      return { ok: false, database: "down" };
    }
  });
  return app;
}
