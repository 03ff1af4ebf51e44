import { catalogueRoutes } from './catalogue-routes';
import { integratorRequestRoutes } from './integrator-request-routes';
import { orderRoutes } from './order-routes';
import { productRoutes } from './product-routes';
import { settingsRoutes } from './settings-routes';
import { userRoutes } from './user-routes';

/** Every admin page a feature lib delivers (the dashboard aside), in sidebar order; each loads from its feature's chunk. */
export const adminFeatureRoutes = [
  ...orderRoutes,
  ...userRoutes,
  ...catalogueRoutes,
  ...productRoutes,
  ...settingsRoutes,
  ...integratorRequestRoutes,
];
