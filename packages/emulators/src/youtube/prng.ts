// Small deterministic random helpers (mulberry32 PRNG) for the generated catalog. Everything is derived by hashing
// (seed, entity indexes) so any channel or video can be generated on its own, in any order.

/** 32-bit finaliser of MurmurHash3: spreads every input bit over the whole word. */
function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a list of integers (or short strings) into one unsigned 32-bit integer. */
export function hash32(...parts: ReadonlyArray<number | string>): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    if (typeof part === "string") {
      for (let i = 0; i < part.length; i++) {
        h = fmix32(h ^ Math.imul(part.charCodeAt(i) + 1, 0x27d4eb2d));
      }
      h = fmix32(h ^ 0xff);
    } else {
      // Numbers beyond 32 bits (timestamps) contribute both halves.
      const low = part >>> 0;
      const high = Math.floor(part / 0x100000000) >>> 0;
      h = fmix32(h ^ Math.imul(low, 0xcc9e2d51));
      h = fmix32(h ^ Math.imul(high + 0x3c6ef372, 0x1b873593));
    }
  }
  return h;
}

/** Seeded random source (mulberry32 state); methods live on the prototype so creating one per video is cheap. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1) (one mulberry32 step). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** Standard normal variate (Box-Muller). */
  normal(): number {
    // 1 - next() is in (0, 1], so the log is finite.
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** exp(N(ln median, sigma)): a log-normal variate with the given median. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Pareto variate with scale xm and shape alpha (heavy tail for alpha < 2). */
  pareto(xm: number, alpha: number): number {
    return xm / (1 - this.next()) ** (1 / alpha);
  }

  /** n distinct items in random order (n is clamped to the list length). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, count);
  }
}

export function createRng(seed: number): Rng {
  return new Rng(seed);
}
