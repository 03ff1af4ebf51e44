import { createApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';

/** A redirect the API asks for by path (route rules, e.g. an old SEO URL). */
export type RouteRedirect = Schema<'Redirect'>;

/** How long a lookup may take before the page renders without it. */
export const REDIRECT_LOOKUP_TIMEOUT_MS = 1500;

/** The contract's limit on the looked-up path; longer paths cannot have a rule. */
const MAX_PATH_LENGTH = 2000;

/** True for `http(s)://…` and protocol-relative targets, which leave the router (full page load). */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(target) || target.startsWith('//');
}

/**
 * Keeps a redirect only if it can be followed safely: a site path or an http(s) URL, a 301/302 status,
 * and not the path itself (which would loop).
 */
export function acceptRedirect(redirect: unknown, path: string): RouteRedirect | null {
  if (typeof redirect !== 'object' || redirect === null) return null;
  const { to, status } = redirect as { to?: unknown; status?: unknown };
  if (typeof to !== 'string' || to === '' || to === path) return null;
  if (!/^https?:\/\//i.test(to) && !(to.startsWith('/') && !to.startsWith('//'))) return null;
  return { to, status: status === 302 ? 302 : 301 };
}

/** A redirect look-up's answer, and whether the API gave it (false: a failure or timeout stood in as "none"). */
export interface RedirectAnswer {
  redirect: RouteRedirect | null;
  definite: boolean;
}

/**
 * Asks the API whether `path` (pathname + search) should redirect (`GET /api/v1/route-rules/redirect`).
 * Any non-200 reply, network failure or timeout means "no redirect" (SPEC 2): a page never breaks on it.
 */
export async function lookupRedirect(
  path: string,
  options: { apiUrl: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<RouteRedirect | null> {
  return (await askRedirect(path, options)).redirect;
}

/** {@link lookupRedirect}, telling an answer of the API from a failure's stand-in (which a cache must not keep). */
export async function askRedirect(
  path: string,
  options: { apiUrl: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<RedirectAnswer> {
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return { redirect: null, definite: true };
  const api = createApiClient({
    baseUrl: options.apiUrl,
    timeoutMs: options.timeoutMs ?? REDIRECT_LOOKUP_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  try {
    const { data, response } = await api.GET('/api/v1/route-rules/redirect', { params: { query: { path } } });
    if (response.status !== 200) return { redirect: null, definite: false };
    return { redirect: acceptRedirect(data?.payload.redirect, path), definite: true };
  } catch {
    return { redirect: null, definite: false };
  }
}
