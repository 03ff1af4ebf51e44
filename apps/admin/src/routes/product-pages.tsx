import { createMediaApi } from '@shop/admin-media';
import {
  createLookupsApi,
  createProductsApi,
  MediaLibraryPage,
  ProductAttributesPage,
  ProductCreatePage,
  ProductCreateSubPage,
  ProductGroupPricePage,
  ProductStockPage,
  ProductListPage,
  ProductMultimediaPage,
  ProductRelationsPage,
  ProductsFeatureApiProvider,
  ProductUpdatePage,
  type ProductSubPage,
} from '@shop/admin-feature-products';
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** A product page with its API seams (products, the lookups its forms need, the media library). */
const withProductsApi = withApiSeam('withProductsApi', ProductsFeatureApiProvider, (client) => ({
  products: createProductsApi(client),
  lookups: createLookupsApi(client),
  media: createMediaApi(client),
}));

function createSub(sub: ProductSubPage): ComponentType {
  return withProductsApi(function ProductCreateSub() {
    return <ProductCreateSubPage sub={sub} />;
  });
}

/** The product pages (#4) and the media library, in the products chunk: product-routes.ts loads it when one is first opened. */
export const productPages = {
  list: withProductsApi(ProductListPage),
  create: withProductsApi(ProductCreatePage),
  createRelations: createSub('relations'),
  createAttributes: createSub('attributes'),
  createMultimedia: createSub('multimedia'),
  createGroupPrice: createSub('group-price'),
  createStock: createSub('stock'),
  update: withProductsApi(ProductUpdatePage),
  updateRelations: withProductsApi(ProductRelationsPage),
  updateAttributes: withProductsApi(ProductAttributesPage),
  updateMultimedia: withProductsApi(ProductMultimediaPage),
  updateGroupPrice: withProductsApi(ProductGroupPricePage),
  updateStock: withProductsApi(ProductStockPage),
  media: withProductsApi(MediaLibraryPage),
} satisfies Record<string, ComponentType>;
