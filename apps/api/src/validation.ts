import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { badRequest } from "./errors.ts";

/** "name: Too long; timezone: Invalid time zone" - the field comes first so callers can show it. */
function describeIssues(error: z.core.$ZodError, target: string): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join(".") : target}: ${issue.message}`)
    .join("; ");
}

/** The first failing field, as a client would name it (`videoIds.3`), or the target when the whole part failed. */
function firstField(error: z.core.$ZodError, target: string): string {
  const path = error.issues[0]?.path ?? [];
  return path.length > 0 ? path.map(String).join(".") : target;
}

/** zod validation of one part of the request; a failure answers 400 `{ error: { code, message, field } }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const name = target === "json" ? "body" : target;
      throw badRequest(describeIssues(result.error, name), firstField(result.error, name));
    }
  });
}

/**
 * An instant as cursors write it (toISOString, so "1" or "+275760-..." never reach the database),
 * within years PostgreSQL stores and this service can have written (no year 0000 or -1).
 */
export const CursorInstantSchema = z
  .string()
  .refine((text) => {
    const at = new Date(text);
    return (
      !Number.isNaN(at.getTime()) &&
      at.toISOString() === text &&
      at.getUTCFullYear() >= 1970 &&
      at.getUTCFullYear() <= 9999
    );
  })
  .transform((text) => new Date(text));
