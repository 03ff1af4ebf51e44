import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { trackSystemColorScheme } from '../src/color-scheme/system-color-scheme';
import '../src/styles/index.css';

type Mode = 'light' | 'dark' | 'system';

// As the apps do: the 'system' mode reads the operating system's scheme from <html data-color-scheme>.
trackSystemColorScheme(document.documentElement);

/** Puts the toolbar's colour mode on <html>, the same place the apps put it. */
function ColorModeRoot({ mode, children }: { mode: Mode; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset['colorMode'] = mode;
    document.documentElement.lang = 'ru';
  }, [mode]);
  return children;
}

const withColorMode: Decorator = (Story, context) => (
  <ColorModeRoot mode={(context.globals['colorMode'] as Mode | undefined) ?? 'light'}>
    <Story />
  </ColorModeRoot>
);

/**
 * The toolbar's widths (the viewport global): the narrowest phone the shop supports, a common one, a tablet and the
 * desktop the e2e suites check; the media queries apply as on a device of that width.
 */
const VIEWPORTS = {
  phone320: { name: 'Телефон 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Телефон 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Планшет 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Компьютер 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  globalTypes: {
    colorMode: {
      description: 'Цветовая тема',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая', icon: 'sun' },
          { value: 'dark', title: 'Тёмная', icon: 'moon' },
          { value: 'system', title: 'Системная', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  decorators: [withColorMode],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
