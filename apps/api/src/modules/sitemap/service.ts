import type { Schema } from '@shop/api-contract';
import type { Db } from '../../db/database';
import * as repo from './repository';

/** What the storefront's sitemap needs to plan its files. */
export type SitemapSummary = { categoryList: Schema<'SitemapEntry'>[]; productCount: number };

/** A keyset page of the sitemap's products and the cursor of the next one (null after the last). */
export type SitemapProductPage = { productList: Schema<'SitemapProductEntry'>[]; nextAfter: string | null };

/** The sitemap's reads: every page that answers, with its last change, and nothing of the listing. */
export interface SitemapService {
  /** Live categories under live parents and the number of live products (not_sold ones too). */
  summary(): Promise<SitemapSummary>;
  /** Up to `limit` live products after the id `after` (from the first when null), by id. */
  products(after: string | null, limit: number): Promise<SitemapProductPage>;
}

/** Creates the sitemap service over a database. */
export function createSitemapService({ db }: { db: Db }): SitemapService {
  return {
    async summary() {
      const [categories, productCount] = await Promise.all([repo.liveCategories(db), repo.liveProductCount(db)]);
      return {
        categoryList: categories.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() })),
        productCount,
      };
    },

    async products(after, limit) {
      // One row more than asked tells whether another page follows, so the last page says so itself.
      const rows = await repo.liveProductsAfter(db, after, limit + 1);
      const page = rows.slice(0, limit);
      return {
        productList: page.map((r) => ({ id: r.id, slug: r.slug, updatedAt: r.updatedAt.toISOString() })),
        nextAfter: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
