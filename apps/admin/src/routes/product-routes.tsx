import type { AdminFeatureRoute } from './user-routes';

// TODO(#4): the product pages, their sub-pages and the media library join here.
/** The admin pages of the catalogue: products with their sub-pages, and the media library. */
export const productRoutes: readonly AdminFeatureRoute[] = [];
