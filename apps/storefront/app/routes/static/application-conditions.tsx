import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/application-conditions';

// TODO(#14): placeholder until the content pages land (issue #14).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.applicationConditions, matches);

export default function ApplicationConditionsPage() {
  return <PagePlaceholder title={ru.storefront.areas.applicationConditions} area={ru.storefront.areas.applicationConditions} />;
}
