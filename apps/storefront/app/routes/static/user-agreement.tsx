import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/user-agreement';

// TODO(#14): placeholder until the content pages land (issue #14).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.userAgreement, matches);

export default function UserAgreementPage() {
  return <PagePlaceholder title={ru.storefront.areas.userAgreement} area={ru.storefront.areas.userAgreement} />;
}
