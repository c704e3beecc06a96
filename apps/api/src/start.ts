// Starts the API: validates the environment, opens the database, applies migrations, then by API_MODE
// serves HTTP (api), runs the jobs (worker) or both (all, the default). src/index.ts (production) and scripts/dev-server.ts (npm run dev) call it.

import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { warmIdeas } from "./analyses/ideas.ts";
import { createApp } from "./app.ts";
import { createFirebaseAuth } from "./auth/firebase.ts";
import { type AdminChannel, adminSocketPath, openAdminChannel } from "./cli/admin-channel.ts";
import { answerClientErrorsAsJson } from "./client-errors.ts";
import { modeOfProcess, PROCESS_INDEX_VAR, READY_MESSAGE, SHUTDOWN_MESSAGE } from "./cluster.ts";
import { type Database, databaseConfigFromEnv, openDatabase } from "./db/index.ts";
import { type Env, EnvError, loadEnv } from "./env.ts";
import type { Readiness } from "./health/routes.ts";
import { nudgeStoreJobs, STORE_JOBS } from "./jobs/store-jobs.ts";
import { createLogger, type Logger } from "./logger.ts";
import { collectFrom } from "./metrics/index.ts";
import { collectMetrics, startMetricsServer } from "./metrics/server.ts";
import type { QueueConfig } from "./queue/index.ts";
import { createServices, type Services } from "./services.ts";

interface StartContext {
  env: Env;
  db: Database;
  logger: Logger;
  services: Services;
}

export interface StartOptions {
  /** Runs once the server listens, before the jobs start (the dev server queues demo data here). */
  beforeJobs?: (context: StartContext) => Promise<void>;
  /** The services' clock (default the system's): a harness may move it (scripts/e2e-clock-api.ts). */
  now?: () => Date;
  /** The job queue's settings (default: the cron schedules on the system clock). */
  queue?: Partial<QueueConfig>;
}

/** Closes the server's kept-alive connections that carry no request now (Node 18.2+). */
function closeIdle(server: unknown): void {
  (server as { closeIdleConnections?: () => void } | null)?.closeIdleConnections?.();
}

/** The environment, or exit 1 naming what is wrong with it. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export async function startApi(options: StartOptions = {}): Promise<void> {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  // In a cluster (src/cluster.ts) the primary serves the metrics and says which process runs the jobs.
  const inCluster = cluster.isWorker;
  const processIndex = inCluster ? Number(process.env[PROCESS_INDEX_VAR] ?? 0) : 0;

  const dbConfig = databaseConfigFromEnv(env);
  const db = await openDatabase(dbConfig);
  const readiness: Readiness = { migrated: false, queueStarted: false };
  await db.migrate();
  readiness.migrated = true;
  logger.info(
    { database: dbConfig.driver === "pglite" ? `pglite:${dbConfig.dataDir}` : "postgres" },
    "database ready (migrations applied)",
  );

  // `npm run admin` reaches the embedded database through this process (src/cli/admin-channel.ts).
  let adminChannel: AdminChannel | null = null;
  if (dbConfig.driver === "pglite" && dbConfig.dataDir && env.NODE_ENV !== "production") {
    adminChannel = await openAdminChannel({
      path: adminSocketPath(dbConfig.dataDir),
      db: db.db,
      onError: (error) => logger.warn({ err: error }, "admin channel"),
    }).catch((error: unknown) => {
      logger.warn({ err: error }, "admin channel not opened: npm run admin needs the API stopped");
      return null;
    });
  }

  const auth = createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID });
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    logger.info(
      { host: env.FIREBASE_AUTH_EMULATOR_HOST },
      "verifying ID tokens of the Firebase Auth emulator",
    );
  }

  const services = createServices({
    env,
    db,
    logger,
    ...(options.now ? { now: options.now } : {}),
    ...(options.queue ? { queue: options.queue } : {}),
  });
  const mode = modeOfProcess(env.API_MODE, processIndex);
  const work = mode !== "api";
  logger.info({ store: services.limits.kind }, "request limits counted in this store");
  collectFrom({ quota: services.quota, queue: services.queue, pool: db.pool });
  if (inCluster) collectMetrics(mode);
  const metricsServer =
    env.METRICS_PORT > 0 && !inCluster
      ? startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST, logger, role: mode })
      : null;

  let server: ReturnType<typeof serve> | null = null;
  /** Set by the first SIGTERM/SIGINT (below). */
  let closing = false;
  if (mode !== "worker") {
    const app = createApp({ env, db, logger, auth, services, readiness });
    // The comment analyses' language model loads now rather than in the first user's analysis.
    warmIdeas();
    server = serve({ fetch: app.fetch, port: env.API_PORT }, (info) => {
      logger.info({ port: info.port, mode }, `API listening on http://localhost:${info.port}`);
    });
    answerClientErrorsAsJson(server);
    // While shutting down, every answer closes its connection: a proxy's kept-alive connection would
    // otherwise keep bringing requests to a process that is leaving, and keep it from ever closing.
    server.on("request", (_request: unknown, response: { setHeader(name: string, value: string): void }) => {
      if (closing) response.setHeader("connection", "close");
    });
    server.on("error", (error) => {
      logger.fatal({ err: error }, `cannot listen on port ${env.API_PORT} (API_PORT)`);
      process.exit(1);
    });
  }
  // Jobs run beside the server (which answers, /healthz included, while they ingest); an api-only process
  // still starts the queue to send to it, and leaves running the jobs to the workers.
  await options.beforeJobs?.({ env, db: db.db, logger, services });
  await services.queue.start({ work });
  readiness.queueStarted = true;
  logger.info({ mode }, "ready: migrations applied, job queue started");
  if (work) await nudgeStoreJobs(services.queue, Object.values(STORE_JOBS));
  process.send?.(READY_MESSAGE);
  if (mode === "worker") logger.info({ mode }, "worker running the jobs (no HTTP)");

  // SIGTERM (deploys, `tsx watch` restarts): stop taking requests, let those underway finish, stop the
  // workers at a safe point (running jobs get a bounded wait, then go back to the queue), close the
  // database. Past SHUTDOWN_TIMEOUT_MS, or on a second signal, exit at once with code 1.
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    closing = true;
    // Load balancers polling /readyz stop sending here while the requests underway finish.
    readiness.queueStarted = false;
    // The listener closes before the log line, so whoever reads "shutting down" finds the port refused.
    const httpClosed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    // Connections that finish their request later become idle: close those too as they do.
    const idleSweep = setInterval(() => closeIdle(server), 250);
    idleSweep.unref();
    void httpClosed.then(() => clearInterval(idleSweep));
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "shutdown took too long: exiting (forced)");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // Leave a quarter of the time for the rest of the shutdown.
    const jobWaitMs = Math.max(1_000, Math.floor(env.SHUTDOWN_TIMEOUT_MS * 0.75));
    const { abandonedJobs } = await services.queue.stop({ timeoutMs: jobWaitMs });
    if (abandonedJobs > 0)
      logger.warn({ abandonedJobs }, "jobs cut off by the shutdown go back to the queue");
    await httpClosed;
    metricsServer?.close();
    await services.limits.close();
    await adminChannel?.close();
    try {
      await db.close();
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
      process.exit(1);
    }
    logger.info({ abandonedJobs }, "stopped");
    process.exit(abandonedJobs > 0 ? 1 : 0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // The cluster's primary stops its processes by message: Ctrl-C already sent them SIGINT itself.
  process.on("message", (message) => {
    if (message === SHUTDOWN_MESSAGE && !closing) void shutdown("SIGTERM");
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
