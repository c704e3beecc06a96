// In-memory token buckets, one per key (docs/decisions/rate-limits.md): each holds up to `capacity`
// requests and refills evenly over a minute, so a client may burst and then keeps a steady rate.

export interface BucketRule {
  /** Requests a full bucket allows at once; also the requests per minute it refills. */
  perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before full ones are swept (a full bucket is the same as no bucket). */
const SWEEP_ABOVE = 50_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number) {}

  private level(bucket: Bucket, rule: BucketRule, at: number): number {
    const refilled = ((at - bucket.at) / 60_000) * rule.perMinute;
    return Math.min(rule.perMinute, bucket.tokens + Math.max(0, refilled));
  }

  /**
   * Seconds until a request counted under every one of `limits` may be made: 0 means now (a token is taken
   * from each bucket), more means it must wait that long (nothing is taken, so a refused request costs
   * no bucket anything).
   */
  take(limits: readonly { key: string; rule: BucketRule }[]): number {
    const at = this.now();
    const levels = limits.map(({ key, rule }) => {
      const bucket = this.buckets.get(key);
      return bucket ? this.level(bucket, rule, at) : rule.perMinute;
    });
    let wait = 0;
    limits.forEach(({ rule }, i) => {
      const tokens = levels[i] ?? 0;
      if (tokens < 1) wait = Math.max(wait, Math.ceil(((1 - tokens) * 60) / rule.perMinute));
    });
    if (wait > 0) return wait;
    limits.forEach(({ key }, i) => {
      this.buckets.set(key, { tokens: (levels[i] ?? 1) - 1, at });
    });
    if (this.buckets.size > SWEEP_ABOVE) this.sweep(at);
    return 0;
  }

  /** Forgets buckets idle for a minute or more: they are full again. */
  private sweep(at: number): void {
    for (const [key, bucket] of this.buckets) if (at - bucket.at >= 60_000) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}
