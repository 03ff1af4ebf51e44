import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Ports of this suite (see README): API 4100, storefront 4000, so it runs beside `npm start` and the admin suite.
const API_URL = 'http://127.0.0.1:4100';
const STOREFRONT_URL = 'http://127.0.0.1:4000';

const here = fileURLToPath(new URL('.', import.meta.url));
// Fixed path rather than mkdtemp: the config is evaluated again in every worker.
const storageDir = join(tmpdir(), 'shop-storefront-e2e-storage');

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two shared cores: more workers only queue.
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: {
    baseURL: STOREFRONT_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx ../api/src/main.ts',
      cwd: here,
      url: `${API_URL}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: '4100',
        PGLITE_DATA_DIR: 'memory://',
        STORAGE_DIR: storageDir,
        STOREFRONT_ORIGIN: STOREFRONT_URL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
    {
      // Serves the production build (`nx e2e` builds @shop/storefront first through the implicit dependency).
      command: 'npx tsx server.ts',
      cwd: join(here, '../storefront'),
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
