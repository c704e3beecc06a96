// Affiliate applications: the /affiliate form posts here so that an admin can review them on
// /data. Public (the form needs no account), validated with the form's own schema, rate-limited per IP.
import { createHash } from "node:crypto";
import { contracts } from "@vi/types";
import { and, count, desc, eq, gte } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import type { Database } from "../../db/index.ts";
import { affiliateApplications } from "../../db/schema.ts";
import { ApiError } from "../../errors.ts";
import { addressKey, clientAddress } from "../../rate-limit/index.ts";

/** Applications accepted from one address per window. */
export const AFFILIATE_RATE_LIMIT = 5;
export const AFFILIATE_RATE_WINDOW_MS = 3_600_000;

export function affiliateRoutes({
  db,
  auth,
  trustedProxyHops,
  now = () => new Date(),
}: {
  db: Database;
  auth: AuthProvider;
  trustedProxyHops: number;
  now?: () => Date;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.submitAffiliateApplication, {}, async (c, { body: application }) => {
    const ipHash = createHash("sha256")
      .update(addressKey(clientAddress(c, trustedProxyHops)))
      .digest("hex");
    const since = new Date(now().getTime() - AFFILIATE_RATE_WINDOW_MS);
    const [recent] = await db
      .select({ n: count() })
      .from(affiliateApplications)
      .where(and(eq(affiliateApplications.ipHash, ipHash), gte(affiliateApplications.createdAt, since)));
    if ((recent?.n ?? 0) >= AFFILIATE_RATE_LIMIT) {
      c.header("Retry-After", String(AFFILIATE_RATE_WINDOW_MS / 1000));
      throw new ApiError(
        429,
        "TOO_MANY_REQUESTS",
        "Too many applications from this address; please try again in an hour",
      );
    }
    await db.insert(affiliateApplications).values({ ...application, ipHash, createdAt: now() });
    c.var.logger.info({ followers: application.followers }, "affiliate application received");
    c.status(201);
    return { success: true };
  });

  contractRoute(app, contracts.listAffiliateApplications, { auth, db }, async (_c, { query }) => {
    const rows = await db
      .select()
      .from(affiliateApplications)
      .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await db.select({ n: count() }).from(affiliateApplications);
    return {
      applications: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        website: row.website,
        followers: row.followers,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      total: total?.n ?? 0,
    };
  });

  return app;
}
