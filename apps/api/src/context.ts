import type { Context } from "hono";
import type { ApiKeys } from "./api-keys/service.ts";
import type { AuthUser } from "./auth/firebase.ts";
import type { Logger } from "./logger.ts";

/** Hono's typing of what middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    /** Set by requireAuth: the verified caller. */
    user: AuthUser;
    /** Set by the app for every request; contractRoute checks them on authenticated routes. */
    rateLimits?: RateLimits;
    /** Set by the app: personal API keys (middleware/api-key.ts). */
    apiKeys?: ApiKeys;
    /** Set when the caller authenticated with an API key rather than a Firebase ID token. */
    apiKeyId?: string;
    /** Set by the app: the language stored with a user, for the messages of error answers (i18n.ts). */
    languageOf?: (uid: string) => Promise<string | null>;
  };
}

/** "standard": every authenticated route; "costly": also the tighter limit; "none": no limit (health). */
export type RateLimitTier = "standard" | "costly" | "none";

/** The request rate limits (rate-limit/index.ts makes them), declared here so the context owns its shape. */
export interface RateLimits {
  /** Throws 429 with Retry-After when the caller `uid` (or its address) went over a limit of `tier`. */
  check(c: Context<AppEnv>, uid: string, tier: RateLimitTier): Promise<void>;
}
