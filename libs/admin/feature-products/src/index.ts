export { ProductListPage } from './product-list-page';
export { ProductCreatePage, ProductCreateSubPage } from './product-create-page';
export { ProductUpdatePage } from './product-update-page';
export { ProductRelationsPage } from './relations-page';
export { ProductAttributesPage } from './attributes-page';
export { ProductMultimediaPage } from './multimedia-page';
export { ProductGroupPricePage } from './group-price-page';
export { ProductStockPage } from './stock-page';
export { MediaLibraryPage } from './media-library-page';
export { ProductsFeatureApiProvider, useProductsFeatureApi, type ProductsFeatureApi } from './products-api-context';
export {
  createProductsApi,
  type ProductsApi,
  type AdminProduct,
  type AdminProductListItem,
  type ProductListFilters,
} from './products-api';
export { createLookupsApi, type LookupsApi } from './lookups-api';
export { productKeys, lookupKeys } from './product-queries';
export { productPaths, type ProductSubPage } from './product-paths';
