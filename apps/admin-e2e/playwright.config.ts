import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { apiWebServer, E2E_INTERNAL_TOKEN, e2eConfig } from '@shop/testing-e2e';
import { ADMIN_URL, API_URL, E2E_JWT_SECRET, ROOT_EMAIL, ROOT_PASSWORD, STOREFRONT_URL } from './src/e2e-env.ts';

export default defineConfig({
  ...e2eConfig(ADMIN_URL),
  // Pages wait for the access check and then their data; on a busy two-core machine that can take
  // longer than Playwright's default 5 s, and a timeout there says nothing about the admin.
  expect: { timeout: 15_000 },
  webServer: [
    apiWebServer({
      port: 4110,
      suite: 'admin',
      env: {
        ADMIN_ORIGIN: ADMIN_URL,
        STOREFRONT_ORIGIN: STOREFRONT_URL,
        // The empty in-memory database gets this first root account.
        ADMIN_EMAIL: ROOT_EMAIL,
        ADMIN_PASSWORD: ROOT_PASSWORD,
        JWT_SECRET: E2E_JWT_SECRET,
        // The suite's setup calls name a client address each (X-Forwarded-For), so per-address limits never trip.
        TRUST_PROXY: 'loopback',
      },
    }),
    {
      // Serves the production build (`nx e2e` builds @shop/admin first through the implicit dependency).
      command: 'npx tsx server.ts',
      cwd: fileURLToPath(new URL('../admin', import.meta.url)),
      url: `${ADMIN_URL}/admin/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        ADMIN_HOST: '127.0.0.1',
        ADMIN_PORT: '4200',
        API_PUBLIC_URL: API_URL,
        STOREFRONT_PUBLIC_URL: STOREFRONT_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
    {
      // The storefront's production build on the same API, for the scenarios that cross from the admin to the shop
      // (free shipping, the theme, the price list, an integrator's new prices).
      command: 'npx tsx server.ts',
      cwd: fileURLToPath(new URL('../storefront', import.meta.url)),
      url: `${STOREFRONT_URL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        STOREFRONT_HOST: '127.0.0.1',
        STOREFRONT_PORT: '4010',
        STOREFRONT_PUBLIC_URL: STOREFRONT_URL,
        API_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        INTERNAL_TOKEN: E2E_INTERNAL_TOKEN,
      },
    },
  ],
});
