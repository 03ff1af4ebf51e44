import type { Schema } from '@shop/api-contract';
import type { Db } from '../../db/database';
import type { Pricing } from '../products/pricing';
import type { FileStorage } from '../storage/file-storage';
import { imageOf } from '../media/service';
import { descriptionSnippet, highlight, highlightArticle, planSearch } from './query';
import * as repo from './repository';

type SearchHit = Schema<'SearchHit'>;

/** What the search service needs. */
export interface SearchDependencies {
  db: Db;
  storage: FileStorage;
}

/** Product search for parts buyers (see modules/search/query.ts for the pieces). */
export function createSearchService({ db, storage }: SearchDependencies) {
  function present(row: repo.SearchRow, words: string[], article: string): SearchHit {
    const description = descriptionSnippet(row.descriptionHtml === '' ? null : row.descriptionHtml, words);
    const matchedBy: SearchHit['matchedBy'] = [];
    if (row.byArticle) matchedBy.push('article');
    if (row.byTitle) matchedBy.push('title');
    if (matchedBy.length === 0) matchedBy.push(description !== null ? 'description' : 'title');
    return {
      product: {
        id: row.id,
        slug: row.slug,
        article: row.article,
        title: row.title,
        basePrice: row.basePrice,
        // The caller's group price, else the group's discount off the base price, else the base price.
        personalPrice: row.personalPrice,
        availability: row.availability,
        mainImage: row.image === null ? null : imageOf(storage, row.image),
        primaryCategory: row.category,
      },
      rank: Math.round(row.score * 10000) / 10000,
      matchedBy,
      highlight: {
        title: highlight(row.title, words),
        article: highlightArticle(row.article, { article, words }),
        description,
      },
    };
  }

  return {
    /** A page of hits, best first; deleted products are never found. */
    async search(input: { query: string; page: number; limit: number; pricing: Pricing }) {
      const plan = planSearch(input.query);
      const words = [...plan.words, ...(plan.switched?.words ?? [])];
      const { rows, total } = await repo.searchProducts(db, plan, {
        pricing: input.pricing,
        limit: input.limit,
        offset: (input.page - 1) * input.limit,
      });
      return { productList: rows.map((r) => present(r, words, plan.article)), pagination: { page: input.page, limit: input.limit, total } };
    },

    /** A few products and categories for type-ahead. */
    async suggest(input: { query: string; limit: number; pricing: Pricing }) {
      const plan = planSearch(input.query);
      const words = [...plan.words, ...(plan.switched?.words ?? [])];
      const { rows } = await repo.searchProducts(db, plan, { pricing: input.pricing, limit: input.limit, offset: 0 });
      return { productList: rows.map((r) => present(r, words, plan.article)), categoryList: await repo.suggestCategories(db, plan, input.limit) };
    },
  };
}

/** The search service. */
export type SearchService = ReturnType<typeof createSearchService>;
