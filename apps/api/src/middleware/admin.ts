import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import type { Database } from "../db/index.ts";
import { users } from "../db/schema.ts";
import { forbidden } from "../errors.ts";

/**
 * Lets only admins through. Use after requireAuth. Admin rights come from the stored user record only - never
 * from token claims or the request - so they can be granted and withdrawn in one place.
 */
export function requireAdmin(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const [row] = await db
      .select({ isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.uid, c.var.user.uid))
      .limit(1);
    if (!row?.isAdmin) throw forbidden("Admin access required");
    await next();
  });
}
