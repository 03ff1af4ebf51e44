import { readCookie, serializeCookie } from '@shop/admin-ui-data';

/** The colour modes a person can pick (SPEC 2). */
export type ColorMode = 'light' | 'dark' | 'system';

/** Cookie (and localStorage key) remembering the chosen colour mode. */
export const COLOR_MODE_COOKIE = 'color_mode';

const COLOR_MODE_COOKIE_DAYS = 365;

/** `value` as a colour mode, or null when it is not one. */
export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy modes).
    return null;
  }
}

/** The stored colour mode: the cookie first (shared with the storefront on the same host), then localStorage, else 'system'. */
export function readStoredColorMode(cookieString: string = document.cookie, storage: Storage | null = safeLocalStorage()): ColorMode {
  return parseColorMode(readCookie(cookieString, COLOR_MODE_COOKIE)) ?? parseColorMode(storage?.getItem(COLOR_MODE_COOKIE)) ?? 'system';
}

/** Remembers the mode in both the cookie and localStorage. */
export function storeColorMode(mode: ColorMode, doc: Document = document, storage: Storage | null = safeLocalStorage()): void {
  doc.cookie = serializeCookie(COLOR_MODE_COOKIE, mode, { days: COLOR_MODE_COOKIE_DAYS });
  try {
    storage?.setItem(COLOR_MODE_COOKIE, mode);
  } catch {
    // A full or blocked storage still leaves the cookie.
  }
}

/** Applies the mode to the page; the ui-kit tokens switch on `<html data-color-mode>`. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.dataset.colorMode = mode;
}
