/**
 * Keeps `data-color-scheme` on `root` at 'dark' or 'light' as the operating system's setting is, now and whenever it
 * changes. The design tokens read it for the 'system' colour mode, so the dark tokens are written once for both the
 * dark mode and a dark system (tokens.css). Self-contained, so that it can also run as an inline script.
 */
export function trackSystemColorScheme(root: HTMLElement): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    root.dataset['colorScheme'] = dark.matches ? 'dark' : 'light';
  };
  apply();
  dark.addEventListener('change', apply);
}

/**
 * {@link trackSystemColorScheme} as a script for a server-rendered page's `<head>`, so that the first paint already
 * has the system's scheme; `<html>` then needs `suppressHydrationWarning` for the attribute React did not render.
 */
export const SYSTEM_COLOR_SCHEME_SCRIPT = `(${trackSystemColorScheme.toString()})(document.documentElement)`;
