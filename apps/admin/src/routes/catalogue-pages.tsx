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
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** A catalogue page with its API seam. */
const withCatalogueApi = withApiSeam('withCatalogueApi', CatalogueApiProvider, createCatalogueApi);

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
