import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { adminRoutes } from "./admin/routes.ts";
import { createAdminService } from "./admin/service.ts";
import { affiliateRoutes } from "./affiliate/routes.ts";
import { createAffiliates } from "./affiliate/service.ts";
import { analysesRoutes } from "./analyses/routes.ts";
import { apiKeyRoutes } from "./api-keys/routes.ts";
import { createApiKeys } from "./api-keys/service.ts";
import type { AuthProvider } from "./auth/firebase.ts";
import { billingRoutes } from "./billing/routes.ts";
import { channelAnalysisRoutes } from "./channel-analyses/routes.ts";
import { channelVideosRoutes } from "./channel-videos/routes.ts";
import { createChannelVideos } from "./channel-videos/service.ts";
import type { AppEnv } from "./context.ts";
import type { DatabaseConnection } from "./db/index.ts";
import type { Env } from "./env.ts";
import { onError, onNotFound } from "./error-handler.ts";
import { HttpError } from "./errors.ts";
import { healthRoutes, type Readiness } from "./health/routes.ts";
import { historyRoutes } from "./history/routes.ts";
import { createHistory } from "./history/service.ts";
import type { Logger } from "./logger.ts";
import { mcpRoutes } from "./mcp/routes.ts";
import { metrics } from "./metrics/index.ts";
import { corsMiddleware } from "./middleware/cors.ts";
import { openApiRoutes } from "./openapi/routes.ts";
import { outliersRoutes } from "./outliers/routes.ts";
import { createOutliers } from "./outliers/service.ts";
import { ownAnalyticsRoutes } from "./own-analytics/routes.ts";
import { createRateLimits } from "./rate-limit/index.ts";
import { recapRoutes } from "./recap/routes.ts";
import { createRecapService } from "./recap/service.ts";
import { createRoles } from "./roles/roles.ts";
import { roleRoutes } from "./roles/routes.ts";
import { savedVideoRoutes } from "./saved-videos/routes.ts";
import { createSavedVideos } from "./saved-videos/service.ts";
import { createServices, type Services } from "./services.ts";
import { userRoutes } from "./user/routes.ts";
import { createUsers } from "./user/service.ts";
import type { OutliersOptions } from "./videos/outliers.ts";
import { videoRoutes } from "./videos/routes.ts";
import { watchlistRoutes } from "./watchlist/routes.ts";
import { createWebsubCallbacks } from "./watchlist/websub.ts";
import { websubRoutes } from "./watchlist/websub-routes.ts";
import { youtubeAccountRoutes } from "./youtube-accounts/routes.ts";

export interface AppDeps {
  env: Env;
  db: DatabaseConnection;
  logger: Logger;
  auth: AuthProvider;
  /** YouTube client, video service, job queue; built from `env` when not given (queue not started). */
  services?: Services;
  outliers?: OutliersOptions;
  /** What start.ts has done (GET /readyz); not ready when not given. */
  readiness?: Readiness;
}

/** Largest request body accepted; the API takes small JSON documents only. */
const MAX_BODY_BYTES = 256 * 1024;

/** Builds the HTTP app; index.ts serves it, tests call `app.request(...)` on it. */
export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppEnv>();

  const services = deps.services ?? createServices({ env, db: deps.db, logger });
  // Counted in the store every API process shares (docs/decisions/rate-limits.md). Suites and benches that
  // must not meet them set very high RATE_LIMIT_* values (test/app.ts): one way to switch them off.
  const rateLimits = createRateLimits(
    {
      userPerMinute: env.RATE_LIMIT_USER_PER_MINUTE,
      costlyPerMinute: env.RATE_LIMIT_COSTLY_PER_MINUTE,
      ipPerMinute: env.RATE_LIMIT_IP_PER_MINUTE,
      trustedProxyHops: env.TRUST_PROXY_HOPS,
    },
    services.limits,
  );

  const users = createUsers({ db: deps.db.db, planOf: services.plans.planOf });
  const apiKeys = createApiKeys({ db: deps.db.db, now: services.now, today: services.analyses.quota.today });

  app.use(async (c, next) => {
    c.set("logger", logger);
    c.set("rateLimits", rateLimits);
    c.set("apiKeys", apiKeys);
    c.set("languageOf", users.languageOf);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    // By route pattern, never the raw path (ids would make a series per video).
    metrics.requestDuration.observe(
      { method: c.req.method, route: c.req.routePath, status: String(c.res.status) },
      ms / 1000,
    );
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) },
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
        throw new HttpError(413, "PAYLOAD_TOO_LARGE", `Request body larger than ${MAX_BODY_BYTES} bytes`);
      },
    }),
  );

  const db = deps.db.db;
  const { auth } = deps;
  const { now, videos } = services;

  app.route(
    "/",
    healthRoutes({ db: deps.db, readiness: deps.readiness ?? { migrated: false, queueStarted: false } }),
  );
  app.route(
    "/",
    openApiRoutes({ serverUrl: env.apiPublicUrl, termsUrl: `${env.webOrigin}/terms-of-service` }),
  );
  // Each domain's service does its database work; its routes parse, call it and answer.
  const roles = createRoles(db);
  const admins = roles.isAdmin;
  app.route(
    "/",
    userRoutes({
      users,
      auth,
      youtubeLinking: services.youtubeLinking,
      billing: services.billing,
    }),
  );
  app.route("/", outliersRoutes({ auth, outliers: createOutliers({ db, options: deps.outliers }) }));
  app.route("/", videoRoutes({ auth, videos }));
  app.route("/", historyRoutes({ auth, videos, history: createHistory({ db, now }) }));
  app.route("/", savedVideoRoutes({ auth, videos, saved: createSavedVideos({ db, videos, now }) }));
  app.route(
    "/",
    affiliateRoutes({
      auth,
      admins,
      affiliates: createAffiliates({ db, addressSecret: env.AFFILIATE_IP_SECRET, now }),
      trustedProxyHops: env.TRUST_PROXY_HOPS,
    }),
  );
  app.route(
    "/",
    adminRoutes({
      auth,
      admins,
      admin: createAdminService({ db, quota: services.quota, queue: services.queue, now }),
    }),
  );
  app.route("/", channelVideosRoutes({ auth, admins, channelVideos: createChannelVideos(db) }));
  app.route("/", recapRoutes({ recap: createRecapService(services.recap), auth, admins }));
  app.route("/", roleRoutes({ roles, auth }));
  app.route("/", channelAnalysisRoutes({ auth, service: services.channelAnalyses }));
  app.route("/", youtubeAccountRoutes({ auth, linking: services.youtubeLinking }));
  app.route("/", ownAnalyticsRoutes({ auth, analytics: services.ownAnalytics }));
  app.route(
    "/",
    billingRoutes({
      auth,
      billing: services.billing,
      limits: services.limits,
      trustedProxyHops: env.TRUST_PROXY_HOPS,
    }),
  );
  app.route(
    "/",
    analysesRoutes({ auth, analyses: services.analyses, youtube: services.lookupYoutube, videos, now }),
  );
  app.route("/", apiKeyRoutes({ auth, keys: apiKeys }));
  app.route(
    "/",
    watchlistRoutes({ auth, watchlist: services.watchlist, signingSecret: env.RECAP_SIGNING_SECRET, now }),
  );
  app.route("/", websubRoutes({ websub: createWebsubCallbacks({ db, now }), queue: services.queue, logger }));
  app.route("/", mcpRoutes({ fetch: (request, c) => Promise.resolve(app.fetch(request, c.env)) }));

  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
