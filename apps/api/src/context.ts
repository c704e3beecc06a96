import type { ApiKeys } from "./api-keys/service.ts";
import type { AuthUser } from "./auth/firebase.ts";
import type { Logger } from "./logger.ts";
import type { RateLimits } from "./rate-limit/index.ts";

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
  };
}
