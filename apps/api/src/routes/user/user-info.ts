import {
  type GetUserResponse,
  GetUserResponseSchema,
  type PlanId,
  type SubscriptionLive,
  type UserInfo,
} from "@vi/types";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/index.ts";
import { savedVideos, type UserRow, users } from "../../db/schema.ts";

/** The stored record of a user, or undefined when there is none yet. */
export async function findUser(db: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/**
 * The user info: the record, its saved video ids as a map, the current account = last linked, and the plan
 * the one rule gives (clients show it and keep no rule of their own).
 */
async function loadUserInfo(
  db: Database,
  row: UserRow,
  planOf: (subscription: SubscriptionLive | null) => PlanId,
): Promise<UserInfo> {
  const saved = await db
    .select({ videoId: savedVideos.videoId })
    .from(savedVideos)
    .where(eq(savedVideos.uid, row.uid))
    .orderBy(asc(savedVideos.savedAt));
  return {
    name: row.name,
    email: row.email,
    subscribedToDailyRecapEmail: row.subscribedToDailyRecapEmail,
    isAdmin: row.isAdmin,
    isBetaTester: row.isBetaTester,
    timezone: row.timezone,
    savedVideoIds: Object.fromEntries(saved.map(({ videoId }) => [videoId, true as const])),
    subscription_live: row.subscriptionLive ?? null,
    youtubeAccounts: row.youtube,
    currentAccount: row.youtube.at(-1) ?? null,
    plan: planOf(row.subscriptionLive ?? null),
  };
}

/**
 * `{ userInfo }` checked against the shared contract: a stored value the clients could not parse is a
 * server bug, reported as a 500 (and logged) rather than sent.
 */
export async function userInfoResponse(
  db: Database,
  row: UserRow,
  planOf: (subscription: SubscriptionLive | null) => PlanId,
): Promise<GetUserResponse> {
  return GetUserResponseSchema.parse({ userInfo: await loadUserInfo(db, row, planOf) });
}
