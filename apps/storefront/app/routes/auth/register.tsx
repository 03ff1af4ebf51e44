import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/register';

// TODO(#3): registration form.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.register, matches);

export default function RegisterPage() {
  return <PagePlaceholder title={ru.storefront.areas.register} area={ru.storefront.areas.register} />;
}
