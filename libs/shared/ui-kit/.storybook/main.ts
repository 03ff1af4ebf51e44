import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The kit's stories, and the storefront cart's and favorites' pieces (issue #12), built into the same Storybook.
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../../storefront/cart/src/**/*.stories.@(ts|tsx)',
    '../../../storefront/ui-cart/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build must work offline: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
