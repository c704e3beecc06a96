import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { AuthProvider } from "./auth/firebase.ts";
import type { AppEnv } from "./context.ts";
import type { DatabaseConnection } from "./db/index.ts";
import type { Env } from "./env.ts";
import { ApiError, onError, onNotFound } from "./errors.ts";
import type { Logger } from "./logger.ts";
import { corsMiddleware } from "./middleware/cors.ts";
import { createRateLimits, type RateLimits } from "./rate-limit/index.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { affiliateRoutes } from "./routes/affiliate/index.ts";

import { analysesRoutes } from "./routes/analyses/index.ts";
import { billingRoutes } from "./routes/billing/index.ts";
import { channelAnalysisRoutes } from "./routes/channel-analyses/index.ts";
import { channelVideosRoutes } from "./routes/channel-videos/index.ts";
import { healthRoutes } from "./routes/health/index.ts";
import { historyRoutes } from "./routes/history/index.ts";
import { openApiRoutes } from "./routes/openapi/index.ts";
import { outliersRoutes } from "./routes/outliers/index.ts";
import { recapRoutes } from "./routes/recap/index.ts";
import { roleRoutes } from "./routes/roles/index.ts";
import { savedVideoRoutes } from "./routes/saved-videos/index.ts";
import { userRoutes } from "./routes/user/index.ts";
import { videoRoutes } from "./routes/videos/index.ts";
import { youtubeAccountRoutes } from "./routes/youtube-accounts/index.ts";
import { createServices, type Services } from "./services.ts";
import type { OutliersOptions } from "./videos/outliers.ts";

export interface AppDeps {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  auth: AuthProvider;
  /** YouTube client, video service, job queue; built from `env` when not given (queue not started). */
  services?: Services;
  outliers?: OutliersOptions;
  /** The request limits; built from `env` when not given (the contract fuzz test passes NO_RATE_LIMITS). */
  rateLimits?: RateLimits;
}

/** Limits that never refuse: for suites that test something else through many requests (the fuzz test). */
export const NO_RATE_LIMITS: RateLimits = { check() {} };

/** Largest request body accepted; the API takes small JSON documents only. */
const MAX_BODY_BYTES = 256 * 1024;

/** Builds the HTTP app; index.ts serves it, tests call `app.request(...)` on it. */
export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppEnv>();

  const services = deps.services ?? createServices({ env, db: deps.db, logger });
  // One set of buckets per process (docs/decisions/rate-limits.md).
  const rateLimits =
    deps.rateLimits ??
    createRateLimits(
      {
        userPerMinute: env.RATE_LIMIT_USER_PER_MINUTE,
        costlyPerMinute: env.RATE_LIMIT_COSTLY_PER_MINUTE,
        ipPerMinute: env.RATE_LIMIT_IP_PER_MINUTE,
        trustedProxyHops: env.TRUST_PROXY_HOPS,
      },
      () => services.now().getTime(),
    );

  app.use(async (c, next) => {
    c.set("logger", logger);
    c.set("rateLimits", rateLimits);
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  // The API answers JSON only: nothing in it may load, run or be framed (docs/decisions/security-headers.md).
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      xFrameOptions: "DENY",
      referrerPolicy: "no-referrer",
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
    }),
  );
  app.use(corsMiddleware(env));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "PAYLOAD_TOO_LARGE", `Request body larger than ${MAX_BODY_BYTES} bytes`);
      },
    }),
  );

  const db = deps.db.db;
  const { auth } = deps;
  const { now, videos } = services;

  app.route("/", healthRoutes(deps));
  app.route("/", openApiRoutes());
  app.route("/", userRoutes({ db, auth, youtubeLinking: services.youtubeLinking, plans: services.plans }));
  app.route("/", outliersRoutes({ db, auth, ...(deps.outliers ? { options: deps.outliers } : {}) }));
  app.route("/", videoRoutes({ auth, videos }));
  app.route("/", historyRoutes({ db, auth, videos, now }));
  app.route("/", savedVideoRoutes({ db, auth, videos, now }));
  app.route(
    "/",
    affiliateRoutes({
      db,
      auth,
      trustedProxyHops: env.TRUST_PROXY_HOPS,
      addressSecret: env.AFFILIATE_IP_SECRET,
      now,
    }),
  );
  app.route("/", adminRoutes({ db, auth, quota: services.quota, queue: services.queue, now }));
  app.route("/", channelVideosRoutes({ db, auth }));
  app.route("/", recapRoutes({ recap: services.recap, auth }));
  app.route("/", roleRoutes({ db, auth }));
  app.route("/", channelAnalysisRoutes({ auth, service: services.channelAnalyses }));
  app.route("/", youtubeAccountRoutes({ auth, linking: services.youtubeLinking }));
  app.route(
    "/",
    billingRoutes({ auth, billing: services.billing, trustedProxyHops: env.TRUST_PROXY_HOPS, now }),
  );
  app.route(
    "/",
    analysesRoutes({ auth, analyses: services.analyses, youtube: services.youtube, videos, now }),
  );

  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
