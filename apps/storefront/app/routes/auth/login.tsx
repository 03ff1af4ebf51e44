import { ru } from '@shop/i18n-ru';
import { LoginPage } from '../../features/identity/login-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.login, matches);

export default function LoginRoute() {
  return <LoginPage />;
}
