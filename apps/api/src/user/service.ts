import {
  type CreateUserRequest,
  type GetUserResponse,
  GetUserResponseSchema,
  LanguageSchema,
  NAME_MAX_LENGTH,
  type PlanId,
  type SubscriptionLive,
  type UpdateUserRequest,
  type UserInfo,
} from "@vi/types";
import { asc, eq } from "drizzle-orm";
import type { AuthUser } from "../auth/firebase.ts";
import type { Database } from "../db/index.ts";
import { savedVideos, type UserRow, users } from "../db/schema.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";

/** The stored record of a user, or undefined when there is none yet. */
async function findUser(db: Database, uid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row;
}

/** The user info: the record, its saved video ids as a map, the current account = last linked. */
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
    language: LanguageSchema.safeParse(row.language).data ?? null,
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
async function userInfoResponse(
  db: Database,
  row: UserRow,
  planOf: (subscription: SubscriptionLive | null) => PlanId,
): Promise<GetUserResponse> {
  return GetUserResponseSchema.parse({ userInfo: await loadUserInfo(db, row, planOf) });
}

/**
 * Records that the token proves the address verified (the daily recap goes only to verified addresses).
 * Only ever turns the flag on: an email-link sign-in verifies an address for good.
 */
async function noteVerifiedEmail(db: Database, user: AuthUser, row: UserRow): Promise<void> {
  if (user.emailVerified !== true || row.emailVerified) return;
  await db.update(users).set({ emailVerified: true }).where(eq(users.uid, row.uid));
  row.emailVerified = true;
}

/** Creates the record of `user` (idempotent: a second call finds it); whether it was created. */
async function createUserRecord(
  db: Database,
  user: AuthUser,
  { email, timezone }: { email: string; timezone: CreateUserRequest["timezone"] },
): Promise<{ row: UserRow; created: boolean }> {
  const [created] = await db
    .insert(users)
    .values({
      uid: user.uid,
      email,
      name: user.name?.slice(0, NAME_MAX_LENGTH) ?? null,
      timezone,
      emailVerified: user.emailVerified === true,
    })
    .onConflictDoNothing({ target: users.uid })
    .returning();
  const row = created ?? (await findUser(db, user.uid));
  if (!row) throw new Error(`user ${user.uid} neither inserted nor found`);
  if (!created) await noteVerifiedEmail(db, user, row);
  return { row, created: Boolean(created) };
}

/**
 * Applies PUT /user's changes to the caller's record. The caller's own email (from the token) is the only
 * one accepted; roles and linked channels are the server's (see the checks below).
 */
export async function updateUserRecord(
  db: Database,
  { uid, tokenEmail, body }: { uid: string; tokenEmail: string | null; body: UpdateUserRequest },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Row lock: the permission checks below must hold for the values they are checked against.
    const [row] = await tx.select().from(users).where(eq(users.uid, uid)).for("update");
    if (!row) throw notFound("No user record yet: create it with POST /user");

    if (body.email !== undefined && body.email.toLowerCase() !== tokenEmail) {
      throw badRequest("email: changing the email needs support", "email");
    }
    // Roles change only through the role routes, which check and audit them (PUT /admin/users/role):
    // the field is accepted for the record's own value, and any other value is refused.
    if (body.isAdmin !== undefined && body.isAdmin !== row.isAdmin) {
      throw forbidden("isAdmin: admin rights change only through the role routes");
    }
    let youtube: UserRow["youtube"] | undefined;
    if (body.youtube !== undefined) {
      // Linked channels are the server's (Google OAuth links them, DELETE /youtubeDisconnect unlinks
      // them): the caller only picks their order among them, the last one being the current account.
      // Titles and subscriptions always come from the stored record, never from the body.
      const linked = new Map(row.youtube.map((account) => [account.channelId, account]));
      const chosen: UserRow["youtube"] = [];
      for (const { channelId } of body.youtube) {
        if (chosen.some((account) => account.channelId === channelId)) {
          throw badRequest(`youtube: channel ${channelId} is listed twice`, "youtube");
        }
        const account = linked.get(channelId);
        if (!account) throw forbidden(`youtube: channel ${channelId} is not linked to this account`);
        chosen.push(account);
      }
      // Channels left out stay linked, before the chosen ones (an empty list changes nothing).
      const named = new Set(chosen.map((account) => account.channelId));
      youtube = [...row.youtube.filter((account) => !named.has(account.channelId)), ...chosen];
    }

    await tx
      .update(users)
      .set({
        name: body.name,
        email: body.email?.toLowerCase(),
        subscribedToDailyRecapEmail: body.subscribedToDailyRecapEmail,
        timezone: body.timezone,
        language: body.language,
        youtube,
        updatedAt: new Date(),
      })
      .where(eq(users.uid, uid));
  });
}

/** The user's Stripe customer id, if they ever had one. */
async function stripeCustomerOf(db: Database, uid: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  return row?.customerId ?? null;
}

/** Deletes the user's rows (saved videos and the rest go by cascade). */
async function deleteUserRecord(db: Database, uid: string): Promise<void> {
  await db.delete(users).where(eq(users.uid, uid));
}

/** The user service the routes are given; `planOf` is the plan rule the user info carries. */
export function createUsers({
  db,
  planOf,
}: {
  db: Database;
  planOf: (subscription: SubscriptionLive | null) => PlanId;
}) {
  return {
    /** The caller's user info; null when there is no record yet. */
    async info(user: AuthUser): Promise<GetUserResponse | null> {
      const row = await findUser(db, user.uid);
      if (!row) return null;
      await noteVerifiedEmail(db, user, row);
      return userInfoResponse(db, row, planOf);
    },
    async create(user: AuthUser, input: { email: string; timezone: CreateUserRequest["timezone"] }) {
      const { row, created } = await createUserRecord(db, user, input);
      return { created, response: await userInfoResponse(db, row, planOf) };
    },
    update: (input: Parameters<typeof updateUserRecord>[1]) => updateUserRecord(db, input),
    stripeCustomerOf: (uid: string) => stripeCustomerOf(db, uid),
    /** The interface language stored with the user; null when never picked or no record. */
    async languageOf(uid: string): Promise<string | null> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.uid, uid));
      return row?.language ?? null;
    },
    deleteRecord: (uid: string) => deleteUserRecord(db, uid),
  };
}
export type Users = ReturnType<typeof createUsers>;
