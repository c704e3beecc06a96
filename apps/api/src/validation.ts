import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors.ts";

/** "name: Too long; timezone: Invalid time zone" - the field comes first so callers can show it. */
export function describeIssues(error: z.core.$ZodError, target: string): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join(".") : target}: ${issue.message}`)
    .join("; ");
}

/** zod validation of one part of the request; a failure answers 400 `{ error: { code, message } }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(describeIssues(result.error, target === "json" ? "body" : target));
  });
}
