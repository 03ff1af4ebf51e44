import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adminAccessKeys, redirectTarget } from '../access/admin-guard';
import { checkAdminAccess, type AdminAccess, type AdminAccessDeps } from '../access/check-admin-access';

const JUST_ASKED_MS = 2_000;

/**
 * Loader of the sign-in screen: an admin who still has a session goes straight on; everyone else
 * (no session, or a customer's session) sees the form.
 */
export function createLoginLoader({ queryClient, deps }: { queryClient: QueryClient; deps: AdminAccessDeps }) {
  return async function loginLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
    const access = await queryClient.fetchQuery<AdminAccess>({
      queryKey: adminAccessKeys.check(),
      queryFn: () => checkAdminAccess(deps),
      // The guard that just sent the visitor here already asked; a moment-old answer is good enough.
      staleTime: JUST_ASKED_MS,
    });
    if (access === 'admin') throw redirect(redirectTarget(new URL(request.url).searchParams));
    queryClient.removeQueries({ queryKey: adminAccessKeys.all });
    return null;
  };
}
