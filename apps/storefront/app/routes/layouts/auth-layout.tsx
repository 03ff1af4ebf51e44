import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { prefetchSiteSettings } from '@shop/storefront-data-access/server';
import { BrandedLogo } from './branded-logo';
import type { Route } from './+types/auth-layout';

export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchSiteSettings(context) };
}

/** Auth layout: a narrow card under the logo, without the shop navigation. */
export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="sf-auth">
        <header className="sf-auth__logo">
          <BrandedLogo />
        </header>
        <main className="sf-auth__card">
          <Outlet />
        </main>
      </div>
    </HydrationBoundary>
  );
}
