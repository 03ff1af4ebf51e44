import { createContext, useContext, type ReactNode } from 'react';
import type { MediaApi } from '@shop/admin-media';
import type { LookupsApi } from './lookups-api';
import type { ProductsApi } from './products-api';

/** Every API seam of the product pages and the media library. */
export interface ProductsFeatureApi {
  products: ProductsApi;
  lookups: LookupsApi;
  media: MediaApi;
}

const ProductsFeatureApiContext = createContext<ProductsFeatureApi | null>(null);

/** Gives the product and media pages their APIs (the app passes the real ones, tests fakes). */
export function ProductsFeatureApiProvider({ api, children }: { api: ProductsFeatureApi; children: ReactNode }) {
  return <ProductsFeatureApiContext value={api}>{children}</ProductsFeatureApiContext>;
}

/** The APIs of the nearest {@link ProductsFeatureApiProvider}. */
export function useProductsFeatureApi(): ProductsFeatureApi {
  const api = useContext(ProductsFeatureApiContext);
  if (!api) throw new Error('useProductsFeatureApi needs a <ProductsFeatureApiProvider> above it');
  return api;
}
