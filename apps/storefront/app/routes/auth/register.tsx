import { ru } from '@shop/i18n-ru';
import { RegisterPage } from '../../features/identity/register-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.register, matches);

export default function RegisterRoute() {
  return <RegisterPage />;
}
