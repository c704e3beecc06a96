// GET /getChannelAnalytics: a linked channel's own analytics. The uid comes from the verified token; only
// channels the caller linked are answered.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { HttpError } from "../errors.ts";
import type { OwnAnalytics } from "./service.ts";

export function ownAnalyticsRoutes({
  auth,
  analytics,
}: {
  auth: AuthProvider;
  analytics: OwnAnalytics | null;
}) {
  const app = new Hono<AppEnv>();
  // "costly": a report not kept yet reads YouTube (Analytics, and one Data API unit for the titles).
  contractRoute(app, contracts.getChannelAnalytics, { auth, rateLimit: "costly" }, async (c, { query }) => {
    if (!analytics)
      throw new HttpError(
        503,
        "SERVICE_UNAVAILABLE",
        "YouTube channel linking is not configured on this server.",
      );
    return analytics.get(c.var.user.uid, query.channelId);
  });
  return app;
}
