import { createMediaApi } from '@shop/admin-media';
import {
  createLookupsApi,
  createProductsApi,
  MediaLibraryPage,
  ProductAttributesPage,
  ProductCreatePage,
  ProductCreateSubPage,
  ProductGroupPricePage,
  ProductListPage,
  ProductMultimediaPage,
  ProductRelationsPage,
  ProductsFeatureApiProvider,
  ProductUpdatePage,
  type ProductSubPage,
} from '@shop/admin-feature-products';
import { useMemo, type ComponentType } from 'react';
import { useAdminApiClient } from '../api-client-context';

/** Wraps a product page in its API seams, built once from the app's typed client. */
function withProductsApi(Page: ComponentType): ComponentType {
  function ProductsRoute() {
    const client = useAdminApiClient();
    const api = useMemo(() => ({ products: createProductsApi(client), lookups: createLookupsApi(client), media: createMediaApi(client) }), [client]);
    return (
      <ProductsFeatureApiProvider api={api}>
        <Page />
      </ProductsFeatureApiProvider>
    );
  }
  ProductsRoute.displayName = `ProductsRoute(${Page.displayName ?? Page.name})`;
  return ProductsRoute;
}

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
  update: withProductsApi(ProductUpdatePage),
  updateRelations: withProductsApi(ProductRelationsPage),
  updateAttributes: withProductsApi(ProductAttributesPage),
  updateMultimedia: withProductsApi(ProductMultimediaPage),
  updateGroupPrice: withProductsApi(ProductGroupPricePage),
  media: withProductsApi(MediaLibraryPage),
} satisfies Record<string, ComponentType>;

/** A product page's name in {@link productPages}. */
export type ProductPageName = keyof typeof productPages;
