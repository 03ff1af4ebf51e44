import { ru } from '@shop/i18n-ru';
import { LogoutPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.logout, matches);

export default function LogoutRoute() {
  return <LogoutPage />;
}
