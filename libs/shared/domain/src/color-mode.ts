import { COOKIE_NAMES } from './constants';
import { readCookie } from './cookies';

/** Colour modes a visitor (or a page) may choose (SPEC 2). */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;

/** A colour mode. */
export type ColorMode = (typeof COLOR_MODES)[number];

/** Colour mode used until the visitor chooses one. */
export const DEFAULT_COLOR_MODE: ColorMode = 'system';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** True when `x` is one of the colour modes. */
export function isColorMode(x: unknown): x is ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(x);
}

/** Narrows any value to a colour mode, or null. */
export function toColorMode(value: unknown): ColorMode | null {
  return isColorMode(value) ? value : null;
}

/** Reads the colour-mode cookie from a Cookie header (server) or document.cookie (browser). */
export function readColorModeCookie(cookieHeader: string | null | undefined): ColorMode {
  return toColorMode(readCookie(cookieHeader, COOKIE_NAMES.colorMode)) ?? DEFAULT_COLOR_MODE;
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
