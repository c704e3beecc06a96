import { expect } from "vitest";
import type { z } from "zod";

/** Parses or fails the test with zod's message. */
export function expectValid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected valid, got: ${result.error.message}`);
  return result.data;
}

/** Expects a rejection whose first issue points at `path` (so the test fails if that rule is dropped). */
export function expectInvalid(schema: z.ZodType, value: unknown, path: (string | number)[] = []): string {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  const issues = result.error?.issues ?? [];
  expect(issues.map((issue) => issue.path)).toContainEqual(path);
  return issues.find((issue) => JSON.stringify(issue.path) === JSON.stringify(path))?.message ?? "";
}
