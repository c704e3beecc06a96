// Channel analyses and search-result analyses: POST/GET /analyses/channel, POST/GET /analyses/results,
// POST /analyses/keyword. The uid always comes from the verified token.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import { ApiError } from "../../errors.ts";

export function channelAnalysisRoutes({ auth }: { auth: AuthProvider }) {
  const app = new Hono<AppEnv>();
  // The contracts come first so the extension can build against them; the analyses follow.
  const unavailable = async (): Promise<never> => {
    throw new ApiError(503, "SERVICE_UNAVAILABLE", "Channel and results analyses are not available yet.");
  };
  contractRoute(app, contracts.startChannelAnalysis, { auth }, unavailable);
  contractRoute(app, contracts.getChannelAnalysis, { auth }, unavailable);
  contractRoute(app, contracts.analyseResults, { auth }, unavailable);
  contractRoute(app, contracts.analyseKeyword, { auth }, unavailable);
  contractRoute(app, contracts.getResultsAnalysis, { auth }, unavailable);
  return app;
}
