// /user: the signed-in user's own record. The uid and email always come from the verified token;
// a uid in the body or the query is ignored.
import { contracts, NAME_MAX_LENGTH } from "@vi/types";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider, AuthUser } from "../../auth/firebase.ts";
import type { PlanResolver } from "../../billing/plan.ts";
import type { Billing } from "../../billing/service.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import type { Database } from "../../db/index.ts";
import { type UserRow, users } from "../../db/schema.ts";
import { ApiError, badRequest, forbidden, notFound } from "../../errors.ts";
import type { YoutubeLinking } from "../../youtube-accounts/service.ts";
import { findUser, userInfoResponse } from "./user-info.ts";

/** The token's email; the product signs in only with methods that have one (email link, Google). */
function tokenEmail(email: string | null): string {
  if (!email) throw badRequest("email: this sign-in account has no email address", "email");
  return email;
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

export function userRoutes({
  db,
  auth,
  youtubeLinking = null,
  plans,
  billing = null,
}: {
  db: Database;
  auth: AuthProvider;
  /** The plan rule; the user info carries the plan it gives (the website's badge, the popup). */
  plans?: PlanResolver;
  /** Linked channels' grants are revoked at Google when the user is deleted. */
  youtubeLinking?: YoutubeLinking | null;
  /** A paying user's subscription is ended at Stripe before the account goes. */
  billing?: Pick<Billing, "closeCustomer"> | null;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.getUser, { auth }, async (c) => {
    const row = await findUser(db, c.var.user.uid);
    if (!row) throw notFound("No user record yet: create it with POST /user");
    await noteVerifiedEmail(db, c.var.user, row);
    return userInfoResponse(db, row, plans?.planOf);
  });

  // checkRevoked: POST creates the record, and a token outliving a deleted account must not bring it back.
  contractRoute(app, contracts.createUser, { auth, checkRevoked: true }, async (c, { body }) => {
    const { uid, name } = c.var.user;
    const email = tokenEmail(c.var.user.email);
    if (body.email.toLowerCase() !== email) {
      throw badRequest("email: must be the email of the signed-in account", "email");
    }
    // Idempotent: a second call (another tab, a retry) finds the record and leaves it as it is.
    const [created] = await db
      .insert(users)
      .values({
        uid,
        email,
        name: name?.slice(0, NAME_MAX_LENGTH) ?? null,
        timezone: body.timezone,
        emailVerified: c.var.user.emailVerified === true,
      })
      .onConflictDoNothing({ target: users.uid })
      .returning();
    const row = created ?? (await findUser(db, uid));
    if (!row) throw new Error(`user ${uid} neither inserted nor found`);
    if (!created) await noteVerifiedEmail(db, c.var.user, row);
    c.status(created ? 201 : 200);
    return userInfoResponse(db, row, plans?.planOf);
  });

  contractRoute(app, contracts.updateUser, { auth }, async (c, { body }) => {
    const { uid } = c.var.user;
    await db.transaction(async (tx) => {
      // Row lock: the permission checks below must hold for the values they are checked against.
      const [row] = await tx.select().from(users).where(eq(users.uid, uid)).for("update");
      if (!row) throw notFound("No user record yet: create it with POST /user");

      if (body.email !== undefined && body.email.toLowerCase() !== c.var.user.email) {
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
    return { success: true };
  });

  contractRoute(app, contracts.deleteUser, { auth }, async (c) => {
    const { uid } = c.var.user;
    // Billing first, and all or nothing: a deleted user could no longer reach cancel or the portal, so
    // an account whose subscription cannot be ended at Stripe is not deleted (503, retry later).
    if (billing) await billing.closeCustomer(uid);
    else {
      const [row] = await db
        .select({ customerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.uid, uid))
        .limit(1);
      if (row?.customerId)
        throw new ApiError(
          503,
          "SERVICE_UNAVAILABLE",
          "Your subscription cannot be ended on this server right now, so nothing was deleted. Please contact support.",
        );
    }
    // Grants at Google first, while the tokens are still stored (the rows below take them along).
    // Best effort: a failure is logged, and the user can still revoke from their Google account.
    if (youtubeLinking) await youtubeLinking.revokeAll(uid);
    // Rows first: if the sign-in account cannot be deleted the caller still holds a valid token and can
    // retry; the other order could leave rows nobody can reach any more. Saved videos go by cascade.
    await db.delete(users).where(eq(users.uid, uid));
    await auth.deleteUser(uid);
    c.var.logger.info({ uid }, "user deleted");
    return { success: true };
  });

  return app;
}
