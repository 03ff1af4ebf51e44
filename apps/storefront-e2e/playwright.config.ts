import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { apiWebServer, e2eConfig } from '@shop/testing-e2e';

// Ports of this suite (see README): API 4100, storefront 4000, so it runs beside `npm start` and the admin suite.
const API_URL = 'http://127.0.0.1:4100';
const STOREFRONT_URL = 'http://127.0.0.1:4000';

export default defineConfig({
  ...e2eConfig(STOREFRONT_URL),
  webServer: [
    apiWebServer({ port: 4100, suite: 'storefront', env: { STOREFRONT_ORIGIN: STOREFRONT_URL } }),
    {
      // Serves the production build (`nx e2e` builds @shop/storefront first through the implicit dependency).
      command: 'npx tsx server.ts',
      cwd: fileURLToPath(new URL('../storefront', import.meta.url)),
      url: `${STOREFRONT_URL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        STOREFRONT_HOST: '127.0.0.1',
        STOREFRONT_PORT: '4000',
        API_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
  ],
});
