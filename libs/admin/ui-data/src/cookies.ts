/** Value of cookie `name` in a `document.cookie`-style string, or null when it is absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
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
export function serializeCookie(name: string, value: string, { days, path = '/', now = new Date() }: CookieOptions): string {
  const expires = new Date(now.getTime() + days * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; Path=${path}; Expires=${expires}; SameSite=Lax`;
}
