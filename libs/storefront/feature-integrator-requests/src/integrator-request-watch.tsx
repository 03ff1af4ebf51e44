import { isLoggedInUser, type UserLike } from '@shop/domain';
import { useSession, useSessionStore } from '@shop/session';
import { useApi } from '@shop/storefront-data-access';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  latestIntegratorRequestQuery,
  type IntegratorRequest,
  type IntegratorRequestStatus,
} from './integrator-request-api';

/** How often a tab asks about a request awaiting a decision, while the tab is visible (ms). */
export const INTEGRATOR_REQUEST_POLL_MS = 10_000;

/** Whether a tab watches the user's request: someone is logged in and their latest request awaits a decision. */
export function isAwaitingDecision(user: UserLike): boolean {
  return isLoggedInUser(user) && user.latestIntegratorRequestStatus === 'pending';
}

/**
 * Whether the request as the API now has it tells the session something it does not know: a decision, or a
 * withdrawal in another tab. `undefined` (not fetched yet) tells nothing.
 */
export function isRequestNews(
  known: IntegratorRequestStatus | null,
  latest: IntegratorRequest | null | undefined,
): boolean {
  if (latest === undefined) return false;
  return (latest?.status ?? null) !== known;
}

/**
 * Keeps an open page current while the customer's request awaits a decision (SPEC 4): every
 * {@link INTEGRATOR_REQUEST_POLL_MS} (paused while the tab is hidden, and at once when it shows again) the tab asks
 * for the latest request; once its status differs from the session's, the user is fetched again, forced past the
 * 60 s throttle. A confirmation puts the customer in a group, so the session store then reloads the page 50 ms later
 * and the server renders the group's prices. Renders nothing; the app mounts it once under its providers.
 */
export function IntegratorRequestWatch({ pollMs = INTEGRATOR_REQUEST_POLL_MS }: { pollMs?: number }) {
  const api = useApi();
  const session = useSessionStore();
  const user = useSession((state) => (state.isLoggedIn ? state.user : null));
  const awaiting = isAwaitingDecision(user);
  const known = user?.latestIntegratorRequestStatus ?? null;
  const { data } = useQuery({
    ...latestIntegratorRequestQuery(api, user?.id ?? ''),
    enabled: awaiting,
    refetchInterval: awaiting ? pollMs : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const news = awaiting && isRequestNews(known, data);
  useEffect(() => {
    if (news) void session.loadUser({ force: true }).catch(() => null);
  }, [news, session]);
  return null;
}
