import type { Schema } from '@shop/api-contract';
import type { StockAudience } from '@shop/domain';
import type { Db } from '../../db/database';
import type { Pricing } from '../product-cards/pricing';
import type { FileStorage } from '../../storage/file-storage';
import { cardOf, findCardRowsByIds, stockAudienceOf, type CardRow } from '../product-cards/card-rows';
import type { ListingCache } from '../product-cards/listing-cache';
import { descriptionSnippet, highlight, highlightArticle, planSearch } from './query';
import * as repo from './repository';

type SearchHit = Schema<'SearchHit'>;

/** What the search service needs. */
export interface SearchDependencies {
  db: Db;
  storage: FileStorage;
  /** The app's listing cache (hits are kept in it per query). */
  listingCache: ListingCache;
  /** The app's cache of whole public replies (a page of hits with its cards, per query as typed and price group). */
  replyCache: ListingCache;
}

/** The reply cache's key of one search or suggestion call: the query exactly as typed, the page, whose prices. */
function replyKey(kind: 'search' | 'suggest', query: string, page: number, limit: number, pricing: Pricing): string {
  return `${kind}:${JSON.stringify([query, page, limit, pricing.customerGroupId, pricing.discountPercent])}`;
}

/** Product search for parts buyers (see modules/search/query.ts for the pieces). */
export function createSearchService({ db, storage, listingCache, replyCache }: SearchDependencies) {
  function present(
    hit: repo.SearchHitRow,
    row: CardRow,
    words: string[],
    article: string,
    audience: StockAudience,
  ): SearchHit {
    const description = descriptionSnippet(row.descriptionHtml === '' ? null : row.descriptionHtml, words);
    const matchedBy: SearchHit['matchedBy'] = [];
    if (hit.byArticle) matchedBy.push('article');
    if (hit.byTitle) matchedBy.push('title');
    if (matchedBy.length === 0) matchedBy.push(description !== null ? 'description' : 'title');
    return {
      product: cardOf(storage, row, audience),
      rank: Math.round(hit.score * 10000) / 10000,
      matchedBy,
      highlight: {
        title: highlight(row.title, words),
        article: highlightArticle(row.article, { article, words }),
        description,
      },
    };
  }

  /**
   * A page of hits priced for the caller. Which products match and in what order is kept in the listing
   * cache under the query as typed (case and spaces aside), so a popular query costs one index look-up
   * per catalogue write; the replies with their cards are kept whole in the reply cache.
   */
  async function find(query: string, page: { limit: number; offset: number }, pricing: Pricing) {
    const plan = planSearch(query);
    const words = [...plan.words, ...(plan.switched?.words ?? [])];
    const key = `search:${plan.text.toLowerCase().replace(/\s+/g, ' ')}:${page.limit}:${page.offset}`;
    const { hits, total } = await listingCache.getOrCompute(key, () => repo.searchProducts(db, plan, page));
    const rows = new Map(
      (
        await findCardRowsByIds(
          db,
          hits.map((h) => h.id),
          pricing,
        )
      ).map((r) => [r.id, r]),
    );
    // A product deleted since the hits were cached is left out.
    const audience = stockAudienceOf(pricing.customerGroupId);
    const productList = hits.flatMap((hit) => {
      const row = rows.get(hit.id);
      return row === undefined || row.deletedAt !== null ? [] : [present(hit, row, words, plan.article, audience)];
    });
    return { plan, productList, total };
  }

  return {
    /** A page of hits, best first; deleted products are never found. */
    search(input: { query: string; page: number; limit: number; pricing: Pricing }) {
      const { query, page, limit, pricing } = input;
      return replyCache.getOrCompute(replyKey('search', query, page, limit, pricing), async () => {
        const { productList, total } = await find(query, { limit, offset: (page - 1) * limit }, pricing);
        return { productList, pagination: { page, limit, total } };
      });
    },

    /** A few products and categories for type-ahead. */
    suggest(input: { query: string; limit: number; pricing: Pricing }) {
      const { query, limit, pricing } = input;
      return replyCache.getOrCompute(replyKey('suggest', query, 1, limit, pricing), async () => {
        const { plan, productList } = await find(query, { limit, offset: 0 }, pricing);
        return { productList, categoryList: await repo.suggestCategories(db, plan, limit) };
      });
    },
  };
}

/** The search service. */
export type SearchService = ReturnType<typeof createSearchService>;
