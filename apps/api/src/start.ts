// Starts the API: validates the environment, opens the database, applies migrations, then by API_MODE
// serves HTTP (api), runs the jobs (worker) or both (all, the default). src/index.ts (production) and scripts/dev-server.ts (npm run dev) call it.

import { serve } from "@hono/node-server";
import { warmIdeas } from "./analyses/ideas.ts";
import { createApp } from "./app.ts";
import { createFirebaseAuth } from "./auth/firebase.ts";
import { type AdminChannel, adminSocketPath, openAdminChannel } from "./cli/admin-channel.ts";
import { answerClientErrorsAsJson } from "./client-errors.ts";
import { type Database, databaseConfigFromEnv, openDatabase } from "./db/index.ts";
import { type Env, EnvError, loadEnv } from "./env.ts";
import { nudgeStoreJobs, STORE_JOBS } from "./jobs/store-jobs.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createServices, type Services } from "./services.ts";

export interface StartContext {
  env: Env;
  db: Database;
  logger: Logger;
  services: Services;
}

export interface StartOptions {
  /** Runs once the server listens, before the jobs start (the dev server queues demo data here). */
  beforeJobs?: (context: StartContext) => Promise<void>;
}

export async function startApi(options: StartOptions = {}): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  const dbConfig = databaseConfigFromEnv(env);
  const db = await openDatabase(dbConfig);
  await db.migrate();
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

  const services = createServices({ env, db, logger });
  const mode = env.API_MODE;
  const work = mode !== "api";

  let server: ReturnType<typeof serve> | null = null;
  if (mode !== "worker") {
    const app = createApp({ env, db, logger, auth, services });
    // The comment analyses' language model loads now rather than in the first user's analysis.
    warmIdeas();
    server = serve({ fetch: app.fetch, port: env.API_PORT }, (info) => {
      logger.info({ port: info.port, mode }, `API listening on http://localhost:${info.port}`);
    });
    answerClientErrorsAsJson(server);
    server.on("error", (error) => {
      logger.fatal({ err: error }, `cannot listen on port ${env.API_PORT} (API_PORT)`);
      process.exit(1);
    });
  }
  // Jobs run beside the server (which answers, /healthz included, while they ingest); an api-only process
  // still starts the queue to send to it, and leaves running the jobs to the workers.
  await options.beforeJobs?.({ env, db: db.db, logger, services });
  await services.queue.start({ work });
  if (work) await nudgeStoreJobs(services.queue, Object.values(STORE_JOBS));
  if (mode === "worker") logger.info({ mode }, "worker running the jobs (no HTTP)");

  // SIGTERM (deploys, `tsx watch` restarts): stop taking requests, let those underway finish, stop the
  // workers at a safe point (running jobs get a bounded wait, then go back to the queue), close the
  // database. Past SHUTDOWN_TIMEOUT_MS, or on a second signal, exit at once with code 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    closing = true;
    // The listener closes before the log line, so whoever reads "shutting down" finds the port refused.
    const httpClosed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
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
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
