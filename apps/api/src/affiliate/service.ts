// Affiliate applications in the database: accepted under the per-address and global limits, listed for
// admins on /data (docs/decisions/rate-limits.md#affiliate-form).
import { createHmac } from "node:crypto";
import type { AffiliateApplication, AffiliateApplicationsResponse } from "@vi/types";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { affiliateApplications } from "../db/schema.ts";
import { addressKey } from "../rate-limit/index.ts";

/** Applications accepted from one address per window. */
export const AFFILIATE_RATE_LIMIT = 5;
export const AFFILIATE_RATE_WINDOW_MS = 3_600_000;
/** Applications accepted from everyone together per window: a botnet's many addresses stop here. */
export const AFFILIATE_GLOBAL_HOURLY_LIMIT = 100;

/**
 * The stored form of a client address: a keyed hash (HMAC-SHA256 with AFFILIATE_IP_SECRET), so that the
 * table cannot be reversed by hashing the 2^32 IPv4 addresses, as a bare SHA-256 could.
 */
export function addressDigest(secret: string, address: string): string {
  return createHmac("sha256", secret).update(addressKey(address)).digest("hex");
}

/**
 * Stores the application unless a limit refuses it: "everyone" (the global hourly limit), "address" (this
 * address's), else null.
 */
async function submitApplication(
  db: Database,
  { application, ipHash, now }: { application: AffiliateApplication; ipHash: string; now: () => Date },
): Promise<"everyone" | "address" | null> {
  const since = new Date(now().getTime() - AFFILIATE_RATE_WINDOW_MS);
  // Count and insert under one table lock (a mode that only conflicts with itself, so reads go on): two
  // applications at once would otherwise both count the same rows and both pass the limits.
  return db.transaction(async (tx) => {
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
}

/** A page of applications, newest first, and how many there are. */
async function listApplications(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<AffiliateApplicationsResponse> {
  const rows = await db
    .select()
    .from(affiliateApplications)
    .orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id))
    .limit(limit)
    .offset(offset);
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
}

/** The affiliate service the routes are given. */
export function createAffiliates({
  db,
  addressSecret,
  now,
}: {
  db: Database;
  /** AFFILIATE_IP_SECRET: the key of the stored address digests. */
  addressSecret: string;
  now: () => Date;
}) {
  return {
    /** Stores an application from `address` (the client's), unless a limit refuses it (see submitApplication). */
    submit: (application: AffiliateApplication, address: string) =>
      submitApplication(db, { application, ipHash: addressDigest(addressSecret, address), now }),
    list: (page: { limit: number; offset: number }) => listApplications(db, page),
  };
}
export type Affiliates = ReturnType<typeof createAffiliates>;
