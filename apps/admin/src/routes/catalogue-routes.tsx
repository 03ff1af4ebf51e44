import type { AdminFeatureRoute } from './user-routes';

// TODO(#4): the category, customer group, attribute and attribute group pages join here.
/** The admin pages of the catalogue: categories, customer groups, attributes and attribute groups. */
export const catalogueRoutes: readonly AdminFeatureRoute[] = [];
