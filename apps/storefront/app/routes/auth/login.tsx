import { ru } from '@shop/i18n-ru';
import { LoginPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.login, matches);

export default function LoginRoute() {
  return <LoginPage />;
}
