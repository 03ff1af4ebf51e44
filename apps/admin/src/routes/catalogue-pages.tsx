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
import { useMemo, type ComponentType } from 'react';
import { useAdminApiClient } from '../api-client-context';

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

/** The catalogue pages (#4), in the catalogue chunk: catalogue-routes.ts loads it when one of them is first opened. */
export const cataloguePages = {
  categoryList: withCatalogueApi(CategoryListPage),
  categoryCreate: withCatalogueApi(CategoryCreatePage),
  categoryUpdate: withCatalogueApi(CategoryUpdatePage),
  categoryProducts: withCatalogueApi(CategoryProductsPage),
  customerGroupList: withCatalogueApi(CustomerGroupListPage),
  customerGroupCreate: withCatalogueApi(CustomerGroupCreatePage),
  customerGroupUpdate: withCatalogueApi(CustomerGroupUpdatePage),
  attributeList: withCatalogueApi(AttributeListPage),
  attributeUpsert: withCatalogueApi(AttributeUpsertPage),
  attributeGroupList: withCatalogueApi(AttributeGroupListPage),
  attributeGroupUpsert: withCatalogueApi(AttributeGroupUpsertPage),
} satisfies Record<string, ComponentType>;

/** A catalogue page's name in {@link cataloguePages}. */
export type CataloguePageName = keyof typeof cataloguePages;
