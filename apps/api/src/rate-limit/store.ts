// Where the request limits are counted (docs/decisions/rate-limits.md): in a store every API process
// shares, so N replicas still give a client one allowance - Redis when REDIS_URL is set, else PostgreSQL's
// `rate_limits` table (migration 0024). PGlite is one process's embedded database: its limits stay in
// memory. Redis and memory are rate-limiter-flexible limiters; on PostgreSQL every limit of a request is
// counted by one statement of ours on the library's table layout (docs/decisions/throughput.md).
import { Redis } from "ioredis";
import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
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

  const limiterFor = (rule: LimitRule): RateLimiterAbstract => {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`;
    const known = limiters.get(id);
    if (known) return known;
    const base = { keyPrefix: rule.name, points: rule.points, duration: rule.windowSeconds };
    let limiter: RateLimiterAbstract;
    // Memory: the PGlite store itself, or the insurance of PostgreSQL's (takeInPostgres).
    if (config.kind === "redis" && redis) {
      limiter = new RateLimiterRedis({
        ...base,
        keyPrefix: `${config.keyPrefix}rl:${rule.name}`,
        storeClient: redis,
        // While the shared store is unreachable, each process counts in memory (a client gets at most one
        // allowance per process) rather than every request failing.
        insuranceLimiter: new RateLimiterMemory(base),
      });
    } else {
      limiter = new RateLimiterMemory(base);
    }
    limiters.set(id, limiter);
    return limiter;
  };

  const pool = config.kind === "postgres" ? config.pool : null;
  // Expired windows are swept every 5 minutes (an expired row is also reset by its next request).
  const sweep =
    pool &&
    setInterval(() => {
      pool.query("delete from rate_limits where expire < $1", [Date.now()]).catch(() => {});
    }, 300_000);
  sweep?.unref();

  return {
    kind: config.kind,
    async take(limits) {
      if (new Set(limits.map(({ rule, key }) => `${rule.name}:${key}`)).size !== limits.length)
        throw new Error("a limit is named twice in one request");
      if (pool) {
        try {
          return await takeInPostgres(pool, limits);
        } catch {
          // PostgreSQL unreachable (a restart): this process counts in its own memory meanwhile, as the
          // Redis store's insurance limiter does.
        }
      }
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
      if (sweep) clearInterval(sweep);
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Every limit of one request in one statement (before: one upsert per limit, 2-3 round trips a request,
 * docs/decisions/throughput.md). The rows are rate-limiter-flexible's (`name:key`, points, expire in ms):
 * a window whose expire passed starts again at 1. Keys are sorted so that two requests sharing keys lock
 * the rows in the same order (no deadlock). A refused request gives back what the others counted.
 */
async function takeInPostgres(pool: pg.Pool, limits: readonly Limit[]): Promise<number> {
  if (limits.length === 0) return 0;
  const now = Date.now();
  const rows = limits
    .map(({ rule, key }) => ({ rule, key: `${rule.name}:${key}`, expire: now + rule.windowSeconds * 1000 }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const result = await pool.query<{ key: string; points: number; expire: string }>({
    name: "vi-rate-limits-take",
    text: `insert into rate_limits (key, points, expire)
             select k, 1, e from unnest($1::text[], $2::bigint[]) as t(k, e) order by k
           on conflict (key) do update set
             points = case when rate_limits.expire <= $3 then 1 else rate_limits.points + 1 end,
             expire = case when rate_limits.expire <= $3 then excluded.expire else rate_limits.expire end
           returning key, points, expire`,
    values: [rows.map((row) => row.key), rows.map((row) => row.expire), now],
  });
  const counted = new Map(result.rows.map((row) => [row.key, row]));
  let wait = 0;
  const allowed: string[] = [];
  for (const { rule, key } of rows) {
    const row = counted.get(key);
    if (!row) continue;
    if (row.points <= rule.points) {
      allowed.push(key);
      continue;
    }
    wait = Math.max(wait, Math.max(1, Math.ceil((Number(row.expire) - now) / 1000)));
    metrics.rateLimitRefusals.inc({ limit: rule.name });
  }
  if (wait > 0 && allowed.length > 0) {
    await pool.query({
      name: "vi-rate-limits-give-back",
      text: "update rate_limits set points = points - 1 where key = any($1::text[]) and expire > $2",
      values: [allowed, now],
    });
  }
  return wait;
}
