import { ru } from '@shop/i18n-ru';
import { LogoutPage } from '../../features/identity/logout-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.logout, matches);

export default function LogoutRoute() {
  return <LogoutPage />;
}
