/** Origin the return targets are resolved against: any fixed origin works, only "is it still this one" matters. */
const SAME_ORIGIN = 'http://same.origin';

/**
 * The path to return to after login (`/redirect?redirect=`): only a same-origin path is honoured, anything else
 * (absolute URLs, protocol-relative `//host`, backslash tricks, control characters) becomes home.
 *
 * The target is resolved with the URL parser and what is checked is the path the browser would be sent to, not the
 * raw value: `/.//evil.example`, `/%2e//evil.example` and `/x/..//evil.example` all normalise to `//evil.example`,
 * which a `Location` header turns into another site.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  // Backslashes count as slashes for the URL parser and browsers; control characters are dropped by it.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== SAME_ORIGIN || !isSafePathname(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}

/** A path a browser reads as a path of this origin: not `//host`, nor `/\host`, nor their encoded forms. */
function isSafePathname(pathname: string): boolean {
  const decoded = decodeRepeatedly(pathname);
  return decoded !== null && !/^[/\\]{2}/.test(decoded);
}

/** The path percent-decoded until it no longer changes (a few rounds at most), or null when it is malformed. */
function decodeRepeatedly(pathname: string): string | null {
  let current = pathname;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * Where to continue after signing in: a same-origin path, but never back into the sign-in pages themselves
 * (`/auth/*`, e.g. `/auth/logout` would end the new session at once) nor `/redirect`.
 */
export function loginReturnPath(value: string | null | undefined): string {
  const path = safeRedirectPath(value);
  return /^\/(auth|redirect)(\/|\?|#|$)/.test(path) ? '/' : path;
}

/** The `/redirect` address that sends someone to `target` (a same-origin path) after signing in. */
export function redirectAfterLogin(target: string | null | undefined): string {
  const path = loginReturnPath(target);
  return path === '/' ? '/redirect' : `/redirect?redirect=${encodeURIComponent(path)}`;
}
