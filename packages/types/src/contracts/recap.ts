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
  }),
  getAdminRecap: defineContract({
    id: "getAdminRecap",
    method: "GET",
    path: "/admin/recap",
    auth: "admin",
    summary: "The daily recap's last 24 hours: sent, failed, skipped",
    response: AdminRecapSchema,
  }),
  sendTestRecap: defineContract({
    id: "sendTestRecap",
    method: "POST",
    path: "/admin/recap/test",
    auth: "admin",
    summary: "Sends the calling admin their own recap now, as a test (not counted as the day's recap)",
    response: SendTestRecapResponseSchema,
  }),
  findAdminUser: defineContract({
    id: "findAdminUser",
    method: "GET",
    path: "/admin/users",
    auth: "admin",
    summary: "The user with the given email and their roles (null when there is none)",
    query: AdminUserQuerySchema.strict(),
    response: AdminUserResponseSchema,
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
  }),
  listRoleChanges: defineContract({
    id: "listRoleChanges",
    method: "GET",
    path: "/admin/roleChanges",
    auth: "admin",
    summary: "The latest role grants and revocations (who, whom, what, when), newest first",
    response: RoleChangesResponseSchema,
  }),
} as const;
