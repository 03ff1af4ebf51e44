import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build must work offline: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
