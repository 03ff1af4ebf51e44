import { ru } from '@shop/i18n-ru';
import { EmailRevertPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/email-revert';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.emailRevert, matches);

export default function EmailRevertRoute({ params }: Route.ComponentProps) {
  return <EmailRevertPage key={params.token} token={params.token} />;
}
