// Request rate limits of the authenticated routes (docs/decisions/rate-limits.md). contractRoute asks
// `check` after the token is verified: every user has a limit, every client address (IPv6 by /64) a
// larger one, and routes that spend YouTube quota or money (`rateLimit: "costly"`) a tighter third one.
// The counts live in a store every API process shares (store.ts).
import type { RateLimits } from "../context.ts";
import { HttpError } from "../errors.ts";
import { addressKey, clientAddress } from "./client-address.ts";
import type { LimitRule, LimitStore } from "./store.ts";

export type { RateLimits, RateLimitTier } from "../context.ts";
export { addressKey, clientAddress } from "./client-address.ts";
export { createLimitStore, type LimitRule, type LimitStore } from "./store.ts";

export interface RateLimitConfig {
  userPerMinute: number;
  costlyPerMinute: number;
  ipPerMinute: number;
  /** Proxies of ours in front of the API (TRUST_PROXY_HOPS). */
  trustedProxyHops: number;
}

function tooManyRequests(retryAfterSeconds: number, what: string): HttpError {
  return new HttpError(
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
