import { ru } from '@shop/i18n-ru';
import { AccountPage } from '../../features/identity/account-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.account, matches);

export default function AccountRoute() {
  return <AccountPage />;
}
