import { useBranding } from '@shop/storefront-data-access';
import { SiteLogo } from '@shop/storefront-ui-layout';

/** The logo with the shop's name and theme; rendered inside a layout's HydrationBoundary, where the settings are. */
export function BrandedLogo() {
  return <SiteLogo {...useBranding()} />;
}
