// GET /outliers (signed in): the outliers table, filtered, sorted and paged by the server. The contract's
// query is strict: a misspelt parameter (minView) is a 400 naming it, not a silently ignored filter.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { toOutlierVideo } from "../videos/serialize.ts";
import type { Outliers } from "./service.ts";

export function outliersRoutes({ auth, outliers }: { auth: AuthProvider; outliers: Outliers }) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getOutliers, { auth }, async (c, { query }) => {
    const page = await outliers.page(c.var.user.uid, query);
    return {
      videoData: page.rows.map(toOutlierVideo),
      total: page.total,
      totalIsEstimate: page.totalIsEstimate,
      nextCursor: page.nextCursor,
    };
  });
  return app;
}
