import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The search vector of a product row, over the columns of `product` (unqualified, so it fits
 * `update product set search_vector = …` for one row or for all of them):
 * title (A, Russian stemming), the article as typed and normalised (A, no stemming), and the plain text
 * of the description (C, Russian stemming).
 */
export const SEARCH_VECTOR_SQL = `
  setweight(to_tsvector('russian', coalesce(title, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(article, '') || ' ' || coalesce(article_normalized, '')), 'A')
  || setweight(to_tsvector('russian', regexp_replace(coalesce(description_html, ''), '<[^>]*>', ' ', 'g')), 'C')`;

/** {@link SEARCH_VECTOR_SQL} as a Drizzle fragment. */
export const searchVectorSql: SQL = sql.raw(SEARCH_VECTOR_SQL);

/**
 * Recomputes the search vector of one product; the products service calls it in the transaction of every
 * write that changes the title, article or description.
 */
export async function updateSearchVector(tx: Db, productId: string): Promise<void> {
  await tx.execute(sql`update product set search_vector = ${searchVectorSql} where id = ${productId}`);
}

/** Recomputes the search vectors of every product (the seed's bulk fill, a backfill after a change of {@link SEARCH_VECTOR_SQL}). */
export async function updateAllSearchVectors(tx: Db): Promise<void> {
  await tx.execute(sql`update product set search_vector = ${searchVectorSql}`);
}
