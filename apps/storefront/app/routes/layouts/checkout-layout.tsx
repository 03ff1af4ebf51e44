import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SiteLogo } from '../../components/site-header';
import { prefetchSiteSettings } from '../../lib/prefetch.server';
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
            <SiteLogo />
          </div>
        </header>
        <main className="sf-main">
          <Outlet />
        </main>
      </div>
    </HydrationBoundary>
  );
}
