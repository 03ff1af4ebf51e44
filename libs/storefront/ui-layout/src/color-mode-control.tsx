import { ColorModeSwitch } from '@shop/ui-kit';
import { useEffect, useState } from 'react';
import { colorModeCookie, type ColorMode } from '@shop/domain';

/** The header's colour-mode switch: remembers the choice in the cookie the server reads, and applies it at once. */
export function ColorModeControl({ chosen }: { chosen: ColorMode }) {
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

  return <ColorModeSwitch value={mode} onChange={change} hideLabel />;
}
