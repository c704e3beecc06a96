// Request rate limits of the authenticated routes (docs/decisions/rate-limits.md). contractRoute asks
// `check` after the token is verified: every user has a limit, every client address (IPv6 by /64) a
// larger one, and routes that spend YouTube quota or money (`rateLimit: "costly"`) a tighter third one.
// The counts live in a store every API process shares (store.ts).
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { addressKey, clientAddress } from "./client-address.ts";
import type { LimitRule, LimitStore } from "./store.ts";

export { addressKey, clientAddress } from "./client-address.ts";
export {
  createLimitStore,
  type Limit,
  type LimitRule,
  type LimitStore,
  limitStoreConfig,
} from "./store.ts";

/** "standard": every authenticated route; "costly": also the tighter limit; "none": no limit (health). */
export type RateLimitTier = "standard" | "costly" | "none";

export interface RateLimitConfig {
  userPerMinute: number;
  costlyPerMinute: number;
  ipPerMinute: number;
  /** Proxies of ours in front of the API (TRUST_PROXY_HOPS). */
  trustedProxyHops: number;
}

export interface RateLimits {
  /** Throws 429 with Retry-After when the caller `uid` (or its address) went over a limit of `tier`. */
  check(c: Context<AppEnv>, uid: string, tier: RateLimitTier): Promise<void>;
}

export function tooManyRequests(retryAfterSeconds: number, what: string): ApiError {
  return new ApiError(
    429,
    "TOO_MANY_REQUESTS",
    `Too many ${what}: please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again`,
    { retryAfterSeconds },
  );
}

export function createRateLimits(config: RateLimitConfig, store: LimitStore): RateLimits {
  const user: LimitRule = { name: "user", points: config.userPerMinute, windowSeconds: 60 };
  const costly: LimitRule = { name: "costly", points: config.costlyPerMinute, windowSeconds: 60 };
  const ip: LimitRule = { name: "ip", points: config.ipPerMinute, windowSeconds: 60 };
  return {
    async check(c, uid, tier) {
      if (tier === "none") return;
      const address = addressKey(clientAddress(c, config.trustedProxyHops));
      const wait = await store.take([
        { rule: user, key: uid },
        { rule: ip, key: address },
        ...(tier === "costly" ? [{ rule: costly, key: uid }] : []),
      ]);
      if (wait > 0) {
        c.var.logger.info({ uid, tier, wait }, "rate limited");
        throw tooManyRequests(wait, "requests");
      }
    },
  };
}
