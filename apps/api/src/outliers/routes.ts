// GET /outliers (signed in): the outliers table, filtered, sorted and paged by the server. The contract's
// query is strict: a misspelt parameter (minView) is a 400 naming it, not a silently ignored filter.
import { contracts } from "@vi/types";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import type { Database } from "../db/index.ts";
import { users } from "../db/schema.ts";
import { type OutliersOptions, queryOutliers } from "../videos/outliers.ts";
import { toOutlierVideo } from "../videos/serialize.ts";

export function outliersRoutes({
  db,
  auth,
  options,
}: {
  db: Database;
  auth: AuthProvider;
  options?: OutliersOptions;
}) {
  const app = new Hono<AppEnv>();
  contractRoute(app, contracts.getOutliers, { auth }, async (c, { query }) => {
    const channelIds = query.mySubscriptions ? await currentSubscriptions(db, c.var.user.uid) : undefined;
    const page = await queryOutliers(db, { ...query, channelIds }, options);
    return {
      videoData: page.rows.map(toOutlierVideo),
      total: page.total,
      totalIsEstimate: page.totalIsEstimate,
      nextCursor: page.nextCursor,
    };
  });
  return app;
}

/** The channels the user's current linked account (the last one) subscribes to; none linked: none. */
async function currentSubscriptions(db: Database, uid: string): Promise<string[]> {
  const [row] = await db.select({ youtube: users.youtube }).from(users).where(eq(users.uid, uid));
  return row?.youtube.at(-1)?.subscriptions.map((entry) => entry.channelId) ?? [];
}
