import { SILENT_REFRESH_THROTTLE_MS } from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_BASENAME } from '../navigation';
import { checkAdminAccess, type AdminAccess, type AdminAccessDeps } from './check-admin-access';

/** Query keys of the admin access check. */
export const adminAccessKeys = {
  all: ['admin-access'] as const,
  check: () => [...adminAccessKeys.all, 'check'] as const,
};

/** Router path of the sign-in screen (under the '/admin' basename). */
export const LOGIN_PATH = '/auth/login';
/** Query parameter of the sign-in screen naming where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

/** Options of {@link createAdminGuardLoader}. */
export interface AdminGuardOptions {
  queryClient: QueryClient;
  deps: AdminAccessDeps;
  /** Absolute storefront home URL: a redirect there is a full page load. */
  homeUrl: string;
}

/** The sign-in screen's path that returns to `url` (a full URL of an admin page) afterwards. */
export function loginPathFor(url: string): string {
  const { pathname, search } = new URL(url);
  const routerPath = pathname.startsWith(`${ADMIN_BASENAME}/`) ? pathname.slice(ADMIN_BASENAME.length) : '/';
  const back = `${routerPath}${search}`;
  return back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back })}`;
}

/** Where to go after signing in: the `redirect` parameter when it is a path inside the admin, else the dashboard. */
export function redirectTarget(searchParams: URLSearchParams): string {
  const target = searchParams.get(REDIRECT_PARAM) ?? '';
  // Only a router path: never another origin ('//evil'), never back to the sign-in screen.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || target.startsWith(LOGIN_PATH)) return '/';
  return target;
}

/**
 * Loader of the admin layout route: lets the page render only after a successful access check. Without a
 * session it goes to the sign-in screen; a signed-in non-admin goes to the storefront home with a full page
 * load (SPEC 2). A success is reused for a minute, so navigating does not ask the API on every click.
 */
export function createAdminGuardLoader({ queryClient, deps, homeUrl }: AdminGuardOptions) {
  return async function adminGuardLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
    const access = await queryClient.fetchQuery<AdminAccess>({
      queryKey: adminAccessKeys.check(),
      queryFn: () => checkAdminAccess(deps),
      staleTime: (query) => (query.state.data === 'admin' ? SILENT_REFRESH_THROTTLE_MS : 0),
    });
    if (access === 'admin') return null;
    queryClient.removeQueries({ queryKey: adminAccessKeys.all });
    if (access === 'signed-out') throw redirect(loginPathFor(request.url));
    throw redirectDocument(homeUrl);
  };
}
