import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/user-agreement';

// Placeholder: delivered with the static pages feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.userAgreement, matches);

export default function UserAgreementPage() {
  return <PagePlaceholder title={ru.storefront.areas.userAgreement} area={ru.storefront.areas.userAgreement} />;
}
