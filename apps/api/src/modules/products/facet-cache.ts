import type { Db } from '../../db/database';

/** Bounds of a {@link FacetCache}. */
export interface FacetCacheOptions {
  /** Entries kept; the least recently used one goes first. */
  maxEntries: number;
  /** How long an entry lives even without a catalogue write (bounds staleness across several API processes). */
  ttlMs: number;
  /** Milliseconds now; injectable for tests. */
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * In-process LRU of facet results (and the exact total) of the public listing, keyed by the normalised
 * facet-relevant filters. A catalogue write in this process clears it at once ({@link catalogueChanged});
 * writes made by another API process are seen after at most `ttlMs`. Identical misses share one query, so
 * a burst of shoppers on a cold category page costs one facet query, not one per connection.
 */
export class FacetCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly now: () => number;

  constructor(private readonly options: FacetCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for `key`, else `compute()` (shared by concurrent callers and cached on success). */
  getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > this.now()) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.entries.delete(key);
    const entry: Entry<T> = { value: compute(), expiresAt: this.now() + this.options.ttlMs };
    this.entries.set(key, entry);
    this.evictOverflow();
    // A failed query is not cached; the caller still gets its error.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /**
   * Forgets every entry, pending ones too: a query running across a write may have read the old rows, so
   * its result is handed to the callers already waiting for it but never served again.
   */
  invalidate(): void {
    this.entries.clear();
  }

  private evictOverflow(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) return;
      this.entries.delete(oldest.value);
    }
  }
}

/** 60 s: a shopper sees another process's write within a minute; 500 entries of a few KB each. */
export const FACET_CACHE_OPTIONS: FacetCacheOptions = { maxEntries: 500, ttlMs: 60_000 };

/** One cache per database handle: every service of an app shares the handle, tests get a fresh one each. */
const caches = new WeakMap<Db, FacetCache<unknown>>();

/** The facet cache of the app that owns `db`. */
export function facetCacheOf<T>(db: Db): FacetCache<T> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new FacetCache<unknown>(FACET_CACHE_OPTIONS);
    caches.set(db, cache);
  }
  return cache as FacetCache<T>;
}

/**
 * Call after any committed catalogue write that can change listing facets or totals: products (create,
 * update, delete, restore, categories, attribute values, group prices), categories and attributes.
 * Pass the app's database handle (not a transaction's).
 */
export function catalogueChanged(db: Db): void {
  caches.get(db)?.invalidate();
}
