import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/confirm-email';

// TODO(#3): send the e-mail confirmation link.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.confirmEmail, matches);

export default function ConfirmEmailPage() {
  return <PagePlaceholder title={ru.storefront.areas.confirmEmail} area={ru.storefront.areas.confirmEmail} />;
}
