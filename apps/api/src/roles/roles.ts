// Granting and revoking roles (admin, beta tester), from /data or `npm run admin`: the users table holds
// the rights (read by requireAdmin and GET /user), role_changes keeps who changed what for whom and when.
import { type AdminUser, ErrorCode, type Role, type RoleChange } from "@vi/types";
import { desc, eq } from "drizzle-orm";
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

/** The audit list shows this many latest changes. */
const ROLE_CHANGES_SHOWN = 50;

/** Admin rights, from the stored record only (never token claims): requireAdmin's check. */
export async function isAdmin(db: Database, uid: string): Promise<boolean> {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.uid, uid)).limit(1);
  return row?.isAdmin === true;
}

/** The latest role changes, newest first (the audit list of /data). */
async function latestRoleChanges(db: Database): Promise<RoleChange[]> {
  const rows = await db.select().from(roleChanges).orderBy(desc(roleChanges.id)).limit(ROLE_CHANGES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    targetEmail: row.targetEmail,
    role: row.role,
    granted: row.granted,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The roles service the routes are given: the database work of /data's roles section. */
export function createRoles(db: Database) {
  return {
    isAdmin: (uid: string) => isAdmin(db, uid),
    findByEmail: (email: string) => findUserByEmail(db, email),
    setRole: (change: Parameters<typeof setRole>[1]) => setRole(db, change),
    latestChanges: () => latestRoleChanges(db),
  };
}
export type Roles = ReturnType<typeof createRoles>;

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

async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
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
