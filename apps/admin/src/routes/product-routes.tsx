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
import { ru } from '@shop/i18n-ru';
import { useMemo, type ComponentType } from 'react';
import { useAdminApiClient } from '../api-client-context';
import type { AdminFeatureRoute } from './user-routes';

const pages = ru.admin.pages;

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

/** The product pages of the catalogue (#4) with their sub-pages (update pages take the product as `?id=`), and the media library. */
export const productRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/product/list', title: pages.productList, Page: withProductsApi(ProductListPage) },
  { path: '/admin/product/create', title: pages.productCreate, Page: withProductsApi(ProductCreatePage) },
  { path: '/admin/product/create/relations', title: pages.productCreateRelations, Page: createSub('relations') },
  { path: '/admin/product/create/attributes', title: pages.productCreateAttributes, Page: createSub('attributes') },
  { path: '/admin/product/create/multimedia', title: pages.productCreateMultimedia, Page: createSub('multimedia') },
  { path: '/admin/product/create/group-price', title: pages.productCreateGroupPrice, Page: createSub('group-price') },
  { path: '/admin/product/update', title: pages.productUpdate, Page: withProductsApi(ProductUpdatePage) },
  { path: '/admin/product/update/relations', title: pages.productUpdateRelations, Page: withProductsApi(ProductRelationsPage) },
  { path: '/admin/product/update/attributes', title: pages.productUpdateAttributes, Page: withProductsApi(ProductAttributesPage) },
  { path: '/admin/product/update/multimedia', title: pages.productUpdateMultimedia, Page: withProductsApi(ProductMultimediaPage) },
  { path: '/admin/product/update/group-price', title: pages.productUpdateGroupPrice, Page: withProductsApi(ProductGroupPricePage) },
  { path: '/admin/media', title: ru.adminProducts.pages.media, Page: withProductsApi(MediaLibraryPage) },
];
