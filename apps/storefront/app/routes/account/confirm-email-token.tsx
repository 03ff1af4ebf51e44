import { ru } from '@shop/i18n-ru';
import { ConfirmEmailTokenPage } from '../../features/identity/confirm-email-token-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/confirm-email-token';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.confirmEmail, matches);

export default function ConfirmEmailTokenRoute({ params }: Route.ComponentProps) {
  return <ConfirmEmailTokenPage key={params.token} token={params.token} />;
}
