// Starts the API: validates the environment, opens the database, applies migrations, serves HTTP and
// starts the background jobs. src/index.ts (production) and scripts/dev-server.ts (npm run dev) call it.
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createFirebaseAuth } from "./auth/firebase.ts";
import { type Database, databaseConfigFromEnv, openDatabase } from "./db/index.ts";
import { type Env, EnvError, loadEnv } from "./env.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createServices, type Services } from "./services.ts";

export interface StartContext {
  env: Env;
  db: Database;
  logger: Logger;
  services: Services;
}

export interface StartOptions {
  /** Runs once the server listens, before the scheduler's first tick (the dev server queues demo data here). */
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

  const auth = createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID });
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    logger.info(
      { host: env.FIREBASE_AUTH_EMULATOR_HOST },
      "verifying ID tokens of the Firebase Auth emulator",
    );
  }

  const services = createServices({ env, db, logger });
  const app = createApp({ env, db, logger, auth, services });
  const server = serve({ fetch: app.fetch, port: env.API_PORT }, (info) => {
    logger.info({ port: info.port }, `API listening on http://localhost:${info.port}`);
  });
  // Jobs run in the background on timers; the server answers (/healthz included) while they ingest.
  await options.beforeJobs?.({ env, db: db.db, logger, services });
  services.scheduler.start();

  server.on("error", (error) => {
    logger.fatal({ err: error }, `cannot listen on port ${env.API_PORT} (API_PORT)`);
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await services.scheduler.stop();
      db.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    // Keep-alive connections can hold close() open; don't let `tsx watch` restarts hang on them.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}
