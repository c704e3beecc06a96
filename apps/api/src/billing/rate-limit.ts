// A per-user sliding window in memory for the billing routes that create Stripe sessions (each costs a
// Stripe call and a page someone could spam). One process's memory: with several API replicas the limit
// is per replica, which still bounds the cost (docs/decisions/billing.md).
export interface UserRateLimit {
  /** Counts one request; null when allowed, else the seconds until the next one is. */
  take(key: string): number | null;
}

export function createUserRateLimit(options: {
  limit: number;
  windowSeconds: number;
  now: () => Date;
}): UserRateLimit {
  const hits = new Map<string, number[]>();
  return {
    take(key) {
      const now = options.now().getTime();
      const windowStart = now - options.windowSeconds * 1000;
      const recent = (hits.get(key) ?? []).filter((at) => at > windowStart);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return Math.max(1, Math.ceil((oldest + options.windowSeconds * 1000 - now) / 1000));
      }
      recent.push(now);
      hits.set(key, recent);
      // Keys of users who stopped asking are dropped now and then, so the map stays small.
      if (hits.size > 10_000) {
        for (const [other, times] of hits) if (!times.some((at) => at > windowStart)) hits.delete(other);
      }
      return null;
    },
  };
}
