import { ru } from '@shop/i18n-ru';
import { SessionsPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/sessions';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountSessions, matches);

export default function AccountSessionsRoute() {
  return <SessionsPage />;
}
