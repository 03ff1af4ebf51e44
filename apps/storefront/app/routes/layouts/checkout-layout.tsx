import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { prefetchSiteSettings } from '@shop/storefront-data-access/server';
import { BrandedLogo } from './branded-logo';
import type { Route } from './+types/checkout-layout';

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchSiteSettings(context) };
}

/** Checkout layout: logo only, so nothing distracts from placing the order. */
export default function CheckoutLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="sf-page">
        <header className="sf-header">
          <div className="sf-container sf-header__bar">
            <BrandedLogo />
          </div>
        </header>
        <main className="sf-main">
          <Outlet />
        </main>
      </div>
    </HydrationBoundary>
  );
}
