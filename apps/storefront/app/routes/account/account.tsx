import { ru } from '@shop/i18n-ru';
import { AccountPage } from '@shop/storefront-feature-account';
import { IntegratorRequestSection } from '@shop/storefront-feature-integrator-requests';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/account';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.account, matches);

export default function AccountRoute() {
  return (
    <>
      <AccountPage />
      <IntegratorRequestSection />
    </>
  );
}
