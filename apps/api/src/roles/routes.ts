// /data's roles section: find a user by email, grant or revoke admin and beta tester (each change in the
// audit table), and the audit list. Admin rights come from the stored record (requireAdmin).
import { contracts, ErrorCode } from "@vi/types";
import { Hono } from "hono";
import type { AuthProvider } from "../auth/firebase.ts";
import type { AppEnv } from "../context.ts";
import { contractRoute } from "../contract-route.ts";
import { forbidden, notFound } from "../errors.ts";
import { adminUserView, RoleError, type Roles } from "./roles.ts";

export function roleRoutes({ roles, auth }: { roles: Roles; auth: AuthProvider }) {
  const admins = roles.isAdmin;
  const app = new Hono<AppEnv>();

  contractRoute(app, contracts.findAdminUser, { auth, admins }, async (_c, { query }) => {
    const row = await roles.findByEmail(query.email);
    return { user: row ? adminUserView(row) : null };
  });

  contractRoute(app, contracts.setUserRole, { auth, admins }, async (c, { body }) => {
    const { uid, email } = c.var.user;
    try {
      const { user, changed } = await roles.setRole({
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

  contractRoute(app, contracts.listRoleChanges, { auth, admins }, async () => ({
    changes: await roles.latestChanges(),
  }));

  return app;
}
