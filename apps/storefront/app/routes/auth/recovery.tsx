import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/recovery';

// TODO(#3): start password recovery.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.recovery, matches);

export default function RecoveryPage() {
  return <PagePlaceholder title={ru.storefront.areas.recovery} area={ru.storefront.areas.recovery} />;
}
