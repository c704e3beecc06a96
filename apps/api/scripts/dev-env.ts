// The dev server's own variables (docs/dev-stack.md), validated like src/env.ts validates the API's.
import { DEFAULT_SEED } from "@vi/emulators/youtube/catalog";
import { z } from "zod";
import { booleanFlag, EnvError, optional } from "../src/env.ts";

const devEnvSchema = z.object({
  /** Queue the emulator catalog's channels for ingestion on the first start (empty store). */
  LOAD_DEMO_DATA: optional(booleanFlag).default(true),
  /** How many of the catalog's channels (it has 500). */
  DEMO_CHANNEL_COUNT: optional(z.coerce.number<unknown>().int().min(1).max(4096)).default(500),
  /** The seed the YouTube emulator was started with, so the queued ids are channels it serves. */
  YOUTUBE_EMULATOR_SEED: optional(z.coerce.number<unknown>().int()).default(DEFAULT_SEED),
});

export type DevEnv = z.output<typeof devEnvSchema>;

export function loadDevEnv(source: Record<string, string | undefined> = process.env): DevEnv {
  const parsed = devEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message} (got "${source[name]}")`;
  });
  throw new EnvError(`Invalid dev server configuration:\n${lines.join("\n")}`);
}
