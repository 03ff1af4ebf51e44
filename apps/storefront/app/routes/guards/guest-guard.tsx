import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireGuest } from '@shop/storefront-data-access/server';
import type { Route } from './+types/guest-guard';

/** Guest guard (signed-out only): a signed-in user is sent home. */
export function loader({ context }: Route.LoaderArgs) {
  requireGuest(context);
  return null;
}

/** Check again on every page change inside the guard: the visitor may have signed in meanwhile. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function GuestGuard() {
  return <Outlet />;
}
