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
  },
};

export default preview;
