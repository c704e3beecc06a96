// The user's plan, read from the stored subscription with the one rule of @vi/types (planOf) and the
// product ids configured in the environment. Quotas, the lookup allowance and the user answer ask this.
import { type PlanId, type PlanProducts, planOf, type SubscriptionLive } from "@vi/types";
import { eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { users } from "../db/schema.ts";

export interface PlanResolver {
  /** Free for an unknown user. */
  planFor(uid: string): Promise<PlanId>;
  /** The plan a stored subscription gives now. */
  planOf(subscription: SubscriptionLive | null): PlanId;
}

export function createPlanResolver(deps: {
  db: Database;
  products: PlanProducts;
  now: () => Date;
}): PlanResolver {
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);
  return {
    planOf: (subscription) => planOf(subscription, deps.products, nowSeconds()),
    async planFor(uid) {
      const [row] = await deps.db
        .select({ subscriptionLive: users.subscriptionLive })
        .from(users)
        .where(eq(users.uid, uid))
        .limit(1);
      return planOf(row?.subscriptionLive ?? null, deps.products, nowSeconds());
    },
  };
}
