import { ru } from '@shop/i18n-ru';
import { ContactPage } from '@shop/storefront-feature-account';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.accountContact, matches);

export default function AccountContactRoute() {
  return <ContactPage />;
}
