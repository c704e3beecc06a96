// Request rate limits of the authenticated routes (docs/decisions/rate-limits.md). contractRoute asks
// `check` after the token is verified: every user has a bucket, every client address (IPv6 by /64) a
// larger one, and routes that spend YouTube quota or money (`rateLimit: "costly"`) a tighter third one.
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { addressKey, clientAddress } from "./client-address.ts";
import { type BucketRule, TokenBuckets } from "./token-bucket.ts";

export { addressKey, clientAddress } from "./client-address.ts";
export { TokenBuckets } from "./token-bucket.ts";

/** "standard": every authenticated route; "costly": also the tighter bucket; "none": no limit (health). */
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
  check(c: Context<AppEnv>, uid: string, tier: RateLimitTier): void;
}

export function tooManyRequests(retryAfterSeconds: number, what: string): ApiError {
  return new ApiError(
    429,
    "TOO_MANY_REQUESTS",
    `Too many ${what}: please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again`,
    { retryAfterSeconds },
  );
}

export function createRateLimits(config: RateLimitConfig, now: () => number = Date.now): RateLimits {
  const buckets = new TokenBuckets(now);
  const user: BucketRule = { perMinute: config.userPerMinute };
  const costly: BucketRule = { perMinute: config.costlyPerMinute };
  const ip: BucketRule = { perMinute: config.ipPerMinute };
  return {
    check(c, uid, tier) {
      if (tier === "none") return;
      const address = addressKey(clientAddress(c, config.trustedProxyHops));
      const limits = [
        { key: `user:${uid}`, rule: user },
        { key: `ip:${address}`, rule: ip },
        ...(tier === "costly" ? [{ key: `costly:${uid}`, rule: costly }] : []),
      ];
      const wait = buckets.take(limits);
      if (wait > 0) {
        c.var.logger.info({ uid, tier, wait }, "rate limited");
        throw tooManyRequests(wait, "requests");
      }
    },
  };
}
