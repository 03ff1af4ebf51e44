import { ru } from '@shop/i18n-ru';
import { PasswordPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountPassword, matches);

export default function AccountPasswordRoute() {
  return <PasswordPage />;
}
