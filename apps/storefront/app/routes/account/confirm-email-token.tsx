import { ru } from '@shop/i18n-ru';
import { ConfirmEmailTokenPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/confirm-email-token';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.confirmEmail, matches);

export default function ConfirmEmailTokenRoute({ params }: Route.ComponentProps) {
  return <ConfirmEmailTokenPage key={params.token} token={params.token} />;
}
