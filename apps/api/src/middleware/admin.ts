import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { forbidden } from "../errors.ts";

/** Whether the stored record of `uid` holds admin rights (roles/roles.ts answers it from the users table). */
export type AdminCheck = (uid: string) => Promise<boolean>;

/**
 * Lets only admins through. Use after requireAuth. Admin rights come from the stored user record only - never
 * from token claims or the request - so they can be granted and withdrawn in one place.
 */
export function requireAdmin(isAdmin: AdminCheck) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isAdmin(c.var.user.uid))) throw forbidden("Admin access required");
    await next();
  });
}
