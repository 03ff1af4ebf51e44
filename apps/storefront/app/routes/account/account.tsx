import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/account';

// TODO(#3): the customer's account overview.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.account, matches);

export default function AccountPage() {
  return <PagePlaceholder title={ru.storefront.areas.account} area={ru.storefront.areas.account} />;
}
