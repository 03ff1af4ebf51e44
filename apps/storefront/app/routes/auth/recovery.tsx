import { ru } from '@shop/i18n-ru';
import { RecoveryPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/recovery';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.recovery, matches);

export default function RecoveryRoute() {
  return <RecoveryPage />;
}
