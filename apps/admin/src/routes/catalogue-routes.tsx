import {
  AttributeGroupListPage,
  AttributeGroupUpsertPage,
  AttributeListPage,
  AttributeUpsertPage,
  CatalogueApiProvider,
  CategoryCreatePage,
  CategoryListPage,
  CategoryProductsPage,
  CategoryUpdatePage,
  createCatalogueApi,
  CustomerGroupCreatePage,
  CustomerGroupListPage,
  CustomerGroupUpdatePage,
} from '@shop/admin-feature-catalogue';
import { ru } from '@shop/i18n-ru';
import { useMemo, type ComponentType } from 'react';
import { useAdminApiClient } from '../api-client-context';
import type { AdminFeatureRoute } from './user-routes';

const pages = ru.admin.pages;

/** A catalogue page with its API seam built from the app's typed client. */
function withCatalogueApi(Page: ComponentType): ComponentType {
  function CataloguePage() {
    const client = useAdminApiClient();
    const api = useMemo(() => createCatalogueApi(client), [client]);
    return (
      <CatalogueApiProvider api={api}>
        <Page />
      </CatalogueApiProvider>
    );
  }
  CataloguePage.displayName = `withCatalogueApi(${Page.displayName ?? Page.name})`;
  return CataloguePage;
}

/** The admin pages of the catalogue: categories, customer groups, attributes and attribute groups (#4). */
export const catalogueRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/category/list', title: pages.categoryList, Page: withCatalogueApi(CategoryListPage) },
  { path: '/admin/category/create', title: pages.categoryCreate, Page: withCatalogueApi(CategoryCreatePage) },
  { path: '/admin/category/update', title: pages.categoryUpdate, Page: withCatalogueApi(CategoryUpdatePage) },
  { path: '/admin/category/update/product-list', title: pages.categoryProductList, Page: withCatalogueApi(CategoryProductsPage) },
  { path: '/admin/customer/group/list', title: pages.customerGroupList, Page: withCatalogueApi(CustomerGroupListPage) },
  { path: '/admin/customer/group/create', title: pages.customerGroupCreate, Page: withCatalogueApi(CustomerGroupCreatePage) },
  { path: '/admin/customer/group/update', title: pages.customerGroupUpdate, Page: withCatalogueApi(CustomerGroupUpdatePage) },
  { path: '/admin/attribute/list', title: pages.attributeList, Page: withCatalogueApi(AttributeListPage) },
  { path: '/admin/attribute/upsert', title: pages.attributeUpsert, Page: withCatalogueApi(AttributeUpsertPage) },
  { path: '/admin/attribute-group/list', title: pages.attributeGroupList, Page: withCatalogueApi(AttributeGroupListPage) },
  { path: '/admin/attribute-group/upsert', title: pages.attributeGroupUpsert, Page: withCatalogueApi(AttributeGroupUpsertPage) },
];
