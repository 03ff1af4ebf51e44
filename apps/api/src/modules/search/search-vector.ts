import { SEARCH_VECTOR_SQL } from '@shop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** The search vector SQL of a product row, shared with the seed's bulk fill (see @shop/domain catalogue rules). */
export { SEARCH_VECTOR_SQL };

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
