import { ru } from '@shop/i18n-ru';
import { ContactPage } from '../../features/identity/contact-page';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountContact, matches);

export default function AccountContactRoute() {
  return <ContactPage />;
}
