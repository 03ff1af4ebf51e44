import { ru } from '@shop/i18n-ru';
import { ConfirmEmailPage } from '../../features/identity/confirm-email-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.confirmEmail, matches);

export default function ConfirmEmailRoute() {
  return <ConfirmEmailPage />;
}
