import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/login';

// TODO(#3): login form.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.login, matches);

export default function LoginPage() {
  return <PagePlaceholder title={ru.storefront.areas.login} area={ru.storefront.areas.login} />;
}
