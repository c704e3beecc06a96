// The only module that reads import.meta.env (values are inlined by Vite at build time).
import { type Env, parseEnv } from "./env-schema";

export type { Env };

export const env: Env = parseEnv(import.meta.env);
