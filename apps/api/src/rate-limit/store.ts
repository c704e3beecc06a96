// Where the request limits are counted (docs/decisions/rate-limits.md): in a store every API process
// shares, so N replicas still give a client one allowance - Redis when REDIS_URL is set, else PostgreSQL's
// `rate_limits` table (migration 0024). PGlite is one process's embedded database: its limits stay in
// memory. All three are rate-limiter-flexible limiters with the same fixed-window rule.
import { Redis } from "ioredis";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { metrics } from "../metrics/index.ts";

/** One limit: `points` requests per window of `windowSeconds` for each key counted under `name`. */
export interface LimitRule {
  /** The counter's name, part of every key: "user", "ip", "costly", "billing-sessions"... */
  name: string;
  points: number;
  windowSeconds: number;
}

interface Limit {
  rule: LimitRule;
  /** Who is counted: a uid, a client address. */
  key: string;
}

export interface LimitStore {
  readonly kind: "memory" | "postgres" | "redis";
  /**
   * Counts one request under every limit: 0 when all allow it, else the seconds until the limit that
   * refused it opens again. A refused request gives back what the other limits counted for it.
   */
  take(limits: readonly Limit[]): Promise<number>;
  close(): Promise<void>;
}

export type LimitStoreConfig =
  | { kind: "memory" }
  | { kind: "postgres"; pool: pg.Pool }
  | { kind: "redis"; url: string; keyPrefix: string };

/** The limits of this configuration: Redis with REDIS_URL, PostgreSQL on a pool, memory on PGlite. */
export function limitStoreConfig(options: {
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  pool: pg.Pool | null;
}): LimitStoreConfig {
  if (options.redisUrl) return { kind: "redis", url: options.redisUrl, keyPrefix: options.redisKeyPrefix };
  if (options.pool) return { kind: "postgres", pool: options.pool };
  return { kind: "memory" };
}

export function createLimitStore(config: LimitStoreConfig): LimitStore {
  const redis =
    config.kind === "redis"
      ? new Redis(config.url, {
          // A command waits at most one reconnection; then the process's own memory counts (insurance).
          maxRetriesPerRequest: 1,
          connectTimeout: 2_000,
          lazyConnect: false,
        })
      : null;
  // An unreachable Redis must not crash the process: ioredis reconnects, the insurance limiter counts.
  redis?.on("error", () => {});
  const limiters = new Map<string, RateLimiterAbstract>();
  let sweeping = false;

  const limiterFor = (rule: LimitRule): RateLimiterAbstract => {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
    const known = limiters.get(id);
    if (known) return known;
    const base = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds };
    // While the shared store is unreachable, each process counts in memory (a client gets at most one
    // allowance per process) rather than every request failing.
    const insuranceLimiter = new RateLimiterMemory(base);
    let limiter: RateLimiterAbstract;
    if (config.kind === "redis" && redis) {
      limiter = new RateLimiterRedis({
        ...base,
        keyPrefix: `${config.keyPrefix}rl:${rule.name}`,
        storeClient: redis,
        insuranceLimiter,
      });
    } else if (config.kind === "postgres") {
      limiter = new RateLimiterPostgres({
        ...base,
        storeClient: config.pool,
        storeType: "pool",
        tableName: "rate_limits",
        // Migration 0024 made it (in the connection's search_path).
        tableCreated: true,
        // One limiter sweeps the expired rows of the whole table (every 5 minutes).
        clearExpiredByTimeout: !sweeping,
        insuranceLimiter,
      });
      sweeping = true;
    } else {
      limiter = new RateLimiterMemory(base);
    }
    limiters.set(id, limiter);
    return limiter;
  };

  return {
    kind: config.kind,
    async take(limits) {
      const results = await Promise.allSettled(limits.map(({ rule, key }) => limiterFor(rule).consume(key)));
      let wait = 0;
      results.forEach((result, i) => {
        if (result.status === "fulfilled") return;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        wait = Math.max(wait, Math.max(1, Math.ceil(result.reason.msBeforeNext / 1000)));
        const name = limits[i]?.rule.name ?? "unknown";
        metrics.rateLimitRefusals.inc({ limit: name });
      });
      if (wait > 0) {
        await Promise.all(
          limits.map(({ rule, key }, i) =>
            results[i]?.status === "fulfilled" ? limiterFor(rule).reward(key, 1) : null,
          ),
        );
      }
      return wait;
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
