// `npm run admin -- grant|revoke admin|beta-tester <email>`: roles set on the API's configured database
// (DATABASE_URL, or the dev PGlite), for the first admin; afterwards admins use /data. Every change is in
// the audit table as made by "command line".
import { ROLES, type Role } from "@vi/types";
import type { Database } from "../db/index.ts";
import { RoleError, setRole } from "../roles/roles.ts";

export const ADMIN_USAGE = `Usage: npm run admin -- grant|revoke admin|beta-tester <email>
  grant admin ada@example.com        make the user with that email an admin
  revoke beta-tester bob@example.com take beta tester away
The user must have signed in once (their record is created then).`;

/** Runs one command; returns the exit code. `out`/`err` print a line. */
export async function runAdminCommand(
  args: readonly string[],
  { db, out, err }: { db: Database; out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const [action, role, email, ...rest] = args;
  if (
    (action !== "grant" && action !== "revoke") ||
    !ROLES.includes(role as Role) ||
    !email ||
    rest.length > 0
  ) {
    err(ADMIN_USAGE);
    return 2;
  }
  try {
    const { user, changed } = await setRole(db, {
      actor: { commandLine: true },
      email,
      role: role as Role,
      granted: action === "grant",
    });
    const what = role === "admin" ? "an admin" : "a beta tester";
    out(
      changed
        ? `${user.email} is ${action === "grant" ? "now" : "no longer"} ${what}.`
        : `${user.email} ${action === "grant" ? "already is" : "is not"} ${what}: nothing changed.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RoleError) {
      err(error.message);
      return 1;
    }
    throw error;
  }
}
