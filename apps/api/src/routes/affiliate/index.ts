// Affiliate applications: the /affiliate form posts here so that an admin can review them on
// /data. Public (the form needs no account), validated with the form's own schema, limited per address
// and in total; kept AFFILIATE_RETENTION_DAYS (docs/decisions/rate-limits.md#affiliate-form).
import { createHmac } from "node:crypto";
import { contracts } from "@vi/types";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import type { Database } from "../../db/index.ts";
import { affiliateApplications } from "../../db/schema.ts";
import { HttpError } from "../../errors.ts";
import { addressKey, clientAddress } from "../../rate-limit/index.ts";

/** Applications accepted from one address per window. */
export const AFFILIATE_RATE_LIMIT = 5;
const AFFILIATE_RATE_WINDOW_MS = 3_600_000;
/** Applications accepted from everyone together per window: a botnet's many addresses stop here. */
export const AFFILIATE_GLOBAL_HOURLY_LIMIT = 100;

/**
 * The stored form of a client address: a keyed hash (HMAC-SHA256 with AFFILIATE_IP_SECRET), so that the
 * table cannot be reversed by hashing the 2^32 IPv4 addresses, as a bare SHA-256 could.
 */
export function addressDigest(secret: string, address: string): string {
  return createHmac("sha256", secret).update(addressKey(address)).digest("hex");
}

export function affiliateRoutes({
  db,
  auth,
  trustedProxyHops,
  addressSecret,
  now = () => new Date(),
}: {
  db: Database;
  auth: AuthProvider;
  trustedProxyHops: number;
  addressSecret: string;
  now?: () => Date;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.submitAffiliateApplication, {}, async (c, { body: application }) => {
    const ipHash = addressDigest(addressSecret, clientAddress(c, trustedProxyHops));
    const since = new Date(now().getTime() - AFFILIATE_RATE_WINDOW_MS);
    // Count and insert under one table lock (a mode that only conflicts with itself, so reads go on): two
    // applications at once would otherwise both count the same rows and both pass the limits.
    const refusal = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table affiliate_applications in share row exclusive mode`);
      const [everyone] = await tx
        .select({ n: count() })
        .from(affiliateApplications)
        .where(gte(affiliateApplications.createdAt, since));
      if ((everyone?.n ?? 0) >= AFFILIATE_GLOBAL_HOURLY_LIMIT) return "everyone" as const;
      const [recent] = await tx
        .select({ n: count() })
        .from(affiliateApplications)
        .where(and(eq(affiliateApplications.ipHash, ipHash), gte(affiliateApplications.createdAt, since)));
      if ((recent?.n ?? 0) >= AFFILIATE_RATE_LIMIT) return "address" as const;
      await tx.insert(affiliateApplications).values({ ...application, ipHash, createdAt: now() });
      return null;
    });
    if (refusal === "everyone") {
      c.var.logger.warn("affiliate form: global hourly limit reached");
      throw new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        "We are receiving many applications right now; please try again in an hour",
        { retryAfterSeconds: AFFILIATE_RATE_WINDOW_MS / 1000 },
      );
    }
    if (refusal === "address") {
      c.header("Retry-After", String(AFFILIATE_RATE_WINDOW_MS / 1000));
      throw new HttpError(
        429,
        "TOO_MANY_REQUESTS",
        "Too many applications from this address; please try again in an hour",
      );
    }
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
