import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The kit's stories and those of the libraries built on it (the admin layout; the storefront's panel of sums, cart
  // pieces, quick-order preview and order pieces), in one Storybook. The build-storybook target lists their folders
  // as inputs (package.json), so a cached build is never stale.
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../../admin/ui-layout/src/**/*.stories.@(ts|tsx)',
    '../../../storefront/feature-cart/src/**/*.stories.@(ts|tsx)',
    '../../../storefront/ui-cart/src/**/*.stories.@(ts|tsx)',
    '../../../storefront/ui-layout/src/**/*.stories.@(ts|tsx)',
    '../../../storefront/ui-orders/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build must work offline: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
