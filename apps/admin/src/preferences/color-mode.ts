import {
  colorModeCookie,
  COOKIE_NAMES,
  DEFAULT_COLOR_MODE,
  readCookie,
  toColorMode,
  type ColorMode,
} from '@shop/domain';

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (privacy modes).
    return null;
  }
}

/** The stored colour mode: the cookie first (shared with the storefront on the same host), then localStorage, else 'system'. */
export function readStoredColorMode(
  cookieString: string = document.cookie,
  storage: Storage | null = safeLocalStorage(),
): ColorMode {
  return (
    toColorMode(readCookie(cookieString, COOKIE_NAMES.colorMode)) ??
    toColorMode(storage?.getItem(COOKIE_NAMES.colorMode)) ??
    DEFAULT_COLOR_MODE
  );
}

/** Remembers the mode in both the cookie and localStorage. */
export function storeColorMode(
  mode: ColorMode,
  doc: Document = document,
  storage: Storage | null = safeLocalStorage(),
): void {
  doc.cookie = colorModeCookie(mode);
  try {
    storage?.setItem(COOKIE_NAMES.colorMode, mode);
  } catch {
    // A full or blocked storage still leaves the cookie.
  }
}

/** Applies the mode to the page; the ui-kit tokens switch on `<html data-color-mode>`. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.dataset.colorMode = mode;
}
