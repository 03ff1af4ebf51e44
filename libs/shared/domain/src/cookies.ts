/** Value of cookie `name` in a Cookie header (server) or `document.cookie` (browser), or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** A `document.cookie` assignment that deletes cookie `name` set for the whole site (Path=/). */
export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Options of {@link serializeCookie}. */
export interface CookieOptions {
  /** Lifetime in days from `now`. */
  days: number;
  path?: string;
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `document.cookie` assignment for a first-party preference cookie (SameSite=Lax, readable by the page). */
export function serializeCookie(
  name: string,
  value: string,
  { days, path = '/', now = new Date() }: CookieOptions,
): string {
  const expires = new Date(now.getTime() + days * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Expires=${expires}; SameSite=Lax`;
}
