import { SILENT_REFRESH_THROTTLE_MS } from '@shop/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirectDocument } from 'react-router';
import { checkAdminAccess, type AdminAccessDeps } from './check-admin-access';

/** Query keys of the admin access check. */
export const adminAccessKeys = {
  all: ['admin-access'] as const,
  check: () => [...adminAccessKeys.all, 'check'] as const,
};

/** Options of {@link createAdminGuardLoader}. */
export interface AdminGuardOptions {
  queryClient: QueryClient;
  deps: AdminAccessDeps;
  /** Absolute storefront home URL: a redirect there is a full page load. */
  homeUrl: string;
}

/**
 * Loader of the admin layout route: lets the page render only after a successful access check, and
 * otherwise sends the browser home. The result is reused for a minute, so navigating inside the admin
 * does not ask the API on every click but a revoked permission still takes effect soon.
 */
export function createAdminGuardLoader({ queryClient, deps, homeUrl }: AdminGuardOptions) {
  return async function adminGuardLoader(): Promise<null> {
    const allowed = await queryClient.fetchQuery({
      queryKey: adminAccessKeys.check(),
      queryFn: () => checkAdminAccess(deps),
      staleTime: SILENT_REFRESH_THROTTLE_MS,
    });
    if (!allowed) {
      queryClient.removeQueries({ queryKey: adminAccessKeys.all });
      throw redirectDocument(homeUrl);
    }
    return null;
  };
}
