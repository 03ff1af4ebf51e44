import type { Db } from '../db/database';
import { product } from '../db/schema';
import { normalizeArticle } from '@shop/domain';

let counter = 0;

/** Inserts a product directly (no search vector, no categories); article, slug and title are unique by default. */
export async function createProduct(
  db: Db,
  values: {
    article?: string;
    title?: string;
    basePrice?: string;
    availability?: 'in_stock' | 'on_order' | 'not_sold';
    deleted?: boolean;
  } = {},
) {
  counter += 1;
  const article = values.article ?? `ART-${counter}-${Date.now()}`;
  const [row] = await db
    .insert(product)
    .values({
      slug: `product-${counter}-${Date.now()}`,
      article,
      articleNormalized: normalizeArticle(article),
      title: values.title ?? `Товар ${counter}`,
      basePrice: values.basePrice ?? '100.00',
      availability: values.availability ?? 'in_stock',
      deletedAt: values.deleted === true ? new Date() : null,
    })
    .returning();
  if (row === undefined) throw new Error('insert into product returned nothing');
  return row;
}
