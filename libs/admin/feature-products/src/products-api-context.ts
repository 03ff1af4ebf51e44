import { createApiSeam } from '@shop/admin-data-access';
import type { MediaApi } from '@shop/admin-media';
import type { LookupsApi } from './lookups-api';
import type { ProductsApi } from './products-api';

/** Every API seam of the product pages and the media library. */
export interface ProductsFeatureApi {
  products: ProductsApi;
  lookups: LookupsApi;
  media: MediaApi;
}

const productsFeatureApiSeam = createApiSeam<ProductsFeatureApi>('ProductsFeatureApi');

/** Gives the product and media pages their APIs (the app passes the real ones, tests fakes). */
export const ProductsFeatureApiProvider = productsFeatureApiSeam.Provider;

/** The APIs of the nearest {@link ProductsFeatureApiProvider}. */
export const useProductsFeatureApi = productsFeatureApiSeam.useApi;
