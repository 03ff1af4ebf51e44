import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The kit's stories and those of every library built on it, storefront and admin, in one Storybook: what shoppers
  // and administrators see, beside the pieces it is made of. The build-storybook target takes every library's
  // sources as its inputs (package.json), so a cached build is never stale.
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../../../storefront/*/src/**/*.stories.@(ts|tsx)',
    '../../../admin/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build must work offline: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // React libraries mark their modules "use client", which means nothing in a browser bundle: the bundler's warning
  // about each one would bury the build's real messages.
  viteFinal: (config) => ({
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  }),
};

export default config;
