// /data's roles section: find a user by email, grant or revoke admin and beta tester (each change in the
// audit table), and the audit list. Admin rights come from the stored record (requireAdmin).
import { contracts, ErrorCode } from "@vi/types";
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthProvider } from "../../auth/firebase.ts";
import type { AppEnv } from "../../context.ts";
import { contractRoute } from "../../contract-route.ts";
import type { Database } from "../../db/index.ts";
import { roleChanges } from "../../db/schema.ts";
import { forbidden, notFound } from "../../errors.ts";
import { adminUserView, findUserByEmail, RoleError, setRole } from "../../roles/roles.ts";

/** The audit list shows this many latest changes. */
const ROLE_CHANGES_SHOWN = 50;

export function roleRoutes({ db, auth }: { db: Database; auth: AuthProvider }) {
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.findAdminUser, { auth, db }, async (_c, { query }) => {
    const row = await findUserByEmail(db, query.email);
    return { user: row ? adminUserView(row) : null };
  });

  contractRoute(app, contracts.setUserRole, { auth, db }, async (c, { body }) => {
    const { uid, email } = c.var.user;
    try {
      const { user, changed } = await setRole(db, {
        actor: { uid, email: email ?? uid },
        email: body.email,
        role: body.role,
        granted: body.granted,
      });
      if (changed)
        c.var.logger.info(
          { by: uid, target: user.uid, role: body.role, granted: body.granted },
          "role changed",
        );
      return { user: adminUserView(user), changed };
    } catch (error) {
      if (error instanceof RoleError)
        throw error.code === ErrorCode.NOT_FOUND ? notFound(error.message) : forbidden(error.message);
      throw error;
    }
  });

  contractRoute(app, contracts.listRoleChanges, { auth, db }, async () => {
    const rows = await db.select().from(roleChanges).orderBy(desc(roleChanges.id)).limit(ROLE_CHANGES_SHOWN);
    return {
      changes: rows.map((row) => ({
        id: row.id,
        actor: row.actor,
        targetEmail: row.targetEmail,
        role: row.role,
        granted: row.granted,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  return app;
}
