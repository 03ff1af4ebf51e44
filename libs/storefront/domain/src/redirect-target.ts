/**
 * The path to return to after login (`/redirect?redirect=`): only a same-origin path is honoured, anything else
 * (absolute URLs, protocol-relative `//host`, backslash tricks, control characters) becomes home.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return '/';
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
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
