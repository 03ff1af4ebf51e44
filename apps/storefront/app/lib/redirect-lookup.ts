/** A redirect the API asks for by path (route rules, e.g. an old SEO URL). */
export interface RouteRedirect {
  /** Target: a path on this site or an absolute URL (which causes a full page load). */
  to: string;
  /** HTTP status of the redirect (301, 302, 307 or 308). */
  status: 301 | 302 | 307 | 308;
}

const REDIRECT_STATUSES = new Set([301, 302, 307, 308]);

/** How long a lookup may take before the page renders without it. */
export const REDIRECT_LOOKUP_TIMEOUT_MS = 1500;

/** True for `http(s)://…` and protocol-relative targets, which leave the router (full page load). */
export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(target) || target.startsWith('//');
}

/**
 * Reads the API reply `{ payload: { redirect: { to, status? } | null } }`.
 * Anything else means "no redirect", so an unexpected reply never breaks a page.
 */
export function parseRedirectReply(body: unknown): RouteRedirect | null {
  if (typeof body !== 'object' || body === null) return null;
  const payload = (body as { payload?: unknown }).payload;
  if (typeof payload !== 'object' || payload === null) return null;
  const redirect = (payload as { redirect?: unknown }).redirect;
  if (typeof redirect !== 'object' || redirect === null) return null;
  const { to, status } = redirect as { to?: unknown; status?: unknown };
  if (typeof to !== 'string' || to.trim() === '') return null;
  if (!isAbsoluteUrl(to) && !to.startsWith('/')) return null;
  const code = typeof status === 'number' && REDIRECT_STATUSES.has(status) ? status : 301;
  return { to, status: code as RouteRedirect['status'] };
}

/**
 * Asks the API whether `path` (pathname + search) should redirect.
 * Any non-200 reply, network failure or timeout means "no redirect" (SPEC 2).
 */
export async function lookupRedirect(
  path: string,
  options: { apiUrl: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<RouteRedirect | null> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiUrl}/api/v1/route-rules/redirect?path=${encodeURIComponent(path)}`;
  try {
    const response = await doFetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? REDIRECT_LOOKUP_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return null;
    }
    const redirect = parseRedirectReply(await response.json());
    // A rule pointing at the same path would loop forever; ignore it.
    if (redirect && redirect.to === path) return null;
    return redirect;
  } catch {
    return null;
  }
}
