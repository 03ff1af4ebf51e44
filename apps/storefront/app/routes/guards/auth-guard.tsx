import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { requireUser } from '@shop/storefront-data-access/server';
import type { Route } from './+types/auth-guard';

/** Auth guard (signed-in only): guests go to the login page, which brings them back here. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

/** Check again on every page change inside the guard: the session may have ended meanwhile. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function AuthGuard() {
  return <Outlet />;
}
