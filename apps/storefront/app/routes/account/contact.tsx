import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/contact';

// TODO(#3): contact details form (multipart, only non-empty fields).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountContact, matches);

export default function AccountContactPage() {
  return <PagePlaceholder title={ru.storefront.areas.accountContact} area={ru.storefront.areas.accountContact} />;
}
