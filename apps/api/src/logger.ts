import { type Logger, pino } from "pino";
import type { Env } from "./env.ts";

export type { Logger };

/** JSON lines on stdout: what log collectors expect in production and what `tsx watch` shows in dev. */
export function createLogger(level: Env["LOG_LEVEL"]): Logger {
  return pino({ level, base: { service: "api" } });
}
