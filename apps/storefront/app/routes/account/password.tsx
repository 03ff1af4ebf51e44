import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/password';

// TODO(#3): change password form.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountPassword, matches);

export default function AccountPasswordPage() {
  return <PagePlaceholder title={ru.storefront.areas.accountPassword} area={ru.storefront.areas.accountPassword} />;
}
