// /user: the signed-in user's own record. The uid and email always come from the verified token;
// a uid in the body or the query is ignored.
import { contracts } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { Billing } from "../billing/service.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { badRequest, HttpError, notFound } from "../errors.ts";
import type { YoutubeLinking } from "../youtube-accounts/service.ts";
import type { Users } from "./service.ts";

/** The token's email; the product signs in only with methods that have one (email link, Google). */
function tokenEmail(email: string | null): string {
  if (!email) throw badRequest("email: this sign-in account has no email address", "email");
  return email;
}

export function userRoutes({
  users,
  auth,
  youtubeLinking = null,
  billing = null,
}: {
  /** The records (built with the plan rule: the user info carries the plan it gives). */
  users: Users;
  auth: AuthProvider;
  /** Linked channels' grants are revoked at Google when the user is deleted. */
  youtubeLinking?: YoutubeLinking | null;
  /** A paying user's subscription is ended at Stripe before the account goes. */
  billing?: Pick<Billing, "closeCustomer"> | null;
}) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.getUser, { auth }, async (c) => {
    const info = await users.info(c.var.user);
    if (!info) throw notFound("No user record yet: create it with POST /user");
    return info;
  });

  // checkRevoked: POST creates the record, and a token outliving a deleted account must not bring it back.
  contractRoute(app, contracts.createUser, { auth, checkRevoked: true }, async (c, { body }) => {
    const email = tokenEmail(c.var.user.email);
    if (body.email.toLowerCase() !== email) {
      throw badRequest("email: must be the email of the signed-in account", "email");
    }
    // Idempotent: a second call (another tab, a retry) finds the record and leaves it as it is.
    const { created, response } = await users.create(c.var.user, { email, timezone: body.timezone });
    c.status(created ? 201 : 200);
    return response;
  });

  contractRoute(app, contracts.updateUser, { auth }, async (c, { body }) => {
    const { uid } = c.var.user;
    await users.update({ uid, tokenEmail: c.var.user.email, body });
    return { success: true };
  });

  contractRoute(app, contracts.deleteUser, { auth }, async (c) => {
    const { uid } = c.var.user;
    // Billing first, and all or nothing: a deleted user could no longer reach cancel or the portal, so
    // an account whose subscription cannot be ended at Stripe is not deleted (503, retry later).
    if (billing) await billing.closeCustomer(uid);
    else {
      if (await users.stripeCustomerOf(uid))
        throw new HttpError(
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
    await users.deleteRecord(uid);
    await auth.deleteUser(uid);
    c.var.logger.info({ uid }, "user deleted");
    return { success: true };
  });

  return app;
}
