import { ru } from '@shop/i18n-ru';
import { ConfirmEmailPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.confirmEmail, matches);

export default function ConfirmEmailRoute() {
  return <ConfirmEmailPage />;
}
