import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import '../src/styles/index.css';

type Mode = 'light' | 'dark' | 'system';

/** Puts the toolbar's colour mode on <html>, the same place the apps put it. */
const withColorMode: Decorator = (Story, context) => {
  const mode = (context.globals['colorMode'] as Mode | undefined) ?? 'light';
  useEffect(() => {
    document.documentElement.dataset['colorMode'] = mode;
    document.documentElement.lang = 'ru';
  }, [mode]);
  return <Story />;
};

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
