export { CategoryListPage } from './category/category-list-page';
export { CategoryCreatePage } from './category/category-create-page';
export { CategoryUpdatePage } from './category/category-update-page';
export { CategoryProductsPage } from './category/category-products-page';
export { CatalogueApiProvider, useCatalogueApi } from './api/catalogue-api-context';
export { createCatalogueApi, type CatalogueApi } from './api/catalogue-api';
export { catalogueKeys } from './api/catalogue-keys';
export { cataloguePaths } from './shared/catalogue-paths';
