// The outliers table's database work: the store's query (videos/outliers.ts) and, for "my subscriptions",
// the channels the caller's current linked account subscribes to.
import type { OutliersQuery } from "@vi/types";
import { eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { users } from "../db/schema.ts";
import { type OutliersOptions, queryOutliers } from "../videos/outliers.ts";

/** The channels the user's current linked account (the last one) subscribes to; none linked: none. */
async function currentSubscriptions(db: Database, uid: string): Promise<string[]> {
  const [row] = await db.select({ youtube: users.youtube }).from(users).where(eq(users.uid, uid));
  return row?.youtube.at(-1)?.subscriptions.map((entry) => entry.channelId) ?? [];
}

export function createOutliers({ db, options }: { db: Database; options?: OutliersOptions }) {
  return {
    /** One page of the table for `uid`. */
    async page(uid: string, query: OutliersQuery) {
      const channelIds = query.mySubscriptions ? await currentSubscriptions(db, uid) : undefined;
      return queryOutliers(db, { ...query, channelIds }, options);
    },
  };
}
export type Outliers = ReturnType<typeof createOutliers>;
