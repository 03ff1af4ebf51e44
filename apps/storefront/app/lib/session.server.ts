import { redirect } from 'react-router';

/** The signed-in customer as the storefront needs it for guards. */
export interface SessionUser {
  id: string;
  email: string;
}

/**
 * The signed-in user of this request, or null for a guest.
 * TODO(#3): restore the session from the refresh_token cookie through the API; until identity exists everyone is a guest.
 */
export async function getSessionUser(_request: Request): Promise<SessionUser | null> {
  return null;
}

/** Path of the login page that brings the visitor back to `request`'s page afterwards. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  return `/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Auth guard (SPEC 2, signed-in only): returns the user or throws a redirect to the login page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginRedirectPath(request));
  return user;
}

/** Guest guard (SPEC 2, signed-out only): throws a redirect home when someone is signed in. */
export async function requireGuest(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (user) throw redirect('/');
}
