import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/contact';

// Placeholder: delivered with the static pages feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.contact, matches);

export default function ContactPage() {
  return <PagePlaceholder title={ru.storefront.areas.contact} area={ru.storefront.areas.contact} />;
}
