import { COLOR_MODES, COOKIE_NAMES } from '@shop/domain';

/** One of the colour modes of SPEC 2. */
export type ColorMode = (typeof COLOR_MODES)[number];

/** The mode used when the visitor never chose one. */
export const DEFAULT_COLOR_MODE: ColorMode = 'system';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Narrows any value to a colour mode, or null. */
export function toColorMode(value: unknown): ColorMode | null {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value) ? (value as ColorMode) : null;
}

/** Reads the colour-mode cookie from a Cookie header (server) or document.cookie (browser). */
export function readColorModeCookie(cookieHeader: string | null | undefined): ColorMode {
  if (!cookieHeader) return DEFAULT_COLOR_MODE;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE_NAMES.colorMode) {
      return toColorMode(decodeURIComponent(rest.join('='))) ?? DEFAULT_COLOR_MODE;
    }
  }
  return DEFAULT_COLOR_MODE;
}

/** The Set-Cookie/document.cookie string that remembers `mode` for a year on the whole site. */
export function colorModeCookie(mode: ColorMode): string {
  return `${COOKIE_NAMES.colorMode}=${mode}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The mode a page shows: a route may force one (`handle.colorMode`), otherwise the visitor's choice. */
export function effectiveColorMode(chosen: ColorMode, matches: readonly { handle?: unknown }[]): ColorMode {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null) {
      const forced = toColorMode((handle as { colorMode?: unknown }).colorMode);
      if (forced) return forced;
    }
  }
  return chosen;
}
