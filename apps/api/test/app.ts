import { type AppDeps, createApp } from "../src/app.ts";
import { createFirebaseAuth } from "../src/auth/firebase.ts";
import type { DatabaseConnection } from "../src/db/index.ts";
import { type Env, loadEnv } from "../src/env.ts";
import { createLogger } from "../src/logger.ts";
import { createServices } from "../src/services.ts";
import type { OutliersOptions } from "../src/videos/outliers.ts";
import { bearer, createTestUser, type TestUser } from "./auth.ts";

export const TEST_WEB_ORIGIN = "http://localhost:5173";

/** A test configuration: the defaults plus the given variables; logs silenced. */
export function testEnv(vars: Record<string, string> = {}): Env {
  return loadEnv({
    LOG_LEVEL: "silent",
    WEB_ORIGIN: TEST_WEB_ORIGIN,
    // Suites run on frozen clocks, so buckets would never refill: limits are high unless a test sets its own
    // (src/rate-limit/rate-limit.test.ts).
    RATE_LIMIT_USER_PER_MINUTE: "1000000",
    RATE_LIMIT_COSTLY_PER_MINUTE: "1000000",
    RATE_LIMIT_IP_PER_MINUTE: "1000000",
    ...vars,
  });
}

export interface TestAppOptions {
  /** The clock of the services (fetch times, VPH, rate-limit windows). */
  now?: () => Date;
  outliers?: OutliersOptions;
  /** Further dependencies of createApp (a suite that must run without the product's limits sets them here). */
  app?: Partial<Omit<AppDeps, "env" | "db" | "logger" | "auth" | "services">>;
}

/** The real app (real Firebase verification against the emulator) on the given database. */
export function createTestApp(
  db: DatabaseConnection,
  vars: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const env = testEnv(vars);
  const logger = createLogger(env.LOG_LEVEL);
  const services = createServices({ env, db, logger, ...(options.now ? { now: options.now } : {}) });
  return createApp({
    env,
    db,
    logger,
    auth: createFirebaseAuth({ projectId: env.FIREBASE_PROJECT_ID }),
    services,
    ...(options.outliers ? { outliers: options.outliers } : {}),
    ...options.app,
  });
}

/** JSON body helper for app.request(). */
export function jsonRequest(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) };
}

/** A new Auth emulator user who has made their user record through `app` (POST /user answering 201). */
export async function signUpUser(app: {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}): Promise<TestUser> {
  const user = await createTestUser();
  const response = await app.request(
    "/user",
    jsonRequest("POST", { email: user.email, timezone: "UTC" }, bearer(user)),
  );
  if (response.status !== 201)
    throw new Error(`POST /user answered ${response.status}: ${await response.text()}`);
  return user;
}
