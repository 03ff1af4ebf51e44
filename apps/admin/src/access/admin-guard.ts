import { SILENT_REFRESH_THROTTLE_MS } from '@shop/domain';
import type { SessionStore } from '@shop/session';
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
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || target.startsWith(LOGIN_PATH))
    return '/';
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
    // Kept (stale at once for this guard), so the sign-in screen's loader can reuse a fresh 'signed-out'.
    if (access === 'signed-out') throw redirect(loginPathFor(request.url));
    queryClient.removeQueries({ queryKey: adminAccessKeys.all });
    throw redirectDocument(homeUrl);
  };
}

/**
 * Marks the cached admin check stale whenever the session ends (sign-out, a failed refresh, another tab),
 * so the next navigation asks again. Invalidating, not removing: a check still running must not be cancelled.
 * Returns the unsubscribe.
 */
export function expireAccessWithSession(
  session: Pick<SessionStore, 'subscribe' | 'getState'>,
  queryClient: QueryClient,
): () => void {
  let wasLoggedIn = session.getState().isLoggedIn;
  return session.subscribe(() => {
    const { isLoggedIn } = session.getState();
    if (wasLoggedIn && !isLoggedIn)
      void queryClient.invalidateQueries({ queryKey: adminAccessKeys.all, refetchType: 'none' });
    wasLoggedIn = isLoggedIn;
  });
}
