// GET /outliers (signed in): the outliers table, filtered, sorted and paged by the server.
import { OutliersQuerySchema, type OutliersResponse } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import type { Database } from "../../db/index.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { validate } from "../../validation.ts";
import { type OutliersOptions, queryOutliers } from "../../videos/outliers.ts";
import { toOutlierVideo } from "../../videos/serialize.ts";

export interface OutliersAnswer extends OutliersResponse {
  /** Beyond the contract: true when `total` is an estimate (a result too large to count per request). */
  totalIsEstimate: boolean;
}

export function outliersRoutes({
  db,
  auth,
  options,
}: {
  db: Database;
  auth: AuthProvider;
  options?: OutliersOptions;
}) {
  return new Hono<AppEnv>().get(
    "/outliers",
    requireAuth(auth),
    // Strict: a misspelt parameter (minView) is a 400 naming it, not a silently ignored filter.
    validate("query", OutliersQuerySchema.strict()),
    async (c) => {
      const page = await queryOutliers(db, c.req.valid("query"), options);
      return c.json({
        videoData: page.rows.map(toOutlierVideo),
        total: page.total,
        totalIsEstimate: page.totalIsEstimate,
      } satisfies OutliersAnswer);
    },
  );
}
