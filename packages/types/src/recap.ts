// The daily recap email (unsubscribe, /data's recap section) and roles granted by admins (issue 20).
import { z } from "zod";
import { CountSchema, IsoDateTimeSchema } from "./common.ts";
import { emailInput, textInput } from "./input.ts";

/** The local hour the recap is sent at (the API schedules it; the website says it beside the toggle). */
export const RECAP_LOCAL_HOUR = 8;

/** POST /unsubscribe?token=...: the signed token of the recap email (RFC 8058 one-click or the web page). */
export const UnsubscribeQuerySchema = z.object({
  token: textInput(400, { min: 1, label: "token" }),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

/**
 * POST /unsubscribe answer. It names no address: the link carries no sign-in, so whoever holds a token (a
 * forwarded email, a leaked secret) learns nothing about the account from it.
 */
export const UnsubscribeResponseSchema = z.object({
  success: z.literal(true),
});
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

/** Recaps of the last 24 hours by outcome. */
export const RecapRunSchema = z.object({
  since: IsoDateTimeSchema,
  sent: CountSchema,
  failed: CountSchema,
  skipped: CountSchema,
  /** Claimed and not yet recorded (being sent, or a crash to be retried). */
  sending: CountSchema,
  lastActivityAt: IsoDateTimeSchema.nullable(),
});
export type RecapRun = z.infer<typeof RecapRunSchema>;

export const AdminRecapSchema = z.object({
  generatedAt: IsoDateTimeSchema,
  /** False when SMTP_URL is unset: no recap is sent. */
  enabled: z.boolean(),
  lastRun: RecapRunSchema,
});
export type AdminRecap = z.infer<typeof AdminRecapSchema>;

export const SendTestRecapResponseSchema = z.object({
  success: z.literal(true),
  to: z.string(),
  subject: z.string(),
});
export type SendTestRecapResponse = z.infer<typeof SendTestRecapResponseSchema>;

/** Roles an admin (or the `npm run admin` command) grants and revokes. */
export const ROLES = ["admin", "beta-tester"] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const AdminUserQuerySchema = z.object({
  email: emailInput("Enter an email address").transform((value) => value.toLowerCase()),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /admin/users?email=: the user with that email, or null. */
export const AdminUserResponseSchema = z.object({ user: AdminUserSchema.nullable() });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

export const SetRoleRequestSchema = z.object({
  email: emailInput("Enter an email address").transform((value) => value.toLowerCase()),
  role: RoleSchema,
  granted: z.boolean(),
});
export type SetRoleRequest = z.infer<typeof SetRoleRequestSchema>;

export const SetRoleResponseSchema = z.object({
  user: AdminUserSchema,
  /** False when the user already had (or lacked) the role: nothing was written. */
  changed: z.boolean(),
});
export type SetRoleResponse = z.infer<typeof SetRoleResponseSchema>;

export const RoleChangeSchema = z.object({
  id: z.int(),
  /** The admin's email, or "command line". */
  actor: z.string(),
  targetEmail: z.string(),
  role: RoleSchema,
  granted: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const RoleChangesResponseSchema = z.object({ changes: z.array(RoleChangeSchema) });
export type RoleChangesResponse = z.infer<typeof RoleChangesResponseSchema>;
