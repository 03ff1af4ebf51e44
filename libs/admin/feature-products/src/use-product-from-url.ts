import { isApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { productQueryOptions } from './product-queries';
import { useProductsFeatureApi } from './products-api-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The product named by `?id=` of the update pages, and whether the id is missing or unknown. */
export function useProductFromUrl() {
  const { products } = useProductsFeatureApi();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id')?.trim() ?? '';
  const productId = UUID.test(raw) ? raw : null;
  const query = useQuery({ ...productQueryOptions(products, productId ?? ''), enabled: productId !== null });
  const notFound = query.isError && isApiError(query.error) && query.error.code === ErrorCode.RecordNotFound;
  return { productId, query, notFound };
}
