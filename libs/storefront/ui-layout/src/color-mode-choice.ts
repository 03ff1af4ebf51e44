import { useEffect, useState } from 'react';
import { colorModeCookie, type ColorMode } from '@shop/domain';

/**
 * The visitor's colour mode, starting from the cookie the server read: `change` remembers a choice in that cookie and
 * applies it at once. One state for every switch that shows it (the header's bar and its phone menu).
 */
export function useColorModeChoice(chosen: ColorMode): [ColorMode, (next: ColorMode) => void] {
  const [mode, setMode] = useState<ColorMode>(chosen);
  useEffect(() => setMode(chosen), [chosen]);

  const change = (next: ColorMode) => {
    document.cookie = colorModeCookie(next);
    setMode(next);
    // A page that forces a mode (route handle) keeps it; the choice applies from the next page on.
    if (!document.documentElement.hasAttribute('data-color-mode-forced')) {
      document.documentElement.setAttribute('data-color-mode', next);
    }
  };
  return [mode, change];
}
