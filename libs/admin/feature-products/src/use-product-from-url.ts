import { useRecordFromUrl } from '@shop/admin-data-access';
import { productQueryOptions } from './product-queries';
import { useProductsFeatureApi } from './products-api-context';

/** The product named by `?id=` of the update pages, and whether the id is missing or unknown. */
export function useProductFromUrl() {
  const { products } = useProductsFeatureApi();
  const { id: productId, query, notFound } = useRecordFromUrl((id) => productQueryOptions(products, id));
  return { productId, query, notFound };
}
