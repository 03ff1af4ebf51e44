/** A small seeded generator (mulberry32): the same seed gives the same run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A 32-bit unsigned integer. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in 0..n-1. */
  int(n: number): number {
    return this.next() % n;
  }

  chance(probability: number): boolean {
    return this.next() / 2 ** 32 < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }
}

/** The seed of request `index` of a run: independent of how many requests ran before it, so one can be replayed. */
export function requestSeed(runSeed: number, index: number): number {
  return new Random((runSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0).next();
}
