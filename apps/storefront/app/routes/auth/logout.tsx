import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/logout';

// TODO(#3): end the session, then go home.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.logout, matches);

export default function LogoutPage() {
  return <PagePlaceholder title={ru.storefront.areas.logout} area={ru.storefront.areas.logout} />;
}
