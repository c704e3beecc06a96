// Affiliate applications: the /affiliate form posts here so that an admin can review them on
// /data. Public (the form needs no account), validated with the form's own schema, limited per address
// and in total; kept AFFILIATE_RETENTION_DAYS (docs/decisions/rate-limits.md#affiliate-form).
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { HttpError } from "../errors.ts";
import type { AdminCheck } from "../middleware/admin.ts";
import { clientAddress } from "../rate-limit/index.ts";
import { AFFILIATE_RATE_WINDOW_MS, type Affiliates } from "./service.ts";

export function affiliateRoutes({
  auth,
  admins,
  affiliates,
  trustedProxyHops,
}: {
  auth: AuthProvider;
  admins: AdminCheck;
  affiliates: Affiliates;
  trustedProxyHops: number;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.submitAffiliateApplication, {}, async (c, { body: application }) => {
    const refusal = await affiliates.submit(application, clientAddress(c, trustedProxyHops));
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

  contractRoute(app, contracts.listAffiliateApplications, { auth, admins }, async (_c, { query }) => {
    return affiliates.list(query);
  });

  return app;
}
