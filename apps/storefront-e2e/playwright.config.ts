import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { apiWebServer, E2E_INTERNAL_TOKEN, e2eConfig } from '@shop/testing-e2e';

// Ports of this suite (see README): API 4100, storefront 4000, so it runs beside `npm start` and the admin suite.
const API_URL = 'http://127.0.0.1:4100';
const STOREFRONT_URL = 'http://127.0.0.1:4000';
// The capture SMTP server of src/support/mailbox.ts (SMTP_PORT there); a literal, as Nx loads this file without resolving imports.
const SMTP_PORT = 4125;

export default defineConfig({
  ...e2eConfig(STOREFRONT_URL),
  // A capture SMTP server for the API's letters (confirmation and recovery links); see src/support/mailbox.ts.
  globalSetup: './src/support/global-setup.ts',
  webServer: [
    apiWebServer({
      port: 4100,
      suite: 'storefront',
      env: {
        STOREFRONT_ORIGIN: STOREFRONT_URL,
        // The storefront forwards from loopback; the API believes its X-Forwarded-For (and the suite's own, for logins).
        TRUST_PROXY: 'loopback',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The API runs with NODE_ENV=production here, where a JWT secret is required; a fixed test-only one.
        JWT_SECRET: 'storefront-e2e-only-secret-0123456789abcdef',
        // The first root, which the catalogue spec sets up its data with (src/support/e2e-env.ts; test-only values).
        ADMIN_EMAIL: 'root@storefront-e2e.test',
        ADMIN_PASSWORD: 'storefront-e2e-Root-Passw0rd!',
      },
    }),
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
        // Required in production: canonical links, the sitemap, the CSP and HSTS come from it, never from a Host header.
        STOREFRONT_PUBLIC_URL: STOREFRONT_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        INTERNAL_TOKEN: E2E_INTERNAL_TOKEN,
      },
    },
  ],
});
