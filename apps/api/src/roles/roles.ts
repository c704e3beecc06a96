// Granting and revoking roles (admin, beta tester), from /data or `npm run admin`: the users table holds
// the rights (read by requireAdmin and GET /user), role_changes keeps who changed what for whom and when.
import { type AdminUser, ErrorCode, type Role } from "@vi/types";
import { eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { roleChanges, type UserRow, users } from "../db/schema.ts";

export class RoleError extends Error {
  override name = "RoleError";
  constructor(
    readonly code: typeof ErrorCode.NOT_FOUND | typeof ErrorCode.FORBIDDEN,
    message: string,
  ) {
    super(message);
  }
}

/** Who makes a change: an admin (uid and email), or the command line. */
export type RoleActor = { uid: string; email: string } | { commandLine: true };

const column = { admin: "isAdmin", "beta-tester": "isBetaTester" } as const;

export function adminUserView(row: UserRow): AdminUser {
  return {
    uid: row.uid,
    email: row.email,
    name: row.name,
    isAdmin: row.isAdmin,
    isBetaTester: row.isBetaTester,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/**
 * Sets `role` on the user with `email`, writing an audit row when it changes. In one transaction with
 * the row locked, so two admins changing the same user are recorded in the order they happened.
 */
export async function setRole(
  db: Database,
  { actor, email, role, granted }: { actor: RoleActor; email: string; role: Role; granted: boolean },
): Promise<{ user: UserRow; changed: boolean }> {
  const target = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.email, target)).limit(1).for("update");
    if (!row)
      throw new RoleError(
        ErrorCode.NOT_FOUND,
        `No user with the email ${target} (they must sign in once first)`,
      );
    if (role === "admin" && !granted && "uid" in actor && actor.uid === row.uid) {
      throw new RoleError(ErrorCode.FORBIDDEN, "You cannot revoke your own admin right");
    }
    const field = column[role];
    if (row[field] === granted) return { user: row, changed: false };
    const [updated] = await tx
      .update(users)
      .set({ [field]: granted, updatedAt: new Date() })
      .where(eq(users.uid, row.uid))
      .returning();
    await tx.insert(roleChanges).values({
      actorUid: "uid" in actor ? actor.uid : null,
      actor: "uid" in actor ? actor.email : "command line",
      targetUid: row.uid,
      targetEmail: row.email,
      role,
      granted,
    });
    return { user: updated ?? row, changed: true };
  });
}
