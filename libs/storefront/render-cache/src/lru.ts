/**
 * A least-recently-used map bounded by entry count and by total size (`sizeOf`, e.g. bytes). A read moves the entry
 * to the young end; an insert evicts from the old end until both bounds hold. An entry bigger than `maxSize` alone
 * is not kept.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** Total of `sizeOf` over the entries. */
  get weight(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize || this.maxEntries < 1) return;
    this.map.set(key, value);
    this.total += size;
    for (const [oldKey] of this.map) {
      if (this.map.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.delete(oldKey);
    }
  }

  delete(key: K): void {
    const old = this.map.get(key);
    if (old === undefined) return;
    this.map.delete(key);
    this.total -= this.sizeOf(old);
  }

  /** Deletes every entry whose key `matches`. */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of [...this.map.keys()]) if (matches(key)) this.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }
}
