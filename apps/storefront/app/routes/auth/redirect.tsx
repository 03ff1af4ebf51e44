import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/redirect';

// TODO(#3): after sign-in, continue to the page in ?redirect=.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.redirect, matches);

export default function RedirectPage() {
  return <PagePlaceholder title={ru.storefront.areas.redirect} area={ru.storefront.areas.redirect} />;
}
