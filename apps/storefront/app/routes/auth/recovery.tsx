import { ru } from '@shop/i18n-ru';
import { RecoveryPage } from '../../features/identity/recovery-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/recovery';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.recovery, matches);

export default function RecoveryRoute() {
  return <RecoveryPage />;
}
