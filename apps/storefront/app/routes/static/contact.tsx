import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/contact';

// TODO(#14): placeholder until the content pages land (issue #14).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.contact, matches);

export default function ContactPage() {
  return <PagePlaceholder title={ru.storefront.areas.contact} area={ru.storefront.areas.contact} />;
}
