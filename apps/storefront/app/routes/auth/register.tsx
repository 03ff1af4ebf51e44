import { ru } from '@shop/i18n-ru';
import { RegisterPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.register, matches);

export default function RegisterRoute() {
  return <RegisterPage />;
}
