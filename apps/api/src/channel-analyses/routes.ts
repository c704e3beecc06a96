// Channel analyses and search-result analyses: POST/GET /analyses/channel, POST/GET /analyses/results,
// POST /analyses/keyword. The uid always comes from the verified token (src/channel-analyses/).
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import type { ChannelAnalyses } from "./service.ts";

export function channelAnalysisRoutes({ auth, service }: { auth: AuthProvider; service: ChannelAnalyses }) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.startChannelAnalysis, { auth, rateLimit: "costly" }, async (c, { body }) => {
    const run = await service.start(c.var.user.uid, body);
    // Accepted: the client polls GET /analyses/channel?id= until it is done (or answers at once if done).
    if (run.status !== "done") c.status(202);
    return run;
  });

  contractRoute(app, contracts.getChannelAnalysis, { auth }, (c, { query }) =>
    service.get(c.var.user.uid, query.id),
  );

  contractRoute(app, contracts.analyseResults, { auth, rateLimit: "costly" }, (c, { body }) =>
    service.analysePage(c.var.user.uid, body.query, body.videoIds),
  );

  contractRoute(app, contracts.analyseKeyword, { auth, rateLimit: "costly" }, (c, { body }) =>
    service.analyseKeyword(c.var.user.uid, body.query),
  );

  contractRoute(app, contracts.getResultsAnalysis, { auth }, (c, { query }) =>
    service.getResults(c.var.user.uid, query.id),
  );

  return app;
}
