// The daily recap email (one-click unsubscribe, /data's recap section) and admin-granted roles (issue 20).
import {
  AdminRecapSchema,
  AdminUserQuerySchema,
  AdminUserResponseSchema,
  RoleChangesResponseSchema,
  SendTestRecapResponseSchema,
  SetRoleRequestSchema,
  SetRoleResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from "../recap.ts";
import { defineContract } from "./define.ts";
import { adminErrors, contractError, inputErrors, NO_USER_RECORD } from "./errors.ts";

export const recapContracts = {
  unsubscribe: defineContract({
    id: "unsubscribe",
    method: "POST",
    path: "/unsubscribe",
    auth: "none",
    summary:
      "Turns the daily recap off for the user of a signed token (RFC 8058 one-click POST, or the website's page); any body is ignored",
    query: UnsubscribeQuerySchema.strict(),
    response: UnsubscribeResponseSchema,
    errors: [
      ...inputErrors(),
      contractError(400, "BAD_REQUEST", "The unsubscribe token is malformed, forged or expired"),
    ],
  }),
  getAdminRecap: defineContract({
    id: "getAdminRecap",
    method: "GET",
    path: "/admin/recap",
    auth: "admin",
    summary: "The daily recap's last 24 hours: sent, failed, skipped",
    response: AdminRecapSchema,
    errors: [...adminErrors()],
  }),
  sendTestRecap: defineContract({
    id: "sendTestRecap",
    method: "POST",
    path: "/admin/recap/test",
    auth: "admin",
    summary: "Sends the calling admin their own recap now, as a test (not counted as the day's recap)",
    response: SendTestRecapResponseSchema,
    errors: [
      ...adminErrors(),
      NO_USER_RECORD,
      contractError(
        503,
        "SERVICE_UNAVAILABLE",
        "Email is not configured, or the mail server refused the message",
      ),
    ],
  }),
  findAdminUser: defineContract({
    id: "findAdminUser",
    method: "GET",
    path: "/admin/users",
    auth: "admin",
    summary: "The user with the given email and their roles (null when there is none)",
    query: AdminUserQuerySchema.strict(),
    response: AdminUserResponseSchema,
    errors: [...adminErrors(), ...inputErrors()],
  }),
  setUserRole: defineContract({
    id: "setUserRole",
    method: "PUT",
    path: "/admin/users/role",
    auth: "admin",
    summary:
      "Grants or revokes admin or beta tester; written to the audit log (an admin cannot revoke their own admin)",
    body: SetRoleRequestSchema,
    response: SetRoleResponseSchema,
    errors: [
      ...adminErrors(),
      ...inputErrors({ body: true }),
      contractError(404, "NOT_FOUND", "No user has this email (they must sign in once first)"),
      contractError(403, "FORBIDDEN", "The change is not allowed (an admin's own rights)"),
    ],
  }),
  listRoleChanges: defineContract({
    id: "listRoleChanges",
    method: "GET",
    path: "/admin/roleChanges",
    auth: "admin",
    summary: "The latest role grants and revocations (who, whom, what, when), newest first",
    response: RoleChangesResponseSchema,
    errors: [...adminErrors()],
  }),
} as const;
