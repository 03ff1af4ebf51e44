import { DEFAULT_COLOR_MODE } from '@shop/domain';
import { useBranding, useRootData, useShopDownloads } from '@shop/storefront-data-access';
import { prefetchSiteSettings } from '@shop/storefront-data-access/server';
import { EmailConfirmationBanner, HeaderAccountLinks } from '@shop/storefront-feature-account';
import { SiteSearch } from '@shop/storefront-feature-catalogue';
import { IntegratorBanner } from '@shop/storefront-feature-integrator-requests';
import { SiteFooter, SiteHeader } from '@shop/storefront-ui-layout';
import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { Route } from './+types/default-layout';
import { ShopperHeaderLinks } from '../../shopper';

/** The header's logo depends on the site settings' thematic theme, so they are loaded with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchSiteSettings(context) };
}

/** Default layout: header with navigation, the page, footer. The header's search and account links are features of their own. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <DefaultFrame />
    </HydrationBoundary>
  );
}

/** Inside the HydrationBoundary, so the header reads the settings the loader prefetched. */
function DefaultFrame() {
  const branding = useBranding();
  const colorMode = useRootData()?.colorMode ?? DEFAULT_COLOR_MODE;
  const downloads = useShopDownloads();
  return (
    <div className="sf-page">
      <SiteHeader
        branding={branding}
        colorMode={colorMode}
        search={<SiteSearch />}
        shopper={<ShopperHeaderLinks />}
        account={<HeaderAccountLinks />}
      />
      <EmailConfirmationBanner />
      <IntegratorBanner />
      <main className="sf-main" id="main">
        <Outlet />
      </main>
      <SiteFooter brand={branding.brand} downloads={downloads} />
    </div>
  );
}
