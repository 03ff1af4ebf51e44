import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { EmailConfirmationBanner } from '../../features/identity/email-banner';
import { prefetchSiteSettings } from '../../lib/prefetch.server';
import type { Route } from './+types/default-layout';

/** The header's logo depends on the site settings' thematic theme, so they are loaded with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { dehydratedState: await prefetchSiteSettings(context) };
}

/** Default layout: header with navigation, the page, footer. */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="sf-page">
        <SiteHeader />
        <EmailConfirmationBanner />
        <main className="sf-main" id="main">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </HydrationBoundary>
  );
}
