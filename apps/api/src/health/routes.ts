import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";

/**
 * What start.ts has done so far in this process: /readyz stays 503 until the migrations are applied and
 * the job queue started (an app built without start.ts, as in tests, is not ready until told).
 */
export interface Readiness {
  migrated: boolean;
  queueStarted: boolean;
}

/**
 * GET /healthz: for the dev script and liveness probes; really queries the database.
 * GET /readyz: for load balancers and rolling restarts: the database answers now, migrations are applied and
 * the queue started.
 */
export function healthRoutes({
  db,
  readiness,
}: {
  /** The database connection's ping (db/index.ts): a real query. */
  db: { ping(): Promise<unknown> };
  readiness: Readiness;
}) {
  const app = new Hono<AppEnv>();
  const databaseUp = async (c: { var: AppEnv["Variables"] }) => {
    try {
      await db.ping();
      return true;
    } catch (err) {
      c.var.logger.error({ err }, "health check: database down");
      return false;
    }
  };
  contractRoute(app, contracts.health, {}, async (c) => {
    if (await databaseUp(c)) return { ok: true, database: "up" };
    c.status(503);
    return { ok: false, database: "down" };
  });
  contractRoute(app, contracts.ready, {}, async (c) => {
    const up = await databaseUp(c);
    const ready = up && readiness.migrated && readiness.queueStarted;
    if (!ready) c.status(503);
    return {
      ready,
      database: up ? "up" : "down",
      migrations: readiness.migrated ? "applied" : "pending",
      queue: readiness.queueStarted ? "started" : "stopped",
    };
  });
  return app;
}
