import { ru } from '@shop/i18n-ru';
import { PasswordPage } from '../../features/identity/password-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountPassword, matches);

export default function AccountPasswordRoute() {
  return <PasswordPage />;
}
